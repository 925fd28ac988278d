import crypto from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { getMarket, type CurrencyCode, type Locale, type Market } from '@/lib/markets';
import { money, type Money } from '@/lib/money';
import { allocateTenders } from '@/lib/tenders';
import { giftCardDigits } from '@/lib/validation/gift-card';
import { lockCartToOrder, markCartOrdered } from '@/server/cart/ordering';
import { cartView, type CartLineView, type CartView } from '@/server/cart/service';
import { shippingFlags, warrantyTerms } from '@/server/catalog/product-ids';
import { shippingOptions, UnknownDestinationError, type ShippingMethod, type ShippingOption } from '@/server/checkout/shipping';
import { taxForOrder, UnknownTaxJurisdictionError } from '@/server/checkout/tax';
import { db, type Database, type Executor } from '@/server/db/client';
import { releaseReservations, reserveStock, submissionsHoldingStock } from '@/server/inventory/reservations';
import { hold as holdGiftCard, redeem as redeemGiftCard, releaseHoldsFor, type GiftCardCredentials } from '@/server/giftcards/service';
import { giftCardNumberDigest } from '@/server/giftcards/secrets';
import { PaymentGatewayError, type Tender, type AuthenticationChallenge, type AuthorizeResult, type FoundAuthorization, type PaymentGateway } from '@/server/payments/gateway';
import { chosenInstallmentPlan, InstallmentsRefused, type InstallmentPlan } from '@/server/payments/installments';
import { deferredTenderOf, issueDeferredPayment, type IssuedDeferredPayment } from './deferred-payments';
import { issuePayPalPayment, paysByPayPal } from './paypal-payments';
import { cancelAwaitedPayment } from './paypal-tender';
import { tokenForSavedCard, WalletError } from '@/server/payments/wallet';
import { DomainError, domainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { ApiError, DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { kickDelivery } from '@/server/platform/email/outbox';
import { logger } from '@/server/platform/logger';
import { recordOrderPlaced } from '@/server/platform/metrics';
import { runSteps, StepFailure, together, type RunOptions, type Step } from '@/server/platform/steps';
import { createUnlinkedAccount, linkAccount } from '@/server/rewards/accounts';
import { creditPurchase, hasMembership, rewardsIdOfMember } from '@/server/rewards/earning';
import { balances, redeem as redeemRewards, RewardsError } from '@/server/rewards/ledger';
import { storeByNumber, storeServesMarket } from '@/server/stores/preferred';
import { enqueueOrderConfirmation, type WrittenOrder } from './confirmation';
import { newOrderNumber } from './order-number';
import { checkoutSubmissions, orderLines, orderPayments, orders, shipmentEvents, shipments, type OrderAddress, type OrderInstallmentPlan, type OrderTotals } from './schema';
import type { ShipmentType } from './status';
import { leaseSubmission } from './submission-lease';

export interface PlaceOrderInput {
  idempotencyKey: string;
  cartId: string;
  locale: Locale;
  /** The preferred store, where pickup lines are picked up. */
  storeNumber: string | null;
  email: string;
  phoneNumber: string;
  billingAddress: OrderAddress;
  /** Needed when any line ships. */
  shippingAddress: OrderAddress | null;
  /** Cart lines picked up at the store; the others ship by `shippingMethod`. */
  pickupLineIds: number[];
  shippingMethod: ShippingMethod;
  /** A token from the gateway's card frame; null when the gift cards pay it all. */
  cardToken: string | null;
  /** A card of the member's wallet, instead of `cardToken` (needs `profileId`). */
  savedCardId?: string | null;
  /** Gift cards, applied in this order after the rewards; the card pays what they do not cover. */
  giftCards: GiftCardCredentials[];
  /** Rewards to spend (minor units), paid first; members with a rewards account only. */
  rewardsAmount?: number;
  /** Join the rewards programme with this order and earn on it. */
  joinRewards?: boolean;
  receivePromoAndSpecialEvents: boolean;
  receiveTextMessage: boolean;
  /** Brazil: the buyer's CPF (11 digits) for the invoice; the commit route requires it there. */
  taxId?: string | null;
  /** How many installments the card pays in (1, the default: at once), checked against the market's settings before the card is authorised. */
  installments?: number;
  /** The site's origin, for the links in the confirmation e-mail. */
  origin: string;
  /** The signed-in member placing it (null for a guest): the order joins their history. */
  profileId?: string | null;
  /** Who submits it (clientKey): gift-card PINs are counted per (card, caller); without one (a script), as `unknown`. */
  caller?: string;
  /** How the rest is paid: by card (the default), later by PIX, boleto or OXXO where the market offers it (decision 057), or by PayPal where configured (060). */
  tender?: Tender;
  /** The payer's CPF (digits), for PIX and boleto. */
  payerTaxId?: string | null;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  total: number;
  currency: string;
  /** The rewards id of the membership this order joined (joinRewards). */
  joinedRewardsId?: string;
  /** Paid by PayPal: where the shopper approves the payment (checkout sends them there; decision 060). */
  approveUrl?: string;
}

/**
 * Not an order yet: the card's bank asks the shopper to authenticate (3-D Secure, decision 059).
 * The submission stays open with its stock and gift cards held; once the shopper has answered the
 * challenge in their browser, the same request with the same key finishes it (placed, or declined).
 * The commit route answers it 202 with the challenge.
 */
export class CardAuthenticationRequired extends Error {
  constructor(readonly challenge: AuthenticationChallenge) {
    super('The card issuer asks the shopper to authenticate');
    this.name = 'CardAuthenticationRequired';
  }
}

/** The plan as the order's payment keeps it. */
const orderInstallmentPlan = ({ installment, first, total, monthlyRateBasisPoints }: InstallmentPlan): OrderInstallmentPlan => ({ installment, first, total, monthlyRateBasisPoints });

/** For tests: called after each step of placing an order has completed, with its name (a throw there fails the order at that point). */
export type PlaceOrderOptions = Pick<RunOptions, 'afterStep'>;

/** A submission still in progress after this long was cut short (a crash): its hold on stock and money is undone. */
export const ABANDONED_SUBMISSION_MS = 10 * 60 * 1000;

/** A refusal of the order, in the domain's words (decision 033); its message key is under `checkout.errors`. */
const refuse = (kind: DomainErrorKind, errorCode: string, key: string, text: string, values?: Record<string, string | number>) =>
  domainError(kind, errorCode, `checkout.errors.${key}`, text, values);

/**
 * What the order fails with that is no domain refusal, with the status it has always had: the
 * order failed on our side (500: the step's error is logged), or the payment service did not
 * answer (502: the card was not charged, and the shopper may try again).
 */
const orderFailed = (code: 'ORDER_FAILED' | 'ORDER_ABANDONED', text: string) => new ApiError(500, { errorCode: code, errorMessageKey: 'checkout.errors.failed', errorMessageDefault: text });
const paymentUnavailable = () =>
  new ApiError(502, { errorCode: 'PAYMENT_UNAVAILABLE', errorMessageKey: 'checkout.errors.paymentUnavailable', errorMessageDefault: 'The payment service did not answer; nothing was charged' });

type Refusal = DomainError | ApiError;

/** A failed submission's outcome as stored: its status (the routes' for its kind), its kind when a domain refusal, and the envelope's fields. */
type StoredRefusal = { status: number; kind?: DomainErrorKind } & ApiError['detail'];

function storedRefusal(error: Refusal): StoredRefusal {
  return error instanceof DomainError ? { status: DOMAIN_ERROR_STATUS[error.kind], kind: error.kind, ...error.detail } : { status: error.status, ...error.detail };
}

/** The refusal a stored outcome answers again: the same kind (or, for outcomes with none, the same status) and the same envelope. */
function storedRefusalError({ status, kind, ...detail }: StoredRefusal): Refusal {
  return kind ? new DomainError(kind, detail) : new ApiError(status, detail);
}

interface PlannedShipment {
  shipmentType: ShipmentType;
  storeNumber: string | null;
  /** Where the shipment is taxed: the pickup store's state, or the shipping address's. */
  stateOrRegion: string;
  lines: CartLineView[];
  price: number;
  delivery: { earliest: string; latest: string } | null;
}

interface Draft {
  view: CartView;
  /** Every shipping method for the shipped lines, available or not (empty when all is picked up). */
  options: ShippingOption[];
  shipments: PlannedShipment[];
  shippingTotal: number;
  tax: number;
  taxIncluded: number;
  total: number;
}

function requestHash(input: PlaceOrderInput): string {
  // Gift cards by their keyed digest: the stored hash must not let anyone try PINs offline.
  const giftCards = input.giftCards.map((card) => giftCardNumberDigest(giftCardDigits(card.number)));
  const submitted = { ...input, idempotencyKey: undefined, origin: undefined, caller: undefined, giftCards, pickupLineIds: [...input.pickupLineIds].sort((a, b) => a - b) };
  return crypto.createHash('sha256').update(JSON.stringify(submitted)).digest('hex');
}

/** What an already-known key answers: its order, its refusal, or "still being placed". */
function answerKnown(existing: typeof checkoutSubmissions.$inferSelect | undefined, hash: string): PlacedOrder {
  if (existing && existing.requestHash !== hash) throw refuse('invalid', 'IDEMPOTENCY_KEY_REUSED', 'keyReused', 'This Idempotency-Key was used for a different submission');
  if (existing?.status === 'completed') return existing.outcome as unknown as PlacedOrder;
  if (existing?.status === 'failed') throw storedRefusalError(existing.outcome as unknown as StoredRefusal);
  throw refuse('conflict', 'SUBMISSION_IN_PROGRESS', 'inProgress', 'This order is already being placed');
}

/**
 * Claim the idempotency key, holding its lease (submission-lease.ts). A new key starts a
 * submission; a finished one answers what it answered before. One still `in_progress` is dead,
 * since we hold its lock: it is taken over (`resume`).
 */
async function claim(executor: Database, input: PlaceOrderInput): Promise<{ replay: PlacedOrder } | { resume: boolean; authorizationId?: string; authenticating?: boolean }> {
  const hash = requestHash(input);
  const [created] = await executor
    .insert(checkoutSubmissions)
    .values({ key: input.idempotencyKey, cartId: input.cartId, requestHash: hash, status: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: checkoutSubmissions.key });
  if (created) return { resume: false };
  const [existing] = await executor.select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, input.idempotencyKey));
  if (existing?.status === 'in_progress' && existing.requestHash === hash) return { resume: true, authorizationId: authorizationIdOf(existing), authenticating: existing.stage === 'authenticating' };
  return { replay: answerKnown(existing, hash) };
}

