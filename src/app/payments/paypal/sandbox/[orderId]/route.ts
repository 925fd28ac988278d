import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { translatorFor } from '@/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/markets';
import { paypalPaymentWithOrder } from '@/server/orders/paypal-payments';
import { builtinPayPal, PayPalError } from '@/server/payments/paypal';
import { BUILTIN_PAYPAL_ORDER_ID } from '@/server/payments/paypal/builtin';
import { renderPayPalSandboxPage } from '@/server/payments/paypal/sandbox-page';
import { sandboxPageResponse } from '@/server/payments/sandbox-html';

type Context = { params: Promise<{ orderId: string }> };

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

async function page(orderId: string): Promise<Response> {
  const paypal = builtinPayPal();
  const order = paypal && BUILTIN_PAYPAL_ORDER_ID.test(orderId) ? await paypal.getOrder(orderId) : null;
  if (!order) return plain(404, 'Not found');
  const placed = await paypalPaymentWithOrder(orderId);
  const locale: Locale = placed && isLocale(placed.order.locale) ? placed.order.locale : DEFAULT_LOCALE;
  const nonce = randomBytes(16).toString('base64');
  const t = await translatorFor(locale);
  const html = renderPayPalSandboxPage({ locale, nonce, order, t: (key, values) => t(key as never, values as never) });
  return sandboxPageResponse(html, nonce);
}

/** GET /payments/paypal/sandbox/<orderId>: the built-in PayPal stand-in's approval page (decision 060; 404 unless PAYPAL_ENVIRONMENT=builtin). */
export async function GET(_request: NextRequest, { params }: Context) {
  return page((await params).orderId);
}

/**
 * POST (form field `choice`: approve or cancel): the payer approves, or cancels; either way they
 * are sent back to the store's return or cancel URL with `token`, as PayPal does.
 */
export async function POST(request: NextRequest, { params }: Context) {
  const { orderId } = await params;
  const paypal = builtinPayPal();
  if (!paypal || !BUILTIN_PAYPAL_ORDER_ID.test(orderId)) return plain(404, 'Not found');
  const choice = (await request.formData().catch(() => null))?.get('choice');
  if (choice !== 'approve' && choice !== 'cancel') return plain(400, 'Choose approve or cancel');
  if (choice === 'approve') {
    try {
      await paypal.approve(orderId);
    } catch (error) {
      if (error instanceof PayPalError && (error.code === 'invalid_state' || error.code === 'not_found')) return page(orderId);
      throw error;
    }
  }
  const location = await paypal.redirectFor(orderId, choice === 'approve' ? 'return' : 'cancel');
  if (!location) return plain(404, 'Not found');
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
