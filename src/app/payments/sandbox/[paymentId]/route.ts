import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { translatorFor } from '@/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@/lib/markets';
import { deferredPaymentWithOrder, settleDeferredPayment } from '@/server/orders/deferred-payments';
import { renderSandboxPage } from '@/server/payments/deferred/sandbox-page';
import { sandboxPageResponse } from '@/server/payments/sandbox-html';
import { PaymentGatewayError, sandboxGateway } from '@/server/payments/gateway';
import { systemActor } from '@/server/staff/actor';

type Context = { params: Promise<{ paymentId: string }> };

const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The order a deferred payment pays, for the page's "back to the order" link. */
async function orderOf(paymentId: string) {
  const found = await deferredPaymentWithOrder(paymentId);
  return found ? { orderNumber: found.order.orderNumber, locale: found.order.locale } : null;
}

async function page(request: NextRequest, paymentId: string): Promise<Response> {
  const sandbox = sandboxGateway();
  if (!sandbox || !PAYMENT_ID.test(paymentId)) return plain(404, 'Not found');
  const payment = await sandbox.findDeferredPayment(paymentId);
  if (!payment) return plain(404, 'Not found');
  const order = await orderOf(paymentId);
  const asked = new URL(request.url).searchParams.get('locale') ?? order?.locale ?? DEFAULT_LOCALE;
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const nonce = randomBytes(16).toString('base64');
  const t = await translatorFor(locale);
  const html = renderSandboxPage({
    locale,
    nonce,
    payment,
    orderNumber: order?.orderNumber ?? null,
    orderHref: order ? localizedPath(`/orderConfirmation?orderNumber=${order.orderNumber}`, locale) : null,
    t: (key, values) => t(key as never, values as never),
  });
  return sandboxPageResponse(html, nonce);
}

/**
 * GET /payments/sandbox/<paymentId>?locale=: the sandbox gateway's pay page, the demo's bank or
 * OXXO till (decision 057; 404 unless the built-in sandbox gateway is in use).
 */
export async function GET(request: NextRequest, { params }: Context) {
  return page(request, (await params).paymentId);
}

/** POST: the payer pays. The sandbox marks the payment paid and tells the orders module (settleDeferredPayment), then shows the page again. */
export async function POST(request: NextRequest, { params }: Context) {
  const { paymentId } = await params;
  const sandbox = sandboxGateway();
  if (!sandbox || !PAYMENT_ID.test(paymentId)) return plain(404, 'Not found');
  try {
    await sandbox.deferred.markPaid(paymentId);
  } catch (error) {
    if (error instanceof PaymentGatewayError && (error.code === 'authorization_not_found' || error.code === 'invalid_state')) return page(request, paymentId);
    throw error;
  }
  if (await orderOf(paymentId)) await settleDeferredPayment({ paymentId, outcome: 'paid' }, systemActor('sandbox-gateway'), sandbox);
  const url = new URL(request.url);
  return new Response(null, { status: 303, headers: { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' } });
}
