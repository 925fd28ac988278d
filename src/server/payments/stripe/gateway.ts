import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Money } from '@/lib/money';
import { logger } from '@/server/platform/logger';
import { CARD_BRANDS, type CardBrand, type DeclineCode } from '../cards';
import {
  PaymentGatewayError,
  type AuthenticationChallenge,
  type AuthorizeRequest,
  type AuthorizeResult,
  type BankAccount,
  type DeferredPayment,
  type DeferredPaymentRequest,
  type DeferredTender,
  type FoundAuthorization,
  type PaymentGateway,
  type PaymentInstructions,
  type PaymentState,
} from '../gateway';
import { PAYMENT_CURRENCIES, type PaymentStatus } from '../schema';
import { boletoBarcodeOf } from './boleto';
import { declineCodeOf, gatewayErrorOf, isDecline, isStripeError } from './errors';

/**
 * The Stripe gateway (docs/decisions/056): the PaymentGateway contract over Stripe's
 * PaymentIntents. Stripe keeps the state; nothing here stores a card or a payment.
 *
 * - A card payment is one PaymentIntent with manual capture, confirmed at once with the
 *   PaymentMethod that Stripe's Payment Element created in the shopper's browser (the "token":
 *   pm_…). Authorise = create and confirm; capture, void (cancel) and refund act on it. Its id
 *   (pi_…) is the authorisation id.
 * - A card whose bank asks for 3-D Secure leaves the intent in `requires_action`
 *   (docs/decisions/059): authorise answers the intent's client secret, the shopper's browser
 *   runs Stripe.js's handleNextAction with it, and getAuthorization then reads where the intent
 *   stands (requires_capture: authorised; requires_payment_method: the challenge failed).
 * - Every call carries an idempotency key: authorise the caller's (and the same key in the
 *   intent's metadata, which findAuthorization searches); the others one derived from what they
 *   do, so a retry of the same capture is the same capture.
 * - PIX, boleto and OXXO are PaymentIntents confirmed at once too; their next_action holds what
 *   the shopper needs (the PIX code, the boleto's line, the OXXO reference). Stripe's webhook
 *   says when they are paid (orders/payment-events.ts).
 */

/** The metadata key that carries the caller's idempotency key, for findAuthorization. */
export const IDEMPOTENCY_METADATA_KEY = 'idempotency_key';
/** What Stripe asks of an idempotency key: at most 255 characters. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** A PaymentMethod id as Stripe.js creates it. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;
/** A PaymentIntent id. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
/** The objects every answer about an intent is read with: the charge (captured, refunded) and the card (brand, last four). */
const EXPAND = ['latest_charge', 'payment_method'];

export interface StripeGatewayOptions {
  secretKey: string;
  /** Where Stripe's API is: the tests point it at their recorded answers (stripe-fixtures.test-helpers.ts). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of a request that got no answer (with the same idempotency key): 2 by default. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export function stripeClient(options: StripeGatewayOptions): Stripe {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'redline-storefront' },
  });
}

function checkMoney(amount: Money): void {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0 || amount.amount > 99_999_999) {
    throw new PaymentGatewayError('invalid_request', `Amount must be a positive integer of minor units, got ${amount.amount}`);
  }
  if (!(PAYMENT_CURRENCIES as readonly string[]).includes(amount.currency)) {
    throw new PaymentGatewayError('invalid_request', `Unsupported currency ${amount.currency}`);
  }
}

function checkKey(idempotencyKey: string): void {
  if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new PaymentGatewayError('invalid_request', 'An idempotency key of 1 to 255 characters is required');
  }
}

function checkIntentId(id: string): void {
  if (!PAYMENT_INTENT_ID.test(id)) throw new PaymentGatewayError('authorization_not_found', `Unknown authorization ${id}`);
}

const currencyOf = (intent: Stripe.PaymentIntent): Money['currency'] => intent.currency.toUpperCase() as Money['currency'];
const chargeOf = (intent: Stripe.PaymentIntent): Stripe.Charge | null => (intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null);

/** Where a card intent stands, in the contract's words. */
export function paymentStatusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'canceled':
      return 'voided';
    case 'requires_action':
      // The bank's challenge (3-D Secure) is open: nothing is authorised yet.
      return 'requires_action';
    case 'succeeded': {
      const refunded = chargeOf(intent)?.amount_refunded ?? 0;
      if (refunded === 0) return 'captured';
      return refunded >= intent.amount_received ? 'refunded' : 'partially_refunded';
    }
    default:
      // requires_payment_method (the last attempt was declined, or its challenge failed), processing...
      return 'declined';
  }
}

