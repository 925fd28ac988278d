import { OrderHistoryPage } from '@/features/account/orders/OrderHistoryPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /user/orderHistory (spec §2.3, sign-in required). */
export default async function OrderHistoryRoute({ params, searchParams }: Props) {
  const { locale, member } = await memberRoute(params, '/user/orderHistory');
  const query = await searchParams;
  return <OrderHistoryPage locale={locale} member={member} orderType={typeof query.orderType === 'string' ? query.orderType : undefined} />;
}