/** The authorisation id an open submission wrote down (at `authenticating` or `authorised`), if any. */
function authorizationIdOf(submission: typeof checkoutSubmissions.$inferSelect): string | undefined {
  const id = submission.outcome?.authorizationId;
  return typeof id === 'string' ? id : undefined;
}

/** Give back the stock reserved under the submission's key. */
async function releaseStock(tx: Executor, key: string): Promise<void> {
  await releaseReservations(tx, key);
}

/**
 * Take over a dead submission of the same request (or one that waited for the shopper's 3-D
 * Secure challenge, decision 059). The stock it reserved stays held until the reserve step gives
 * it back and takes it again as now planned, in one transaction (`reserveStep`), so no other
 * order can take it in between; a refusal gives it back (`submit`). Its gift-card holds are kept:
 * holding a card again under the same key answers the same hold (a released one could not be
 * redeemed), and any failure from here releases them. Its authorisation, if the gateway made one,
 * is kept: the resumed submission carries on with it when it is for the amount still to pay
 * (`resumeAuthorisation`).
 */
async function undoDeadAttempt(database: Database, key: string, authenticating = false): Promise<void> {
  await database.update(checkoutSubmissions).set({ stage: 'reserving', updatedAt: new Date() }).where(eq(checkoutSubmissions.key, key));
  if (authenticating) logger.info({ key }, 'a checkout submission that waited for 3-D Secure is finished');
  else logger.warn({ key }, 'a checkout submission whose process died is resumed by its retry');
}

/**
 * Void whatever the gateway authorised under this key (or holds waiting for the shopper's 3-D Secure
 * challenge), read by its id when the submission wrote it down; false when the gateway could not
 * be asked (try again later).
 */