export function paymentStateOf(intent: Stripe.PaymentIntent): PaymentState {
  const currency = currencyOf(intent);
  const status = paymentStatusOf(intent);
  return {
    authorizationId: intent.id,
    status,
    amount: { amount: intent.amount, currency },
    capturedAmount: { amount: status === 'authorized' || status === 'voided' || status === 'declined' || status === 'requires_action' ? 0 : intent.amount_received, currency },
    refundedAmount: { amount: chargeOf(intent)?.amount_refunded ?? 0, currency },
  };
}

/** The card's brand and last four: of the PaymentMethod, or of the charge. Null for a brand the storefront does not take. */
function cardOf(intent: Stripe.PaymentIntent, method?: Stripe.PaymentMethod | null): { brand: CardBrand; last4: string } | null {
  const pm = method ?? (intent.payment_method && typeof intent.payment_method === 'object' ? intent.payment_method : null);
  const card = pm?.card ?? chargeOf(intent)?.payment_method_details?.card ?? null;
  if (!card?.last4) return null;
  const brand = card.brand && (CARD_BRANDS as readonly string[]).includes(card.brand) ? (card.brand as CardBrand) : null;
  return brand ? { brand, last4: card.last4 } : null;
}

/** The challenge of an intent whose bank asks the shopper to authenticate, for Stripe.js's handleNextAction; null for any other next action (a redirect this flow does not take). */
function challengeOf(intent: Stripe.PaymentIntent): AuthenticationChallenge | null {
  return intent.status === 'requires_action' && intent.next_action?.type === 'use_stripe_sdk' && intent.client_secret ? { provider: 'stripe', clientSecret: intent.client_secret } : null;
}

/** An intent as the contract's found authorisation: its state, the card, why it was declined, and the open challenge. */
function foundOf(intent: Stripe.PaymentIntent): FoundAuthorization {
  const state = paymentStateOf(intent);
  const card = cardOf(intent, intent.last_payment_error?.payment_method);
  const challenge = state.status === 'requires_action' ? challengeOf(intent) : null;
  // Only an intent this gateway released for its brand has no card the storefront takes: it is voided, and never resumed.
  if (!card) return { ...state, brand: 'visa', last4: '0000', declineCode: state.status === 'declined' ? 'card_declined' : null };
  const declineCode: DeclineCode | null = state.status === 'declined' ? declineCodeOf(intent.last_payment_error?.code, intent.last_payment_error?.decline_code) : null;
  return { ...state, brand: card.brand, last4: card.last4, declineCode, ...(challenge ? { challenge } : {}) };
}

export class StripePaymentGateway implements PaymentGateway {
  constructor(private readonly stripe: Stripe) {}

