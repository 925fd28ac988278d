import { setRequestLocale } from 'next-intl/server';
import { RepairGuideContentPage } from '@/features/account/maintenance/RepairGuideContentPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ guide?: string | string[] }> };

/** /repairGuideContent?guide= (spec §2.3): a repair guide for everyone. */
export default async function RepairGuideRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { guide } = await searchParams;
  return <RepairGuideContentPage locale={locale} slug={typeof guide === 'string' ? guide : null} audience="public" />;
}
