import { eq } from 'drizzle-orm';
import { INSTALLMENTS_MAX } from '@/lib/installments';
import type { Money } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import { db, type Database } from '@/server/db/client';
import { logger } from '@/server/platform/logger';
import type { CardBrand, DeclineCode } from './cards';
import { PAYMENT_CURRENCIES, paymentAuthorizations, paymentTokens, type BankAccount, type PaymentAuthorization, type PaymentStatus } from './schema';
import { SandboxDeferredPayments } from './deferred/sandbox';
import { newId } from './tokens';
import { BUILTIN_PAYMENT_GATEWAY, env } from '@/server/platform/env';
import { StripePaymentGateway, stripeClient } from './stripe/gateway';

/**
 * The payment gateway as the storefront sees it (docs/decisions/014): it hands over a
 * single-use card token and an amount, and gets back an authorisation id, or a decline.
 * Card numbers never reach the storefront.
 */
export interface AuthorizeRequest {
  token: string;
  amount: Money;
  /** One per payment attempt (e.g. the order's id); a retry with the same key never authorises twice. */
  idempotencyKey: string;
  /** 1 = pay at once (the default); more: the card pays `amount` in that many installments (the plan was checked by installments.ts). */
  installments?: number;
}

/** How a shopper pays: at once by card (or PayPal), or later by PIX, boleto or OXXO (docs/decisions/057). */
export type Tender = 'card' | 'pix' | 'boleto' | 'oxxo' | 'paypal';
/** The tenders whose money arrives after the order is placed. */
export type DeferredTender = 'pix' | 'boleto' | 'oxxo';
export const DEFERRED_TENDER_LIST = ['pix', 'boleto', 'oxxo'] as const satisfies readonly DeferredTender[];

export function isDeferredTender(value: unknown): value is DeferredTender {
  return typeof value === 'string' && (DEFERRED_TENDER_LIST as readonly string[]).includes(value);
}

export type { BankAccount };

/** What the payer is shown so they can pay. */
export type PaymentInstructions =
  /** The EMV "copia e cola" code; the page draws the QR code from it. */
  | { tender: 'pix'; copyPasteCode: string; expiresAt: string }
  /** The linha digitável (47 digits) and the ITF barcode's digits (44). */
  | { tender: 'boleto'; digitableLine: string; barcode: string; expiresAt: string }
  | { tender: 'oxxo'; reference: string; expiresAt: string }
  /** PayPal (decision 060): the payer approves on PayPal's page, until `expiresAt`. */
  | { tender: 'paypal'; approveUrl: string; expiresAt: string };

export interface DeferredPaymentRequest {
  tender: DeferredTender;
  amount: Money;
  /** One per order: a retry with the same key answers the same payment. */
  idempotencyKey: string;
  /** When the payment stops being payable (src/server/payments/deferred/expiry.ts). */
  expiresAt: Date;
  payer: { name: string; email: string; /** CPF digits, for PIX and boleto. */ taxId?: string };
}

export type DeferredPaymentStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';

export interface DeferredPayment {
  paymentId: string;
  status: DeferredPaymentStatus;
  amount: Money;
  instructions: PaymentInstructions;
}

/**
 * What the shopper's browser needs to show the bank's challenge (3-D Secure, docs/decisions/059):
 * Stripe's PaymentIntent client secret, for Stripe.js's handleNextAction; the sandbox's
 * authorisation id, for its challenge dialog's Complete and Fail (POST
 * /payments/sandbox/v1/authentications/<id>).
 */
export type AuthenticationChallenge = { provider: 'stripe'; clientSecret: string } | { provider: 'sandbox'; authorizationId: string };

export type AuthorizeResult =
  | { status: 'authorized'; authorizationId: string; brand: CardBrand; last4: string }
  | { status: 'declined'; code: DeclineCode }
  /** The bank asks the shopper to authenticate first: nothing is authorised until they pass its challenge. */
  | { status: 'requires_action'; authorizationId: string; challenge: AuthenticationChallenge };