async function voidAuthorisationOf(gateway: PaymentGateway, paymentKey: string, authorizationId?: string): Promise<boolean> {
  try {
    const found = authorizationId ? await gateway.getAuthorization(authorizationId) : await gateway.findAuthorization(paymentKey);
    if (found?.status === 'authorized' || found?.status === 'requires_action') await gateway.void(found.authorizationId);
    return true;
  } catch (error) {
    logger.error({ err: error, paymentKey }, 'could not void the authorisation of a submission that will not become an order');
    return false;
  }
}

/** Record the submission's refusal, to be answered again for the same key. */
async function recordRefusal(database: Executor, key: string, error: Refusal): Promise<void> {
  await database.update(checkoutSubmissions).set({ status: 'failed', outcome: { ...storedRefusal(error) }, updatedAt: new Date() }).where(eq(checkoutSubmissions.key, key));
}

/** What planning needs: the cart, where each line goes, and (for the busy check) the submission. */
export type QuoteInput = Pick<PlaceOrderInput, 'cartId' | 'locale' | 'storeNumber' | 'pickupLineIds' | 'shippingMethod'> & {
  shippingAddress: Pick<OrderAddress, 'state'> | null;
  idempotencyKey?: string;
};

/** Plan shipments, prices and tax from the cart as it is now; refuse what cannot be ordered. */
async function plan(tx: Executor, input: QuoteInput, now: Date, quoting = false): Promise<Draft> {
  const market = getMarket(input.locale);
  const cart = await lockCartToOrder(tx, input.cartId, market.currency);
  if (!cart) throw refuse('conflict', 'CART_NOT_ACTIVE', 'cartGone', 'There is no cart to order');
  // Another submission of this cart (a second tab, a double click with a new key) already holds its stock.
  const others = await tx
    .select({ key: checkoutSubmissions.key })
    .from(checkoutSubmissions)
    .where(and(eq(checkoutSubmissions.cartId, cart.id), eq(checkoutSubmissions.status, 'in_progress'), ne(checkoutSubmissions.key, input.idempotencyKey ?? '')));
  const [busy] = await submissionsHoldingStock(
    tx,
    others.map((o) => o.key),
  );
  if (busy) throw refuse('conflict', 'SUBMISSION_IN_PROGRESS', 'inProgress', 'This order is already being placed');
  const view = await cartView(tx, cart, input.locale, input.storeNumber, now);
  if (!view.lines.length) throw refuse('conflict', 'CART_EMPTY', 'cartEmpty', 'Your cart is empty');
  const changed = view.lines.filter((l) => l.unitPrice !== l.seenPrice);
  if (changed.length) throw refuse('conflict', 'CART_CHANGED', 'cartChanged', 'Prices changed since the cart was verified: verify it again');

  const pickupIds = new Set(input.pickupLineIds);
  const pickup = view.lines.filter((l) => pickupIds.has(l.lineId));
  const shipped = view.lines.filter((l) => !pickupIds.has(l.lineId));
  const planned: PlannedShipment[] = [];
  let options: ShippingOption[] = [];

  if (pickup.length) {
    const store = input.storeNumber ? await storeByNumber(tx, input.storeNumber) : null;
    if (!store || !storeServesMarket(store, market.country) || !store.bopusEnabled) throw refuse('invalid', 'PICKUP_UNAVAILABLE', 'pickupUnavailable', 'Store pickup is not available at this store');
    planned.push({ shipmentType: 'inStore', storeNumber: store.storeNumber, stateOrRegion: store.state, lines: pickup, price: 0, delivery: null });
  }
  let shippingState = '';
  if (shipped.length && !input.shippingAddress && quoting) {
    // A quote before the address is known: the parts without shipping and tax yet.
    return { view, options: [], shipments: planned, shippingTotal: 0, tax: 0, taxIncluded: 0, total: view.total };
  }
  if (shipped.length) {
    if (!input.shippingAddress) throw refuse('invalid', 'SHIPPING_ADDRESS_REQUIRED', 'shippingAddressRequired', 'A shipping address is needed');
    shippingState = input.shippingAddress.state;
    const flags = await shippingFlags(
      tx,
      shipped.map((l) => l.product.id),
    );
    const merchandise = view.subtotal - view.discount;
    options = shippingOptions({
      market: input.locale,
      destinationState: shippingState,
      lines: shipped.map((l) => ({ hazardous: !!flags.get(l.product.id)?.hazardous, freight: !!flags.get(l.product.id)?.freight, quantity: l.quantity })),
      subtotal: money(merchandise, market.currency),
      now,
    });
    const option = options.find((o) => o.method === input.shippingMethod);
    if (!option?.available) throw refuse('invalid', 'SHIPPING_METHOD_UNAVAILABLE', 'methodUnavailable', `${input.shippingMethod} shipping is not available for this order`);
    const free = view.promotion?.status === 'applied' && view.promotion.kind === 'freeShipping' && input.shippingMethod === 'regular';
    planned.push({ shipmentType: option.shipmentType, storeNumber: null, stateOrRegion: shippingState, lines: shipped, price: free ? 0 : option.price.amount, delivery: option.delivery });
  }

  const shippingTotal = planned.reduce((n, s) => n + s.price, 0);
  // The promotion is shared over the lines in proportion to their amounts, the rounding left on the last.
  let discountLeft = view.discount;
  const share = (line: CartLineView, last: boolean) => {
    const part = last ? discountLeft : Math.floor((view.discount * line.lineTotal) / Math.max(1, view.subtotal));
    discountLeft -= part;
    return part;
  };
  const allLines = planned.flatMap((s) => s.lines);
  const taxedShipments = planned.map((s) => ({
    stateOrRegion: s.stateOrRegion,
    lines: s.lines.map((l) => ({
      unitPrice: money(l.unitPrice, market.currency),
      quantity: l.quantity,
      discount: money(share(l, l === allLines.at(-1)), market.currency),
      coreCharge: money(l.corePrice, market.currency),
    })),
    shipping: money(s.price, market.currency),
  }));
  const taxed = taxForOrder({ market: input.locale, shipments: taxedShipments });
  return { view, options, shipments: planned, shippingTotal, tax: taxed.tax.amount, taxIncluded: taxed.included.amount, total: view.total + shippingTotal + taxed.tax.amount };
}

