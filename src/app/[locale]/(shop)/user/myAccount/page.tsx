import { AccountDashboard } from '@/features/account/AccountDashboard';
import { memberRoute } from '@/features/account/member-route';
import { AccountCoupons } from '@/features/promotions/AccountCoupons';

type Props = { params: Promise<{ locale: string }> };

/** /user/myAccount (spec §2.3, sign-in required). */
export default async function MyAccountRoute({ params }: Props) {
  const { locale, member } = await memberRoute(params, '/user/myAccount');
  return <AccountDashboard locale={locale} member={member} coupons={<AccountCoupons locale={locale} />} />;
}
