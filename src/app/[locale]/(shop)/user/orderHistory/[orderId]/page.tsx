import { OrderDetailsPage } from '@/features/account/orders/OrderDetailsPage';
import { NeedHelpButton } from '@/features/contact/NeedHelpButton';
import { memberRoute } from '@/features/account/member-route';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';

type Props = { params: Promise<{ locale: string; orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /user/orderHistory/[orderId] (spec §2.3, sign-in required). */
export default async function OrderDetailsRoute({ params, searchParams }: Props) {
  const { orderId } = await params;
  const { locale, member } = await memberRoute(params, `/user/orderHistory/${orderId}`);
  const query = await searchParams;
  return (
    <>
      <PageView data={pageViewData(locale, 'order-history', 'orderDetails')} />
      <OrderDetailsPage locale={locale} member={member} orderId={orderId} notice={typeof query.cancelled === 'string' ? query.cancelled : undefined} refundNotice={typeof query.refund === 'string' ? query.refund : undefined} needHelp={<NeedHelpButton locale={locale} />} />
    </>
  );
}