export interface OrderQuote extends OrderTotals {
  options: ShippingOption[];
  shipments: { shipmentType: ShipmentType; storeNumber: string | null; lineIds: number[]; price: number; delivery: { earliest: string; latest: string } | null }[];
  currency: string;
}

/** What the order would cost as planned (checkout's summary): shipping methods with prices and dates, tax and total. Nothing is reserved. */
/** The money of a planned order, as the order row and the quote carry it. */
function totals(draft: Draft): OrderTotals {
  const { subtotal, discount, coreTotal } = draft.view;
  return { subtotal, discount, coreTotal, shippingTotal: draft.shippingTotal, tax: draft.tax, taxIncluded: draft.taxIncluded, total: draft.total };
}

export async function quoteOrder(input: QuoteInput, database: Database = db(), now = new Date()): Promise<OrderQuote> {
  const draft = await database.transaction((tx) => plan(tx, input, now, true)).catch((error: unknown) => {
    throw error instanceof UnknownDestinationError || error instanceof UnknownTaxJurisdictionError ? unservedState() : error;
  });
  return {
    options: draft.options,
    shipments: draft.shipments.map((s) => ({ shipmentType: s.shipmentType, storeNumber: s.storeNumber, lineIds: s.lines.map((l) => l.lineId), price: s.price, delivery: s.delivery })),
    ...totals(draft),
    currency: draft.view.currency,
  };
}

/** A membership joined with the order, from its name, e-mail, phone and ZIP; linked at once for a member (a guest links it by registering with that e-mail). */
async function joinAtCheckout(tx: Executor, input: PlaceOrderInput, currency: CurrencyCode, now: Date): Promise<string | null> {
  // A member of another market's programme keeps that membership; this order does not join a second.
  if (input.profileId && (await hasMembership(tx, input.profileId))) return null;
  const { rewardsId } = await createUnlinkedAccount(
    tx,
    {
      firstName: input.billingAddress.firstName,
      lastName: input.billingAddress.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      postalCode: input.billingAddress.postalCode.slice(0, 5),
      currency,
      source: 'checkout',
      termsAccepted: true,
    },
    now,
  );
  if (input.profileId) await linkAccount(tx, input.profileId, rewardsId);
  return rewardsId;
}

const rewardsUnavailable = () => refuse('conflict', 'REWARDS_UNAVAILABLE', 'rewardsUnavailable', 'Those rewards are no longer available; nothing was charged');
const unservedState = () => refuse('invalid', 'STATE_NOT_SERVED', 'stateNotServed', 'We do not deliver to that state or region');

/** Take the stock: from the store's shelf for pickup, from one distribution centre that has all of a line for shipping. */
async function reserve(tx: Executor, key: string, draft: Draft, locale: Locale): Promise<void> {
  const lines = draft.shipments.flatMap((shipment) => shipment.lines.map((line) => ({ line, request: { productId: line.product.id, quantity: line.quantity, storeNumber: shipment.storeNumber } })));
  const result = await reserveStock(
    tx,
    key,
    getMarket(locale).currency,
    lines.map((l) => l.request),
  );
  if (!result.reserved) {
    const { line } = lines.find((l) => l.request === result.short)!;
    throw refuse('conflict', 'OUT_OF_STOCK', 'outOfStock', `${line.product.sku} is no longer available in that quantity`, { sku: line.product.sku, title: line.product.title });
  }
}

/** What the steps of placing an order share: the request, and what each step has done so far. */
interface Placing {
  input: PlaceOrderInput;
  gateway: PaymentGateway;
  database: Database;
  now: Date;
  key: string;
  market: Market;
  /** The submission takes over a dead attempt of the same request (whose authorisation may be carried on with). */
  resume: boolean;
  /** The dead attempt's authorisation id, when it wrote one down (it waited for 3-D Secure, or was authorised). */
  resumedAuthorizationId?: string;
  /** The bank asks the shopper to authenticate: the steps stop after authorising, everything held (decision 059). */
  authentication?: { authorizationId: string; challenge: AuthenticationChallenge };
  /** The transaction of the steps run together (plan and reserve; the order's writes). */
  tx?: Executor;
  draft?: Draft;
  tenders?: Tenders;
  /** The card's authorisation (none when the rewards and gift cards pay it all). */
  authorization?: Extract<AuthorizeResult, { status: 'authorized' }>;
  /** The installment plan the card pays in, checked before it was authorised (absent: at once). */
  installmentPlan?: InstallmentPlan;
  /** The PIX charge, boleto or OXXO voucher issued for the rest instead (the order then awaits its payment). */
  deferred?: IssuedDeferredPayment;
  order?: typeof orders.$inferSelect;
  /** The order's rows as written (its confirmation e-mail is made from them). */
  written?: WrittenOrder;
  placed?: PlacedOrder;
}

/** What each tender pays (minor units): the rewards, the gift cards (held under the submission's key), and the card the rest. */
interface Tenders {
  rewardsId: string | null;
  rewards: number;
  giftCards: { holdId: string; last4: string; amount: number }[];
  card: number;
}

/** The steps run together inside one transaction, `placing.tx` while it is open. */
const inTransaction = (placing: Placing, body: () => Promise<void>) =>
  placing.database.transaction(async (tx) => {
    placing.tx = tx;
    try {
      await body();
    } finally {
      placing.tx = undefined;
    }
  });
const executor = (placing: Placing): Executor => placing.tx ?? placing.database;

/**
 * A failure whose submission must stay `in_progress`: the card may be authorised under its key and
 * the gateway could not void it now. Its retry with the same key, or the sweep, finishes it.
 */