/** Where an authorisation stands after a capture, a void or a refund. */
export interface PaymentState {
  authorizationId: string;
  status: PaymentStatus;
  amount: Money;
  capturedAmount: Money;
  refundedAmount: Money;
}

/** An authorisation as it stands, found again by the key it was asked for with. */
export interface FoundAuthorization extends PaymentState {
  brand: CardBrand;
  last4: string;
  declineCode: DeclineCode | null;
  /** While the status is `requires_action`: the challenge the shopper still has to pass. */
  challenge?: AuthenticationChallenge;
}

export interface PaymentGateway {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * The authorisation made with this idempotency key, approved or declined, as it stands now
   * (voided, captured...), or null when none was made. A caller that died before recording an
   * authorisation id finds it again this way (Stripe: the PaymentIntent by its idempotency key
   * or metadata), to void it or carry on with it.
   */
  findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null>;
  /**
   * An authorisation as it stands, by its id (`authorization_not_found` when unknown). After the
   * shopper's 3-D Secure challenge: `authorized` when they passed it, `requires_action` while it
   * is still open, `declined` (authentication_failed) when they failed or abandoned it.
   */
  getAuthorization(authorizationId: string): Promise<FoundAuthorization>;
  /** Capture the whole authorisation, or less (the rest is released). Capturing again with the same amount is a no-op. */
  capture(authorizationId: string, amount?: Money): Promise<PaymentState>;
  /** Release an uncaptured authorisation, or one still waiting for the shopper to authenticate. Voiding again is a no-op. */
  void(authorizationId: string): Promise<PaymentState>;
  /** Give back part or all of what was captured. Each call is a new refund. */
  refund(authorizationId: string, amount: Money): Promise<PaymentState>;

  /** Issue a PIX charge, a boleto or an OXXO voucher. The same idempotency key again answers the same payment. */
  createDeferredPayment(request: DeferredPaymentRequest): Promise<DeferredPayment>;
  /** A deferred payment as it stands (a pending one past its time reads `expired`), or null. */
  findDeferredPayment(paymentId: string): Promise<DeferredPayment | null>;
  /** Stop a pending payment from being paid. Cancelling again, or an expired one, is a no-op; a paid one is `invalid_state`. */
  cancelDeferredPayment(paymentId: string): Promise<DeferredPayment>;
  /** Give back part or all of a paid payment: PIX to the paying account, a boleto to `bankAccount` (required). */
  refundDeferredPayment(paymentId: string, amount: Money, bankAccount?: BankAccount): Promise<DeferredPayment>;
}

export type PaymentGatewayErrorCode =
  /** The gateway or the issuer did not answer: nothing was authorised; the caller answers 502 and may retry. */
  | 'processing_error'
  /** A malformed call (amount, currency, key). */
  | 'invalid_request'
  /** The token is unknown, already used, or older than its 15 minutes: the shopper enters the card again. */
  | 'token_not_found'
  | 'token_used'
  | 'token_expired'
  /** The idempotency key was used before for another token or amount. */
  | 'idempotency_conflict'
  | 'authorization_not_found'
  /** The operation does not apply in the authorisation's state (capture a voided one, refund more than captured...). */
  | 'invalid_state';

export class PaymentGatewayError extends Error {
  constructor(
    readonly code: PaymentGatewayErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }

  /** Whether the same call may succeed later (only a processing failure). */
  get retryable(): boolean {
    return this.code === 'processing_error';
  }
}

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export function checkMoney(amount: Money): void {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0 || amount.amount > 2_147_483_647) {
    throw new PaymentGatewayError('invalid_request', `Amount must be a positive integer of minor units, got ${amount.amount}`);
  }
  if (!(PAYMENT_CURRENCIES as readonly string[]).includes(amount.currency)) {
    throw new PaymentGatewayError('invalid_request', `Unsupported currency ${amount.currency}`);
  }
}

