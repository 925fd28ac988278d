import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { memberRoute } from '@/features/account/member-route';
import { RequestCreditPage } from '@/features/rewards/requests/RequestCreditPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  if (!getMarket(locale).rewards) return {};
  const t = await getTranslations({ locale, namespace: 'rewards.requestCredit' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /user/rewards/requestCredit (spec §2.3, sign-in required; not in Brazil). */
export default async function RequestCreditRoute({ params, searchParams }: Props) {
  if (!getMarket((await params).locale).rewards) notFound();
  const { locale, member } = await memberRoute(params, '/user/rewards/requestCredit');
  const { sent } = await searchParams;
  return <RequestCreditPage locale={locale} member={member} sent={sent === '1'} />;
}
