import { setRequestLocale } from 'next-intl/server';
import { RepairGuideContentPage } from '@/features/account/maintenance/RepairGuideContentPage';
import { getMarket } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ guide?: string | string[] }> };

/** /user/repairGuideContent?guide= (spec §2.3, open to guests): a guide, with the account's breadcrumbs for members. */
export default async function MemberRepairGuideRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { guide } = await searchParams;
  const member = await currentMember();
  return <RepairGuideContentPage locale={locale} slug={typeof guide === 'string' ? guide : null} audience={member ? 'member' : 'public'} />;
}
