import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompleteAccountPage } from '@/features/account/complete/CompleteAccountPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'account.completeAccount' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /completeAccount?orderNumber= (spec §2.3): a guest turns the order just placed into an account. */
export default async function CompleteAccountRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { orderNumber } = await searchParams;
  return <CompleteAccountPage locale={locale} orderNumber={typeof orderNumber === 'string' ? orderNumber : undefined} />;
}