class LeftInProgress extends Error {
  constructor(readonly error: unknown) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/** The shipments, prices and tax from the cart as it is now (the quote's planning). */
const planStep: Step<Placing> = {
  name: 'plan',
  async run(placing) {
    placing.draft = await plan(executor(placing), placing.input, placing.now);
  },
};

/**
 * The stock of every line, taken in the planning's transaction (the cart is locked: one submission
 * of a cart holds stock at a time). A resumed submission first gives back what its earlier attempt
 * held, in the same transaction. Undo: given back.
 */
const reserveStep: Step<Placing> = {
  name: 'reserve',
  async run(placing) {
    if (placing.resume) await releaseStock(executor(placing), placing.key);
    await reserve(executor(placing), placing.key, placing.draft!, placing.input.locale);
  },
  async undo(placing) {
    await placing.database.transaction((tx) => releaseStock(tx, placing.key));
  },
};

/**
 * Who pays what: rewards first (checked here, spent with the order), then each gift card for what
 * is still to pay, held under the submission's key; the card pays the rest. A refused card leaves
 * the earlier cards held: the step's caller releases them.
 */
async function holdTenders({ input, database, now, key, market, draft }: Placing): Promise<Tenders> {
  const { currency } = market;
  // The allocation of src/lib/tenders.ts, the checkout summary's, where a held card's balance is what its hold took.
  const asked = { rewards: input.rewardsAmount ?? 0, giftCardBalances: [] as number[] };
  const rewardsId = await rewardsIdOfMember(database, input.profileId, currency);
  const { rewards } = allocateTenders(draft!.total, asked);
  if (rewards > 0) {
    const available = rewardsId ? (await balances(database, rewardsId, now)).available : 0;
    if (available < rewards) throw rewardsUnavailable();
  }
  let remaining = allocateTenders(draft!.total, asked).card;
  const giftCards: Tenders['giftCards'] = [];
  for (const card of input.giftCards) {
    if (remaining <= 0) break;
    const held = await holdGiftCard(database, { ...card, amount: money(remaining, currency), reference: key, caller: input.caller ?? 'unknown' }, now);
    giftCards.push({ holdId: held.holdId, last4: held.last4, amount: held.held.amount });
    asked.giftCardBalances.push(held.held.amount);
    remaining = allocateTenders(draft!.total, asked).card;
  }
  return { rewardsId, rewards, giftCards, card: remaining };
}

/** The tenders allocated and the gift cards held (outside the stock's transaction: a wrong PIN counts even when the order is refused). Undo: the holds released. */
const holdTendersStep: Step<Placing> = {
  name: 'holdTenders',
  async run(placing) {
    try {
      placing.tenders = await holdTenders(placing);
    } catch (error) {
      await releaseHoldsFor(placing.database, placing.key);
      throw error;
    }
  },
  async undo(placing) {
    await releaseHoldsFor(placing.database, placing.key);
  },
};

/**
 * The card authorised for what the other tenders leave, under the submission's key (the intent
 * written first: a crash from then on leaves a submission the sweep looks up in the gateway by
 * this key). A resumed submission carries on with its dead attempt's authorisation when it is for
 * this amount, and voids it when no card is needed now. When the bank asks for 3-D Secure, the
 * submission waits at `authenticating` and the steps pause here, holding the stock and gift cards
 * (decision 059). Undo: the authorisation voided.
 */
const authoriseStep: Step<Placing> = {
  name: 'authorise',
  pauses: (placing) => placing.authentication !== undefined,
  async run(placing) {
    const { input, gateway, database, key, now, resume } = placing;
    const { currency } = placing.market;
    const remaining = placing.tenders!.card;
    if (paysByPayPal(input)) {
      // PayPal (decision 060): a PayPal order for the rest, approved on PayPal's page; the order awaits it like a PIX.
      if (remaining > 0) placing.deferred = await issuePayPalPayment({ input, key, amount: money(remaining, currency), now });
      return;
    }
    const deferredTender = deferredTenderOf(input);
    if (deferredTender) {
      if (remaining > 0) placing.deferred = await issueDeferredPayment(gateway, { tender: deferredTender, input, key, amount: money(remaining, currency), now });
      return;
    }
    const savedCard = input.savedCardId && input.profileId ? { profileId: input.profileId, id: input.savedCardId } : null;
    if (remaining > 0 && !input.cardToken && !savedCard) {
      throw refuse('invalid', 'PAYMENT_REMAINDER_REQUIRED', 'cardForRemainder', 'Add a card to pay what the gift cards do not cover', { amount: remaining, currency });
    }
    if (remaining <= 0) {
      if (resume && !(await voidAuthorisationOf(gateway, key, placing.resumedAuthorizationId))) throw new LeftInProgress(new Error(`could not void the authorisation of the dead attempt of ${key}`));
      return;
    }
    const installments = input.installments ?? 1;
    if (installments !== 1) {
      placing.installmentPlan = await chosenInstallmentPlan(database, placing.market.country, remaining, installments).catch((error: unknown) => {
        if (!(error instanceof InstallmentsRefused)) throw error;
        throw refuse('invalid', 'INSTALLMENTS_REFUSED', `installmentsRefused.${error.reason}`, `${installments} installments are not offered for this amount (${error.reason})`, { count: installments });
      });
    }
    await database.update(checkoutSubmissions).set({ stage: 'authorising', paymentKey: key, updatedAt: new Date() }).where(eq(checkoutSubmissions.key, key));
    const amount = money(remaining, currency);
    let authorization: AuthorizeResult;
    // The attempt's authorisation by the id it wrote down (a 3-D Secure challenge just answered), else looked up by the key.
    const lookUp = () => (placing.resumedAuthorizationId ? gateway.getAuthorization(placing.resumedAuthorizationId) : gateway.findAuthorization(key));
    const previous = resume ? await lookUp().catch((error: unknown) => Promise.reject(new LeftInProgress(error))) : null;
    if (previous) {
      const resumed = await resumeAuthorisation(gateway, previous, amount).catch((error: unknown) => Promise.reject(new LeftInProgress(error)));
      if (!resumed) throw refuse('invalid', 'PAYMENT_TOKEN_INVALID', 'cardAgain', 'Enter your card again');
      authorization = resumed;
    } else {
      try {
        const token = input.cardToken ?? (await tokenForSavedCard(database, savedCard!.profileId, savedCard!.id, now)).token;
        authorization = await gateway.authorize({ token, amount, idempotencyKey: key, ...(installments !== 1 ? { installments } : {}) });
      } catch (error) {
        if (error instanceof WalletError) throw refuse('invalid', 'SAVED_CARD_NOT_FOUND', 'cardAgain', 'That saved card is not in your wallet; choose another or enter a card');
        const retry = error instanceof PaymentGatewayError && (error.code === 'token_expired' || error.code === 'token_used' || error.code === 'token_not_found');
        if (retry) throw refuse('invalid', 'PAYMENT_TOKEN_INVALID', 'cardAgain', 'Enter your card again');
        // An answer that never came may still have authorised: void what the gateway holds under the key before saying so.
        if (!(await voidAuthorisationOf(gateway, key))) throw new LeftInProgress(error);
        throw paymentUnavailable();
      }
    }
    if (authorization.status === 'declined') {
      throw refuse('paymentDeclined', 'PAYMENT_DECLINED', `declined.${authorization.code}`, `The card was declined (${authorization.code})`, { code: authorization.code });
    }
    if (authorization.status === 'requires_action') {
      // The shopper authenticates with their bank; the same request with the same key then finishes the order.
      await database
        .update(checkoutSubmissions)
        .set({ stage: 'authenticating', outcome: { authorizationId: authorization.authorizationId }, updatedAt: new Date() })
        .where(eq(checkoutSubmissions.key, key))
        .catch((error: unknown) => Promise.reject(new LeftInProgress(error)));
      placing.authentication = { authorizationId: authorization.authorizationId, challenge: authorization.challenge };
      return;
    }
    // Authorised: from here on, a failure to write it leaves the submission to its retry or the sweep, which find it by the key.
    await database
      .update(checkoutSubmissions)
      .set({ stage: 'authorised', outcome: { authorizationId: authorization.authorizationId }, updatedAt: new Date() })
      .where(eq(checkoutSubmissions.key, key))
      .catch((error: unknown) => Promise.reject(new LeftInProgress(error)));
    placing.authorization = authorization;
  },
  async undo({ gateway, authorization, deferred }) {
    if (authorization) await gateway.void(authorization.authorizationId);
    if (deferred) await cancelAwaitedPayment(gateway, deferred.tender, deferred.paymentId);
  },
};

/** The order, its shipments (and their first events) and its lines: a snapshot of what was bought. */
const writeOrderStep: Step<Placing> = {
  name: 'writeOrder',
  async run(placing) {
    const { input, draft, now } = placing;
    const { currency } = placing.market;
    const tx = executor(placing);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        orderType: 'ONLINEORDER',
        cartId: input.cartId,
        profileId: input.profileId ?? null,
        locale: input.locale,
        currency,
        email: input.email,
        phoneNumber: input.phoneNumber,
        taxId: input.taxId ?? null,
        billingAddress: input.billingAddress,
        shippingAddress: draft!.shipments.some((s) => !s.storeNumber) ? input.shippingAddress : null,
        ...totals(draft!),
        promoCode: draft!.view.promotion?.status === 'applied' ? draft!.view.promotion.code : null,
        receivePromoAndSpecialEvents: input.receivePromoAndSpecialEvents,
        receiveTextMessage: input.receiveTextMessage,
        status: placing.deferred ? 'AWAITING PAYMENT' : 'SUBMITTED',
        placedAt: now,
        // Its pickup's store, beside the shipments below (the back office's search, decision 054).
        pickupStore: draft!.shipments.find((s) => s.storeNumber)?.storeNumber ?? null,
      })
      .returning();
    const written: WrittenOrder = { order: order!, shipments: [], payments: [] };
    const warranties = await warrantyTerms(
      tx,
      draft!.shipments.flatMap((planned) => planned.lines.map((l) => l.product.id)),
    );
    for (const planned of draft!.shipments) {
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderId: order!.id,
          shipmentType: planned.shipmentType,
          storeNumber: planned.storeNumber,
          status: 'SUBMITTED',
          shippingPrice: planned.price,
          estimatedDeliveryFrom: planned.delivery?.earliest ?? null,
          estimatedDeliveryTo: planned.delivery?.latest ?? null,
        })
        .returning();
      await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, event: 'submit', fromStatus: 'SUBMITTED', toStatus: 'SUBMITTED' });
      const lines = planned.lines.map((l) => ({
        orderId: order!.id,
        shipmentId: shipment!.id,
        productId: l.product.id,
        sku: l.product.sku,
        partNumber: l.product.partNumber,
        brand: l.product.brand,
        title: l.product.title,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        corePrice: l.corePrice,
        warranty: warranties.get(l.product.id) ?? null,
      }));
      await tx.insert(orderLines).values(lines);
      written.shipments.push({ ...shipment!, lines });
    }
    placing.order = order!;
    placing.written = written;
  },
};

