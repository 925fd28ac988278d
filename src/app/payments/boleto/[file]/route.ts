import { cartIdsOf } from '@/server/cart/cookies';
import type { NextRequest } from 'next/server';
import { translatorFor } from '@/i18n/catalogues';
import { isLocale, type Locale } from '@/lib/markets';
import { memberFromHeaders } from '@/server/customers/member';
import { deferredPaymentWithOrder } from '@/server/orders/deferred-payments';
import { viewerPlaced } from '@/server/orders/queries';
import { boletoPdf } from '@/server/payments/deferred/boleto-pdf';

type Context = { params: Promise<{ file: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /payments/boleto/<paymentId>.pdf: a boleto order's boleto as a PDF, for the order's owner
 * only (the member who placed it, or for a guest's order the browser whose cart became it); 404 for anyone else, as
 * for a payment that does not exist (decision 057).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const match = /^(pay_[0-9a-f]{24})\.pdf$/.exec((await params).file);
  if (!match) return notFound();
  const found = await deferredPaymentWithOrder(match[1]!);
  const instructions = found?.payment.instructions;
  if (!found || found.payment.method !== 'boleto' || instructions?.tender !== 'boleto') return notFound();
  const { order, payment } = found;
  const member = order.profileId ? await memberFromHeaders(request.headers) : null;
  if (!viewerPlaced(order, { profileId: member?.id ?? null, cartIds: cartIdsOf({ get: (name) => request.cookies.get(name)?.value }) })) return notFound();
  const locale: Locale = isLocale(order.locale) ? order.locale : 'pt-BR';
  const t = await translatorFor(locale);
  const label = (key: string) => t(`payments.deferred.boletoPdf.${key}` as never);
  const pdf = await boletoPdf({
    digitableLine: instructions.digitableLine,
    barcode: instructions.barcode,
    amount: { amount: payment.amount, currency: order.currency },
    expiresAt: instructions.expiresAt,
    payerName: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim(),
    orderNumber: order.orderNumber,
    locale,
    labels: { title: label('title'), beneficiary: label('beneficiary'), payer: label('payer'), dueDate: label('dueDate'), amount: label('amount'), order: label('order'), instructions: label('instructions') },
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="boleto-${order.orderNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
