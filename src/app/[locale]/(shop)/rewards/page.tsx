import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RewardsPage } from '@/features/rewards/page/RewardsPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, LOCALES } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const REWARDS_LOCALES = LOCALES.filter((l) => getMarket(l).rewards);
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  if (!getMarket(locale).rewards) return {};
  const t = await getTranslations({ locale, namespace: 'rewards.page' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternatesFor('/rewards', locale, REWARDS_LOCALES) };
}

/** /rewards (spec §2.3): the member's digital card and activity, or how to join; not in Brazil. */
export default async function RewardsRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  if (!getMarket(locale).rewards) notFound();
  const query = await searchParams;
  return <RewardsPage locale={locale} member={await currentMember()} query={{ fromDate: one(query.fromDate), toDate: one(query.toDate), orderType: one(query.order_type) }} />;
}