/** The tenders spent with the order: rewards redeemed, gift-card holds redeemed, the card's authorisation recorded; rewards joined and earned. */
const payStep: Step<Placing> = {
  name: 'pay',
  async run(placing) {
    const { input, market, now, authorization } = placing;
    const { currency } = market;
    const { rewardsId, rewards, giftCards, card } = placing.tenders!;
    const order = placing.order!;
    const tx = executor(placing);
    const paid = (payment: typeof orderPayments.$inferInsert) => {
      placing.written!.payments.push({
        method: payment.method,
        brand: payment.brand ?? null,
        last4: payment.last4 ?? null,
        amount: payment.amount,
        instructions: payment.instructions ?? null,
        installments: payment.installments ?? 1,
        installmentPlan: payment.installmentPlan ?? null,
      });
      return tx.insert(orderPayments).values(payment);
    };
    if (rewards > 0) {
      await redeemRewards(tx, { rewardsId: rewardsId!, amount: rewards, order }, now);
      await paid({ orderId: order.id, method: 'rewards', reference: `${rewardsId}:${order.id}`, last4: rewardsId!.slice(-4), amount: rewards, status: 'captured' });
    }
    const joined = !rewardsId && input.joinRewards && market.rewards ? await joinAtCheckout(tx, input, currency, now) : null;
    if (rewardsId ?? joined) await creditPurchase(tx, (rewardsId ?? joined)!, order, now);
    for (const card of giftCards) {
      await redeemGiftCard(tx, card.holdId, now);
      await paid({ orderId: order.id, method: 'giftCard', reference: card.holdId, last4: card.last4, amount: card.amount, status: 'captured' });
    }
    if (authorization) {
      await paid({
        orderId: order.id,
        method: 'card',
        reference: authorization.authorizationId,
        brand: authorization.brand,
        last4: authorization.last4,
        amount: card,
        status: 'authorized',
        ...(placing.installmentPlan ? { installments: placing.installmentPlan.count, installmentPlan: orderInstallmentPlan(placing.installmentPlan) } : {}),
      });
    }
    const { deferred } = placing;
    if (deferred) {
      await paid({ orderId: order.id, method: deferred.tender, reference: deferred.paymentId, amount: card, status: 'pending', instructions: deferred.instructions, expiresAt: deferred.expiresAt });
    }
    const approveUrl = deferred?.instructions.tender === 'paypal' ? deferred.instructions.approveUrl : undefined;
    placing.placed = { orderId: order.id, orderNumber: order.orderNumber, total: placing.draft!.total, currency, ...(joined ? { joinedRewardsId: joined } : {}), ...(approveUrl ? { approveUrl } : {}) };
  },
};

