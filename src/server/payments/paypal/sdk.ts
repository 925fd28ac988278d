import { randomUUID } from 'node:crypto';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { Money } from '@/lib/money';
import { logger } from '@/server/platform/logger';
import { minorUnits, PayPalError, paypalLocale, paypalValue, type CreatePayPalOrderRequest, type PayPalOrder, type PayPalOrderStatus, type PayPalProvider, type PayPalWebhookNotice } from './provider';

/** How long a call to PayPal may take before it is given up (the order is placed, or not, on our side; retried by the shopper). */
const PAYPAL_TIMEOUT_MS = 15_000;

/**
 * The SDK's client for PayPal's sandbox or live REST API, with the app's credentials (OAuth client
 * credentials: the SDK fetches and renews the token). `httpOptions` reach the SDK's HTTP client
 * (axios) as they are: tests answer from recorded responses through its `adapter`. The SDK logs
 * nothing (its default logger); our logger records failures.
 */
export function paypalSdkClient({ environment, clientId, clientSecret, httpOptions }: { environment: 'sandbox' | 'live'; clientId: string; clientSecret: string; httpOptions?: Record<string, unknown> }): Client {
  return new Client({
    environment: environment === 'live' ? Environment.Production : Environment.Sandbox,
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    timeout: PAYPAL_TIMEOUT_MS,
    ...(httpOptions ? { unstable_httpClientOptions: httpOptions } : {}),
  });
}

/** The first error detail PayPal gave (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED...). */
function issueOf(error: ApiError): string | null {
  const result = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return result?.details?.[0]?.issue ?? result?.name ?? null;
}

/** A PayPal answer other than success, as a PayPalError. */
function translate(error: unknown, what: string): PayPalError {
  if (error instanceof PayPalError) return error;
  if (error instanceof ApiError) {
    const issue = issueOf(error);
    if (error.statusCode === 404 || issue === 'RESOURCE_NOT_FOUND' || issue === 'INVALID_RESOURCE_ID') return new PayPalError('not_found', `${what}: ${issue ?? 'not found'}`);
    if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return new PayPalError('not_approved', `${what}: ${issue}`);
    if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_CANNOT_PAY' || issue === 'TRANSACTION_REFUSED' || issue === 'AUTHORIZATION_DENIED') return new PayPalError('declined', `${what}: ${issue}`);
    if (error.statusCode === 422) return new PayPalError('invalid_state', `${what}: ${issue ?? 'unprocessable'}`);
    if (error.statusCode >= 400 && error.statusCode < 500) return new PayPalError('invalid_request', `${what}: ${error.statusCode} ${issue ?? ''}`.trim());
  }
  logger.warn({ err: error, what }, 'PayPal did not answer');
  return new PayPalError('processing_error', `${what}: PayPal did not answer`);
}

const sum = (values: (string | undefined)[]) => values.reduce((n, value) => n + (value ? minorUnits(value) : 0), 0);

/** A PayPal order (v2 Orders API, as the SDK reads it) as the storefront sees it. */
export function paypalOrderOf(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0];
  const currency = (unit?.amount?.currencyCode ?? 'USD') as Money['currency'];
  const money = (amount: number): Money => ({ amount, currency });
  const payments = unit?.payments;
  const authorization = payments?.authorizations?.[0];
  const captures = (payments?.captures ?? []).filter((c) => c.status !== 'DECLINED' && c.status !== 'FAILED');
  const refunds = (payments?.refunds ?? []).filter((r) => r.status === 'COMPLETED' || r.status === 'PENDING');
  const captured = sum(captures.map((c) => c.amount?.value));
  const refunded = sum(refunds.map((r) => r.amount?.value));
  let status: PayPalOrderStatus;
  switch (order.status) {
    case 'APPROVED':
      status = 'approved';
      break;
    case 'VOIDED':
      status = 'cancelled';
      break;
    case 'COMPLETED':
      if (captured > 0) status = refunded >= captured ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'captured';
      else if (authorization?.status === 'CREATED' || authorization?.status === 'PENDING') status = 'authorized';
      else status = 'voided';
      break;
    default:
      status = 'created';
  }
  const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  return {
    orderId: order.id!,
    status,
    amount: money(unit?.amount?.value ? minorUnits(unit.amount.value) : 0),
    capturedAmount: money(captured),
    refundedAmount: money(refunded),
    approveUrl: status === 'created' ? (approve?.href ?? null) : null,
    payerEmail: order.paymentSource?.paypal?.emailAddress ?? order.payer?.emailAddress ?? null,
  };
}

/**
 * PayPal's REST API through its official server SDK (docs/decisions/060). Orders are created with
 * intent AUTHORIZE and the payer's approval page in their language; every call that moves money
 * carries a PayPal-Request-Id, so a retry never authorises, captures or voids twice. PayPal has no
 * call that cancels an order the payer never approved: `cancel` answers it as cancelled, and the
 * orders module refuses to authorise it from then on (it expires at PayPal on its own).
 */