  async authorize({ token, amount, idempotencyKey, installments }: AuthorizeRequest): Promise<AuthorizeResult> {
    checkMoney(amount);
    checkKey(idempotencyKey);
    if (!PAYMENT_METHOD_ID.test(token)) throw new PaymentGatewayError('token_not_found', 'Unknown payment method');
    if (installments !== undefined && (!Number.isInteger(installments) || installments < 1 || installments > 24)) {
      throw new PaymentGatewayError('invalid_request', `Installments must be 1 to 24, got ${installments}`);
    }
    const params: Stripe.PaymentIntentCreateParams = {
      amount: amount.amount,
      currency: amount.currency.toLowerCase(),
      payment_method: token,
      allowed_payment_method_types: ['card'],
      capture_method: 'manual',
      confirm: true,
      // A card whose bank asks for 3-D Secure waits in requires_action; the shopper's browser shows the challenge with Stripe.js (decision 059).
      use_stripe_sdk: true,
      metadata: { [IDEMPOTENCY_METADATA_KEY]: idempotencyKey },
      expand: EXPAND,
    };
    // Mexico's meses sin intereses and Brazil's parcelado: a fixed plan the shopper chose (installments.ts checked it).
    if (installments && installments > 1) {
      params.payment_method_options = { card: { installments: { enabled: true, plan: { count: installments, interval: 'month', type: 'fixed_count' } } } };
    }
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(params, { idempotencyKey });
    } catch (error) {
      if (isStripeError(error) && isDecline(error)) {
        logger.info({ gateway: 'stripe', idempotencyKey, code: error.code, declineCode: error.decline_code }, 'stripe: card declined');
        return { status: 'declined', code: declineCodeOf(error.code, error.decline_code) };
      }
      throw gatewayErrorOf(error);
    }
    if (intent.status === 'requires_capture') {
      const card = cardOf(intent);
      if (card) return { status: 'authorized', authorizationId: intent.id, ...card };
      // A brand the storefront does not take (JCB, UnionPay...): release it and say no.
      await this.void(intent.id);
      return { status: 'declined', code: 'card_declined' };
    }
    // The bank asks the shopper to authenticate (3-D Secure): the browser shows its challenge with the client secret.
    const challenge = challengeOf(intent);
    if (challenge) {
      logger.info({ gateway: 'stripe', idempotencyKey, intent: intent.id }, 'stripe: the shopper is asked to authenticate');
      return { status: 'requires_action', authorizationId: intent.id, challenge };
    }
    // Any other next action (a redirect) or an unconfirmed intent: this flow cannot take it, so the attempt is released.
    if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
      logger.warn({ gateway: 'stripe', idempotencyKey, intent: intent.id, nextAction: intent.next_action?.type }, 'stripe: an action this flow cannot take, attempt released');
      await this.void(intent.id);
      return { status: 'declined', code: 'card_declined' };
    }
    return { status: 'declined', code: declineCodeOf(intent.last_payment_error?.code, intent.last_payment_error?.decline_code) };
  }

  async findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null> {
    checkKey(idempotencyKey);
    let found: Stripe.ApiSearchResult<Stripe.PaymentIntent>;
    try {
      // Search is Stripe's way to find an intent by metadata; it trails writes by up to a minute (docs/operations/payments.md).
      found = await this.stripe.paymentIntents.search({ query: `metadata['${IDEMPOTENCY_METADATA_KEY}']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`, limit: 1, expand: EXPAND.map((field) => `data.${field}`) });
    } catch (error) {
      throw gatewayErrorOf(error);
    }
    const intent = found.data[0];
    return intent ? foundOf(intent) : null;
  }

  async getAuthorization(authorizationId: string): Promise<FoundAuthorization> {
    return foundOf(await this.retrieve(authorizationId));
  }

  private async retrieve(id: string): Promise<Stripe.PaymentIntent> {
    checkIntentId(id);
    try {
      return await this.stripe.paymentIntents.retrieve(id, { expand: EXPAND });
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async capture(authorizationId: string, amount?: Money): Promise<PaymentState> {
    if (amount) checkMoney(amount);
    const intent = await this.retrieve(authorizationId);
    const state = paymentStateOf(intent);
    if (amount && amount.currency !== state.amount.currency) throw new PaymentGatewayError('invalid_request', `Capture in ${amount.currency} of a ${state.amount.currency} authorization`);
    const wanted = amount?.amount ?? state.amount.amount;
    if (state.status === 'captured' && (!amount || wanted === state.capturedAmount.amount)) return state;
    if (state.status !== 'authorized') throw new PaymentGatewayError('invalid_state', `Cannot capture a ${state.status} authorization`);
    if (wanted > state.amount.amount) throw new PaymentGatewayError('invalid_request', 'Cannot capture more than was authorized');
    try {
      return paymentStateOf(await this.stripe.paymentIntents.capture(authorizationId, { amount_to_capture: wanted, expand: EXPAND }, { idempotencyKey: `capture:${authorizationId}:${wanted}` }));
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async void(authorizationId: string): Promise<PaymentState> {
    const intent = await this.retrieve(authorizationId);
    const state = paymentStateOf(intent);
    if (state.status === 'voided') return state;
    if (state.status !== 'authorized' && state.status !== 'requires_action' && intent.status !== 'requires_confirmation') {
      throw new PaymentGatewayError('invalid_state', `Cannot void a ${state.status} authorization`);
    }
    try {
      return paymentStateOf(await this.stripe.paymentIntents.cancel(authorizationId, { expand: EXPAND }, { idempotencyKey: `void:${authorizationId}` }));
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async refund(authorizationId: string, amount: Money): Promise<PaymentState> {
    checkMoney(amount);
    const state = paymentStateOf(await this.retrieve(authorizationId));
    if (amount.currency !== state.amount.currency) throw new PaymentGatewayError('invalid_request', `Refund in ${amount.currency} of a ${state.amount.currency} payment`);
    if (state.status !== 'captured' && state.status !== 'partially_refunded') throw new PaymentGatewayError('invalid_state', `Cannot refund a ${state.status} authorization`);
    if (state.refundedAmount.amount + amount.amount > state.capturedAmount.amount) throw new PaymentGatewayError('invalid_request', 'Cannot refund more than was captured');
    await this.createRefund(authorizationId, amount);
    return paymentStateOf(await this.retrieve(authorizationId));
  }

  /** Each refund is a new one (the contract): its key is new, and the client's own retries of it reuse it. */
  private async createRefund(paymentIntent: string, amount: Money): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amount.amount }, { idempotencyKey: `refund:${paymentIntent}:${randomUUID()}` });
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async createDeferredPayment(request: DeferredPaymentRequest & { payer: { address?: DeferredPayerAddress } }): Promise<DeferredPayment> {
    const { tender, amount, idempotencyKey, expiresAt, payer } = request;
    checkMoney(amount);
    checkKey(idempotencyKey);
    const currency = tender === 'oxxo' ? 'MXN' : 'BRL';
    if (amount.currency !== currency) throw new PaymentGatewayError('invalid_request', `${tender} is paid in ${currency}, not ${amount.currency}`);
    if ((tender === 'pix' || tender === 'boleto') && !payer.taxId) throw new PaymentGatewayError('invalid_request', `${tender} needs the payer's CPF`);
    const days = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 86_400_000));
    const billing: Stripe.PaymentIntentCreateParams.PaymentMethodData.BillingDetails = {
      name: payer.name,
      email: payer.email,
      ...(payer.address ? { address: { ...payer.address, country: 'BR' } } : {}),
    };
    const params: Stripe.PaymentIntentCreateParams = {
      amount: amount.amount,
      currency: currency.toLowerCase(),
      allowed_payment_method_types: [tender],
      confirm: true,
      metadata: { [IDEMPOTENCY_METADATA_KEY]: idempotencyKey, tender },
      payment_method_data:
        tender === 'boleto'
          ? { type: 'boleto', boleto: { tax_id: payer.taxId! }, billing_details: billing }
          : tender === 'pix'
            ? { type: 'pix', billing_details: billing }
            : { type: 'oxxo', billing_details: billing },
      payment_method_options:
        tender === 'pix'
          ? { pix: { expires_at: Math.floor(expiresAt.getTime() / 1000) } }
          : tender === 'boleto'
            ? { boleto: { expires_after_days: days } }
            : { oxxo: { expires_after_days: days } },
      expand: ['latest_charge'],
    };
    try {
      return deferredPaymentOf(await this.stripe.paymentIntents.create(params, { idempotencyKey }));
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async findDeferredPayment(paymentId: string): Promise<DeferredPayment | null> {
    try {
      return deferredPaymentOf(await this.retrieve(paymentId));
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === 'authorization_not_found') return null;
      throw error;
    }
  }

  async cancelDeferredPayment(paymentId: string): Promise<DeferredPayment> {
    const intent = await this.retrieve(paymentId);
    if (intent.status === 'canceled') return deferredPaymentOf(intent);
    try {
      return deferredPaymentOf(await this.stripe.paymentIntents.cancel(paymentId, { expand: ['latest_charge'] }, { idempotencyKey: `cancel:${paymentId}` }));
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  /**
   * PIX goes back to the payer's account by itself. For boleto and OXXO Stripe e-mails the
   * shopper for the account to pay into (it never takes one from us), so `bankAccount` is not sent.
   */
  async refundDeferredPayment(paymentId: string, amount: Money, bankAccount?: BankAccount): Promise<DeferredPayment> {
    checkMoney(amount);
    const intent = await this.retrieve(paymentId);
    if (intent.status !== 'succeeded') throw new PaymentGatewayError('invalid_state', `Cannot refund a payment that is ${intent.status}`);
    if (bankAccount) logger.info({ gateway: 'stripe', paymentId }, 'stripe: the refund account is collected by Stripe from the shopper');
    await this.createRefund(paymentId, amount);
    return deferredPaymentOf(await this.retrieve(paymentId));
  }
}

/** A boleto's billing address, which Stripe requires (the contract's payer may carry it). */
export interface DeferredPayerAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postal_code: string;
}

const isoOf = (seconds: number | null | undefined): string => new Date((seconds ?? 0) * 1000).toISOString();

/** The shopper's instructions from the intent's next_action (a paid or expired intent has none left: its fields are then empty). */
export function instructionsOf(intent: Stripe.PaymentIntent): PaymentInstructions {
  const tender = (intent.payment_method_types.find((type) => type === 'pix' || type === 'boleto' || type === 'oxxo') ?? intent.metadata.tender) as DeferredTender | undefined;
  const action = intent.next_action;
  if (tender === 'pix') {
    const pix = action?.pix_display_qr_code;
    return { tender, copyPasteCode: pix?.data ?? '', expiresAt: isoOf(pix?.expires_at) };
  }
  if (tender === 'boleto') {
    const boleto = action?.boleto_display_details;
    const line = boleto?.number?.replace(/\D/g, '') ?? '';
    return { tender, digitableLine: line, barcode: line.length === 47 ? boletoBarcodeOf(line) : '', expiresAt: isoOf(boleto?.expires_at) };
  }
  if (tender === 'oxxo') {
    const oxxo = action?.oxxo_display_details;
    return { tender, reference: oxxo?.number ?? '', expiresAt: isoOf(oxxo?.expires_after) };
  }
  throw new PaymentGatewayError('invalid_state', `${intent.id} is not a PIX, boleto or OXXO payment`);
}

export function deferredStatusOf(intent: Stripe.PaymentIntent): DeferredPayment['status'] {
  if (intent.status === 'succeeded') return (chargeOf(intent)?.amount_refunded ?? 0) > 0 ? 'refunded' : 'paid';
  if (intent.status === 'canceled') return intent.cancellation_reason === 'abandoned' || intent.cancellation_reason === 'automatic' ? 'expired' : 'cancelled';
  // requires_action: waiting for the shopper; processing: paid, clearing; requires_payment_method: the voucher expired unpaid.
  if (intent.status === 'requires_payment_method') return 'expired';
  return 'pending';
}

export function deferredPaymentOf(intent: Stripe.PaymentIntent): DeferredPayment {
  return { paymentId: intent.id, status: deferredStatusOf(intent), amount: { amount: intent.amount, currency: currencyOf(intent) }, instructions: instructionsOf(intent) };
}