/** The cart becomes `ordered`, the confirmation e-mail is queued, and the submission is `completed` with its order. */
const closeStep: Step<Placing> = {
  name: 'close',
  async run(placing) {
    const { input, now, key } = placing;
    const placed = placing.placed!;
    const tx = executor(placing);
    await markCartOrdered(tx, input.cartId, now);
    await enqueueOrderConfirmation(tx, placing.written!, input.origin);
    await tx
      .update(checkoutSubmissions)
      .set({ status: 'completed', orderId: placed.orderId, outcome: { ...placed }, updatedAt: new Date() })
      .where(eq(checkoutSubmissions.key, key));
  },
};

/** The card charged. The order stands on its authorisation whatever happens here: a failed capture is logged, and retried by the operator's tools. */
const captureStep: Step<Placing> = {
  name: 'capture',
  async run({ gateway, database, authorization, placed }) {
    kickDelivery();
    if (!authorization) return;
    try {
      await gateway.capture(authorization.authorizationId);
      await database.update(orderPayments).set({ status: 'captured' }).where(and(eq(orderPayments.method, 'card'), eq(orderPayments.reference, authorization.authorizationId)));
    } catch (error) {
      logger.error({ err: error, orderNumber: placed!.orderNumber }, 'capture failed');
    }
  },
};

/** The steps writing the order, in one transaction: the point of no return. */
const PERSIST_STEPS = [writeOrderStep, payStep, closeStep];

/**
 * Placing an order, step by step (docs/decisions/033): plan and reserve in one transaction, hold
 * the tenders, authorise the card, persist the order (one transaction; from then on the order
 * stands), capture. A step that fails undoes the ones before it, the last first.
 */
const PLACING_STEPS: readonly Step<Placing>[] = [
  together('planAndReserve', [planStep, reserveStep], inTransaction),
  holdTendersStep,
  authoriseStep,
  together('persist', PERSIST_STEPS, inTransaction, { commits: true }),
  captureStep,
];

/** What a failed step is answered with: its refusal, or that the order failed on our side. */
function refusalFor(failure: StepFailure): Refusal {
  const error = failure.cause;
  if (PERSIST_STEPS.some((s) => s.name === failure.step)) {
    return error instanceof RewardsError ? rewardsUnavailable() : orderFailed('ORDER_FAILED', 'The order could not be placed; nothing was charged');
  }
  if (error instanceof DomainError || error instanceof ApiError) return error;
  if (error instanceof UnknownDestinationError || error instanceof UnknownTaxJurisdictionError) return unservedState();
  return orderFailed('ORDER_FAILED', failure.step === 'plan' || failure.step === 'reserve' ? 'The order could not be placed' : 'The order could not be placed; nothing was charged');
}

/**
 * Place an order (spec §7 order commit): claim the Idempotency-Key, then the steps of
 * PLACING_STEPS: plan the shipments and tax and reserve the stock in one transaction, hold the
 * gift cards (and check the rewards), authorise the card for the rest, write the order (redeeming
 * the holds, spending the rewards, closing the cart) and capture. Whatever fails undoes what was
 * done: no order without an authorised payment, no payment left without an order, no stock held
 * for nothing. The same key again answers the same order, or the same refusal.
 */
export async function placeOrder(
  input: PlaceOrderInput,
  gateway: PaymentGateway,
  database: Database = db(),
  now = new Date(),
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  await releaseWaitingAuthentications(gateway, database, input.cartId, input.idempotencyKey);
  const lease = await leaseSubmission(input.idempotencyKey, database);
  if (!lease) {
    // A live request holds this key: it answers what it answered, or that it is still at work.
    const [existing] = await database.select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, input.idempotencyKey));
    return answerKnown(existing, requestHash(input));
  }
  try {
    // Every read and write of the submission goes through the lease's session: if it dies, so does this request's say.
    return await submit(input, gateway, lease.db, now, options);
  } finally {
    await lease.release();
  }
}

async function submit(input: PlaceOrderInput, gateway: PaymentGateway, database: Database, now: Date, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const claimed = await claim(database, input);
  if ('replay' in claimed) return claimed.replay;
  if (!claimed.resume) return carryOut(input, gateway, database, now, false, options);
  // A dead attempt, or one that waited for the shopper's 3-D Secure challenge: taken over (and finished) with the same steps.
  await undoDeadAttempt(database, input.idempotencyKey, claimed.authenticating);
  try {
    return await carryOut(input, gateway, database, now, true, options, claimed.authorizationId);
  } catch (error) {
    // Refused after taking over a dead attempt (the cart changed, a gift card ran out...): the attempt's stock and authorisation go too.
    const [row] = await database.select({ status: checkoutSubmissions.status }).from(checkoutSubmissions).where(eq(checkoutSubmissions.key, input.idempotencyKey));
    if (row?.status === 'failed') {
      await database.transaction((tx) => releaseStock(tx, input.idempotencyKey));
      await voidAuthorisationOf(gateway, input.idempotencyKey, claimed.authorizationId);
    }
    throw error;
  }
}

/**
 * Run the steps. A refusal is recorded for the key and thrown; a failure that leaves the card's
 * authorisation to the sweep leaves the submission in progress; a failure after the order was
 * written (the point of no return) leaves it placed, and it is answered as placed.
 */