export class PayPalSdkProvider implements PayPalProvider {
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    private readonly client: Client,
    readonly environment: 'sandbox' | 'live',
    private readonly webhookId: string,
  ) {
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async createOrder({ amount, idempotencyKey, returnUrl, cancelUrl, locale, description }: CreatePayPalOrderRequest): Promise<PayPalOrder> {
    try {
      const { result } = await this.orders.createOrder({
        paypalRequestId: `create-${idempotencyKey}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Authorize,
          purchaseUnits: [{ referenceId: 'default', customId: idempotencyKey.slice(0, 127), ...(description ? { description: description.slice(0, 127) } : {}), amount: { currencyCode: amount.currency, value: paypalValue(amount.amount) } }],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl,
                cancelUrl,
                locale: paypalLocale(locale),
                userAction: PaypalExperienceUserAction.PayNow,
                // The order already has its addresses (and may be picked up): PayPal asks for none.
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      });
      return paypalOrderOf(result);
    } catch (error) {
      throw translate(error, 'create order');
    }
  }

  async getOrder(orderId: string): Promise<PayPalOrder | null> {
    try {
      return paypalOrderOf((await this.orders.getOrder({ id: orderId })).result);
    } catch (error) {
      const translated = translate(error, 'get order');
      if (translated.code === 'not_found') return null;
      throw translated;
    }
  }

  private async order(orderId: string): Promise<{ order: Order; view: PayPalOrder }> {
    try {
      const { result } = await this.orders.getOrder({ id: orderId });
      return { order: result, view: paypalOrderOf(result) };
    } catch (error) {
      throw translate(error, 'get order');
    }
  }

  async authorize(orderId: string): Promise<PayPalOrder> {
    const { view } = await this.order(orderId);
    if (view.status === 'created') throw new PayPalError('not_approved', 'The payer has not approved the order');
    if (view.status === 'cancelled') throw new PayPalError('invalid_state', 'The order was voided');
    if (view.status !== 'approved') return view;
    try {
      const { result } = await this.orders.authorizeOrder({ id: orderId, paypalRequestId: `authorize-${orderId}`, prefer: 'return=representation' });
      return paypalOrderOf(result);
    } catch (error) {
      throw translate(error, 'authorize order');
    }
  }

  async capture(orderId: string): Promise<PayPalOrder> {
    const { order, view } = await this.order(orderId);
    if (view.status === 'captured' || view.status === 'partially_refunded' || view.status === 'refunded') return view;
    if (view.status !== 'authorized') throw new PayPalError('invalid_state', `Cannot capture a ${view.status} order`);
    const authorizationId = order.purchaseUnits![0]!.payments!.authorizations![0]!.id!;
    try {
      await this.payments.captureAuthorizedPayment({ authorizationId, paypalRequestId: `capture-${authorizationId}`, prefer: 'return=minimal', body: { finalCapture: true } });
    } catch (error) {
      throw translate(error, 'capture authorization');
    }
    return (await this.order(orderId)).view;
  }

  async void(orderId: string): Promise<PayPalOrder> {
    const { order, view } = await this.order(orderId);
    if (view.status === 'captured' || view.status === 'partially_refunded' || view.status === 'refunded') throw new PayPalError('invalid_state', `Cannot void a ${view.status} order`);
    if (view.status !== 'authorized') return view;
    const authorizationId = order.purchaseUnits![0]!.payments!.authorizations![0]!.id!;
    try {
      await this.payments.voidPayment({ authorizationId, paypalRequestId: `void-${authorizationId}`, prefer: 'return=minimal' });
    } catch (error) {
      throw translate(error, 'void authorization');
    }
    return (await this.order(orderId)).view;
  }

  async refund(orderId: string, amount: Money): Promise<PayPalOrder> {
    const { order, view } = await this.order(orderId);
    if (view.status !== 'captured' && view.status !== 'partially_refunded') throw new PayPalError('invalid_state', `Cannot refund a ${view.status} order`);
    if (amount.currency !== view.amount.currency) throw new PayPalError('invalid_request', `Refund in ${amount.currency} of a ${view.amount.currency} order`);
    const captureId = order.purchaseUnits![0]!.payments!.captures!.find((c) => c.status === 'COMPLETED' || c.status === 'PARTIALLY_REFUNDED')?.id;
    if (!captureId) throw new PayPalError('invalid_state', 'The order has no capture to refund');
    try {
      await this.payments.refundCapturedPayment({
        captureId,
        paypalRequestId: `refund-${randomUUID()}`,
        prefer: 'return=minimal',
        body: { amount: { currencyCode: amount.currency, value: paypalValue(amount.amount) } },
      });
    } catch (error) {
      throw translate(error, 'refund capture');
    }
    return (await this.order(orderId)).view;
  }

  async cancel(orderId: string): Promise<PayPalOrder> {
    const { view } = await this.order(orderId);
    if (view.status === 'created' || view.status === 'approved' || view.status === 'cancelled') return { ...view, status: 'cancelled', approveUrl: null };
    if (view.status === 'voided') return view;
    throw new PayPalError('invalid_state', `Cannot cancel a ${view.status} order`);
  }

  /**
   * PayPal's verify-webhook-signature (POST /v1/notifications/verify-webhook-signature): PayPal
   * checks the transmission's signature and certificate against our webhook id. Anything but
   * SUCCESS, a missing header, or no answer is false.
   */
  async verifyWebhook({ headers, rawBody }: PayPalWebhookNotice): Promise<boolean> {
    const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = headers;
    if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) return false;
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return false;
    }
    try {
      const request = this.client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
      request.json({ auth_algo: authAlgo, cert_url: certUrl, transmission_id: transmissionId, transmission_sig: transmissionSig, transmission_time: transmissionTime, webhook_id: this.webhookId, webhook_event: event });
      request.authenticate([{ oauth2: true }]);
      const { result } = await request.callAsText();
      return (JSON.parse(result) as { verification_status?: string }).verification_status === 'SUCCESS';
    } catch (error) {
      logger.warn({ err: error }, 'PayPal webhook: the signature could not be verified');
      return false;
    }
  }
}