function resultOf(row: PaymentAuthorization): AuthorizeResult {
  if (row.status === 'declined') return { status: 'declined', code: row.declineCode! };
  if (row.status === 'requires_action') return { status: 'requires_action', authorizationId: row.id, challenge: { provider: 'sandbox', authorizationId: row.id } };
  return { status: 'authorized', authorizationId: row.id, brand: row.brand, last4: row.last4 };
}

function foundOf(row: PaymentAuthorization): FoundAuthorization {
  return {
    ...stateOf(row),
    brand: row.brand,
    last4: row.last4,
    declineCode: row.declineCode,
    ...(row.status === 'requires_action' ? { challenge: { provider: 'sandbox', authorizationId: row.id } as const } : {}),
  };
}

/** What the shopper does with the sandbox bank's 3-D Secure challenge (its dialog's two buttons). */
export type SandboxAuthenticationOutcome = 'complete' | 'fail';

function stateOf(row: PaymentAuthorization): PaymentState {
  const money = (amount: number): Money => ({ amount, currency: row.currency });
  return {
    authorizationId: row.id,
    status: row.status,
    amount: money(row.amount),
    capturedAmount: money(row.capturedAmount),
    refundedAmount: money(row.refundedAmount),
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The built-in sandbox gateway: a working gateway on its own tables, whose issuer answers
 * from the test-card table. Every operation is one transaction that locks the rows it
 * changes, so concurrent retries cannot authorise, capture or refund twice.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  /** PIX, boleto and OXXO in the sandbox; `markPaid` stands for the payer paying (the operator command, the sandbox page). */
  readonly deferred: SandboxDeferredPayments;

  constructor(
    private readonly database: () => Database = db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.deferred = new SandboxDeferredPayments(database, now);
  }

  createDeferredPayment(request: DeferredPaymentRequest): Promise<DeferredPayment> {
    return this.deferred.create(request);
  }

  findDeferredPayment(paymentId: string): Promise<DeferredPayment | null> {
    return this.deferred.find(paymentId);
  }

  cancelDeferredPayment(paymentId: string): Promise<DeferredPayment> {
    return this.deferred.cancel(paymentId);
  }

  refundDeferredPayment(paymentId: string, amount: Money, bankAccount?: BankAccount): Promise<DeferredPayment> {
    return this.deferred.refund(paymentId, amount, bankAccount);
  }

  async authorize({ token, amount, idempotencyKey, installments = 1 }: AuthorizeRequest): Promise<AuthorizeResult> {
    checkMoney(amount);
    if (!Number.isInteger(installments) || installments < 1 || installments > INSTALLMENTS_MAX) {
      throw new PaymentGatewayError('invalid_request', `Installments must be a whole number from 1 to ${INSTALLMENTS_MAX}, got ${installments}`);
    }
    if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new PaymentGatewayError('invalid_request', 'An idempotency key of 1 to 255 characters is required');
    }
    const now = this.now();
    return this.database().transaction(async (tx) => {
      const replay = await this.replay(tx, idempotencyKey, token, amount);
      if (replay) return replay;

      const [card] = await tx.select().from(paymentTokens).where(eq(paymentTokens.id, token)).for('update');
      if (!card) throw new PaymentGatewayError('token_not_found', 'Unknown card token');
      // A concurrent call with the same key may have committed while this one waited for the lock.
      const raced = await this.replay(tx, idempotencyKey, token, amount);
      if (raced) return raced;
      if (card.usedAt) throw new PaymentGatewayError('token_used', 'The card token was already used');
      if (card.expiresAt.getTime() <= now.getTime()) throw new PaymentGatewayError('token_expired', 'The card token has expired');

      if (card.sandboxOutcome === 'processing_error') {
        logger.warn({ gateway: 'sandbox', idempotencyKey }, 'sandbox gateway: simulated processing failure');
        throw new PaymentGatewayError('processing_error', 'The payment gateway is unavailable');
      }
      // The card may have expired between tokenisation and payment (the end of a month).
      const cardExpired = card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
      const declineCode: DeclineCode | null = cardExpired ? 'expired_card' : card.sandboxOutcome === 'approve' || card.sandboxOutcome === 'authenticate' ? null : card.sandboxOutcome;

      const [created] = await tx
        .insert(paymentAuthorizations)
        .values({
          id: newId('auth'),
          tokenId: card.id,
          amount: amount.amount,
          currency: amount.currency,
          // The 3-D Secure card waits for the shopper's challenge (`authenticate`) before the issuer answers.
          status: declineCode ? 'declined' : card.sandboxOutcome === 'authenticate' ? 'requires_action' : 'authorized',
          declineCode,
          brand: card.brand,
          last4: card.last4,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: paymentAuthorizations.idempotencyKey })
        .returning();
      if (!created) {
        // The key was taken by a call with another token that committed meanwhile.
        const again = await this.replay(tx, idempotencyKey, token, amount);
        if (again) return again;
        throw new PaymentGatewayError('idempotency_conflict', 'The idempotency key is in use');
      }
      await tx.update(paymentTokens).set({ usedAt: now }).where(eq(paymentTokens.id, card.id));
      return resultOf(created);
    });
  }

  async findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null> {
    const [row] = await this.database().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, idempotencyKey));
    return row ? foundOf(row) : null;
  }

  async getAuthorization(authorizationId: string): Promise<FoundAuthorization> {
    const [row] = await this.database().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, authorizationId));
    if (!row) throw new PaymentGatewayError('authorization_not_found', `Unknown authorization ${authorizationId}`);
    return foundOf(row);
  }

  /**
   * The shopper's answer to the sandbox bank's 3-D Secure challenge: `complete` authorises the
   * payment, `fail` declines it (authentication_failed). The same answer again is a no-op; an
   * authorisation that waits for no challenge (or was voided meanwhile) is `invalid_state`.
   */
  authenticate(authorizationId: string, outcome: SandboxAuthenticationOutcome): Promise<FoundAuthorization> {
    return this.change(authorizationId, (row) => {
      if ((outcome === 'complete' && row.status === 'authorized') || (outcome === 'fail' && row.status === 'declined' && row.declineCode === 'authentication_failed')) return null;
      if (row.status !== 'requires_action') throw new PaymentGatewayError('invalid_state', `Cannot authenticate a ${row.status} authorization`);
      return outcome === 'complete' ? { status: 'authorized' } : { status: 'declined', declineCode: 'authentication_failed' };
    }).then(async (state) => this.getAuthorization(state.authorizationId));
  }

  /** The stored answer for a key, when the same request was made before; a different request under the key is a conflict. */
  private async replay(tx: Transaction, idempotencyKey: string, token: string, amount: Money): Promise<AuthorizeResult | null> {
    const [existing] = await tx.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, idempotencyKey));
    if (!existing) return null;
    if (existing.tokenId !== token || existing.amount !== amount.amount || existing.currency !== amount.currency) {
      throw new PaymentGatewayError('idempotency_conflict', 'The idempotency key was used for another payment');
    }
    return resultOf(existing);
  }

  private async change(authorizationId: string, apply: (row: PaymentAuthorization) => Partial<PaymentAuthorization> | null): Promise<PaymentState> {
    const now = this.now();
    return this.database().transaction(async (tx) => {
      const [row] = await tx.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, authorizationId)).for('update');
      if (!row) throw new PaymentGatewayError('authorization_not_found', `Unknown authorization ${authorizationId}`);
      const changes = apply(row);
      if (!changes) return stateOf(row);
      const [updated] = await tx
        .update(paymentAuthorizations)
        .set({ ...changes, updatedAt: now })
        .where(eq(paymentAuthorizations.id, authorizationId))
        .returning();
      return stateOf(updated!);
    });
  }

  capture(authorizationId: string, amount?: Money): Promise<PaymentState> {
    if (amount) checkMoney(amount);
    return this.change(authorizationId, (row) => {
      if (amount && amount.currency !== row.currency) throw new PaymentGatewayError('invalid_request', `Capture in ${amount.currency} of a ${row.currency} authorization`);
      const wanted = amount?.amount ?? row.amount;
      if (row.status === 'captured' && (!amount || wanted === row.capturedAmount)) return null;
      if (row.status !== 'authorized') throw new PaymentGatewayError('invalid_state', `Cannot capture a ${row.status} authorization`);
      if (wanted > row.amount) throw new PaymentGatewayError('invalid_request', 'Cannot capture more than was authorized');
      return { status: 'captured', capturedAmount: wanted };
    });
  }

  void(authorizationId: string): Promise<PaymentState> {
    return this.change(authorizationId, (row) => {
      if (row.status === 'voided') return null;
      if (row.status !== 'authorized' && row.status !== 'requires_action') throw new PaymentGatewayError('invalid_state', `Cannot void a ${row.status} authorization`);
      return { status: 'voided' };
    });
  }

  refund(authorizationId: string, amount: Money): Promise<PaymentState> {
    checkMoney(amount);
    return this.change(authorizationId, (row) => {
      if (amount.currency !== row.currency) throw new PaymentGatewayError('invalid_request', `Refund in ${amount.currency} of a ${row.currency} payment`);
      if (row.status !== 'captured' && row.status !== 'partially_refunded') throw new PaymentGatewayError('invalid_state', `Cannot refund a ${row.status} authorization`);
      const refunded = row.refundedAmount + amount.amount;
      if (refunded > row.capturedAmount) throw new PaymentGatewayError('invalid_request', 'Cannot refund more than was captured');
      return { refundedAmount: refunded, status: refunded === row.capturedAmount ? 'refunded' : 'partially_refunded' };
    });
  }
}