async function carryOut(
  input: PlaceOrderInput,
  gateway: PaymentGateway,
  database: Database,
  now: Date,
  resume: boolean,
  options: PlaceOrderOptions,
  resumedAuthorizationId?: string,
): Promise<PlacedOrder> {
  const key = input.idempotencyKey;
  const placing: Placing = { input, gateway, database, now, key, market: getMarket(input.locale), resume, resumedAuthorizationId };
  try {
    await runSteps(PLACING_STEPS, placing, {
      afterStep: options.afterStep,
      undoFailed: (step, error) => logger.error({ err: error, key, step }, 'could not undo a step of a submission that will not become an order'),
    });
    if (placing.authentication) throw new CardAuthenticationRequired(placing.authentication.challenge);
    recordOrderPlaced(input.locale);
    return placing.placed!;
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error;
    if (error.committed) {
      logger.error({ err: error.cause, key, step: error.step, orderNumber: placing.placed?.orderNumber }, 'a step after the order was written failed; the order stands');
      recordOrderPlaced(input.locale);
      return placing.placed!;
    }
    if (error.cause instanceof LeftInProgress) throw error.cause.error;
    const refusal = refusalFor(error);
    if (refusal instanceof ApiError && refusal.status === 500) logger.error({ err: error.cause, key, step: error.step }, 'an order could not be placed');
    await recordRefusal(database, key, refusal);
    throw refusal;
  }
}

/**
 * A dead attempt's authorisation, found by its key: carried on with when it is still authorised
 * for the amount to pay now; a decline is answered again; anything else (another amount, voided)
 * is voided and the shopper asked for the card again (its one-time token is spent). Null then.
 */
async function resumeAuthorisation(gateway: PaymentGateway, previous: FoundAuthorization, amount: Money): Promise<AuthorizeResult | null> {
  if (previous.status === 'declined' && previous.declineCode) return { status: 'declined', code: previous.declineCode };
  const sameAmount = previous.amount.amount === amount.amount && previous.amount.currency === amount.currency;
  if (previous.status === 'authorized' && sameAmount) {
    return { status: 'authorized', authorizationId: previous.authorizationId, brand: previous.brand, last4: previous.last4 };
  }
  // The 3-D Secure challenge is still open: asked again, the same challenge.
  if (previous.status === 'requires_action' && sameAmount && previous.challenge) return { status: 'requires_action', authorizationId: previous.authorizationId, challenge: previous.challenge };
  if (previous.status === 'authorized' || previous.status === 'requires_action') await gateway.void(previous.authorizationId);
  return null;
}

/**
 * Undo submissions cut short (a process that died between steps) and not retried within
 * ABANDONED_SUBMISSION_MS: void what the gateway authorised under their key (found there even when
 * its id was never written), give the stock and gift-card holds back and mark them failed. A
 * submission whose request is alive holds its lock and is left alone, however long it takes; one
 * whose authorisation cannot be voided now (the gateway does not answer) is tried again next time.
 * A scheduled job (src/server/jobs/sweeps.ts), not a step of placing an order.
 */
export async function releaseAbandonedSubmissions(gateway: PaymentGateway, database: Database = db(), now = new Date()): Promise<number> {
  const stale = await database
    .select({ key: checkoutSubmissions.key })
    .from(checkoutSubmissions)
    .where(and(eq(checkoutSubmissions.status, 'in_progress'), lt(checkoutSubmissions.createdAt, new Date(now.getTime() - ABANDONED_SUBMISSION_MS))));
  let released = 0;
  for (const { key } of stale) {
    try {
      if (await releaseOpenSubmission(gateway, database, key, () => true)) released += 1;
    } catch (error) {
      logger.error({ err: error, key }, 'could not undo an abandoned checkout submission; the next sweep tries again');
    }
  }
  return released;
}

/**
 * A new attempt at a cart (another card, after the shopper closed their bank's challenge) ends
 * the cart's earlier attempts still waiting for a 3-D Secure challenge (decision 059): their
 * authorisation is voided and their stock and gift cards given back at once, rather than after
 * ABANDONED_SUBMISSION_MS. One whose answer is being finished right now (its lock is held) is left alone.
 */
async function releaseWaitingAuthentications(gateway: PaymentGateway, database: Database, cartId: string, key: string): Promise<void> {
  const waiting = await database
    .select({ key: checkoutSubmissions.key })
    .from(checkoutSubmissions)
    .where(and(eq(checkoutSubmissions.cartId, cartId), eq(checkoutSubmissions.status, 'in_progress'), eq(checkoutSubmissions.stage, 'authenticating'), ne(checkoutSubmissions.key, key)));
  for (const other of waiting) {
    try {
      await releaseOpenSubmission(gateway, database, other.key, (submission) => submission.stage === 'authenticating');
    } catch (error) {
      logger.error({ err: error, key: other.key }, 'could not end a checkout submission waiting for 3-D Secure; the sweep tries again');
    }
  }
}

/**
 * Undo an open submission nobody is placing now (its lock is free) when `applies`: void what the
 * gateway authorised (or holds for a challenge) under its key, found there even when its id was
 * never written; give the stock and gift-card holds back; record it failed. False when it is live,
 * settled meanwhile, or its authorisation cannot be voided now (the gateway does not answer).
 */
async function releaseOpenSubmission(gateway: PaymentGateway, database: Database, key: string, applies: (submission: typeof checkoutSubmissions.$inferSelect) => boolean): Promise<boolean> {
  const lease = await leaseSubmission(key, database);
  if (!lease) return false;
  try {
    const [submission] = await lease.db.select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, key));
    if (submission?.status !== 'in_progress' || !applies(submission)) return false;
    // Submissions from before `paymentKey` was written authorised with their own key too.
    if (!(await voidAuthorisationOf(gateway, submission.paymentKey ?? key, authorizationIdOf(submission)))) return false;
    await lease.db.transaction(async (tx) => {
      await releaseStock(tx, key);
      await releaseHoldsFor(tx, key);
      await recordRefusal(tx, key, orderFailed('ORDER_ABANDONED', 'The order was not completed; nothing was charged'));
    });
    return true;
  } finally {
    await lease.release();
  }
}