const globalGateway = globalThis as unknown as { __paymentGateway?: PaymentGateway };

/**
 * The configured gateway: Stripe with PAYMENT_GATEWAY=stripe (docs/decisions/056; the boot
 * check refused to start without its keys), else the built-in sandbox: any other
 * PAYMENT_GATEWAY_URL is refused loudly rather than silently served by the sandbox.
 */
export function paymentGateway(): PaymentGateway {
  if (env().PAYMENT_GATEWAY === 'stripe') return (globalGateway.__paymentGateway ??= new StripePaymentGateway(stripeClient({ secretKey: env().STRIPE_SECRET_KEY! })));
  const url = env().PAYMENT_GATEWAY_URL.trim() || BUILTIN_PAYMENT_GATEWAY;
  if (url !== BUILTIN_PAYMENT_GATEWAY) {
    throw new Error(`PAYMENT_GATEWAY_URL=${url}: only the built-in sandbox gateway ('builtin') is implemented`);
  }
  return (globalGateway.__paymentGateway ??= new SandboxPaymentGateway());
}

/** The sandbox gateway when it is the one in use (its pay page and operator command exist only then), else null. */
export function sandboxGateway(): SandboxPaymentGateway | null {
  // By the configuration, not `instanceof`: Next bundles this module into several chunks, and the
  // process's one gateway (on globalThis) may have been made by another chunk's copy of the class.
  return env().PAYMENT_GATEWAY === 'stripe' ? null : (paymentGateway() as SandboxPaymentGateway);
}

/** The card frame's address for a checkout page (same origin: the built-in gateway is served by this app). */
export function cardFrameSrc(locale: Locale, storefrontOrigin: string): string {
  return `/payments/sandbox/card-frame?${new URLSearchParams({ locale, origin: storefrontOrigin })}`;
}
