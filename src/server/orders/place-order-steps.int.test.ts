import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { carts } from '@/server/cart/schema';
import { products } from '@/server/catalog/schema';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { distributionCentreStock, stockReservations } from '@/server/inventory/schema';
import { giftCardHolds, giftCards } from '@/server/giftcards/schema';
import { issueGiftCard } from '@/server/giftcards/service';
import { paymentAuthorizations } from '@/server/payments/schema';
import { ApiError } from '@/server/platform/http';
import { balances } from '@/server/rewards/ledger';
import { rewardsAccounts } from '@/server/rewards/schema';
import { cartWith, gateway, input } from '../../../tests/integration/orders';
import { buyInStore, storeMember, usProductPriced } from '../../../tests/integration/rewards';
import { placeOrder, type PlaceOrderInput } from './place-order';
import { checkoutSubmissions, orderPayments, orders } from './schema';

process.env.REWARDS_ISSUE_DELAY_HOURS = '0';

/** The steps of placing an order, in the order they run (the ones run together, then their whole). */
const STEPS = ['plan', 'reserve', 'planAndReserve', 'holdTenders', 'authorise', 'writeOrder', 'pay', 'close', 'persist', 'capture'];
/** Where a failure undoes everything: every step before the order's transaction commits. */
const UNDONE = STEPS.slice(0, STEPS.indexOf('persist'));

const REWARDS = 1500;
const GIFT_CARD_BALANCE = 1000;
const UNITS = 5;

/** A member with a $20 reward, a $10 gift card, and a part of $30 to $90 with UNITS units in one distribution centre. */
let member: { profileId: string; rewardsId: string };
let card: { number: string; pin: string; id: string };
let part: { id: number; sku: string };

beforeAll(async () => {
  const profileId = `steps-payer-${process.pid}`;
  const rewardsId = await storeMember();
  await db().insert(authUsers).values({ id: profileId, name: 'Ana Díaz', email: `${profileId}@example.com`, rewardsId });
  await db().update(rewardsAccounts).set({ userId: profileId }).where(eq(rewardsAccounts.rewardsId, rewardsId));
  const earning = await usProductPriced(2000, 4000);
  for (let n = 0; n < 5; n += 1) await buyInStore(rewardsId, earning.sku);
  member = { profileId, rewardsId };
  const number = `60069${String(process.pid % 1000).padStart(3, '0')}00000001`;
  const issued = await issueGiftCard(db(), { number, pin: '2468', balance: money(GIFT_CARD_BALANCE, 'USD') });
  card = { number, pin: '2468', id: issued.id };
  const { sku } = await usProductPriced(3000, 9000);
  const [row] = await db().select({ id: products.id }).from(products).where(eq(products.sku, sku));
  part = { id: row!.id, sku };
});

/** A new cart of two of the part, paid by rewards, the gift card and a card for the rest; the part's stock set to UNITS. */
async function submission(): Promise<PlaceOrderInput> {
  await db().delete(distributionCentreStock).where(eq(distributionCentreStock.productId, part.id));
  await db().insert(distributionCentreStock).values({ productId: part.id, dc: 'DC-ATL', quantity: UNITS });
  return input(await cartWith(part.sku, 2), undefined, { profileId: member.profileId, rewardsAmount: REWARDS, giftCards: [{ number: card.number, pin: card.pin }] });
}

/** Place the order, throwing after the step named `at`; the steps seen in order. */
async function placeFailingAfter(request: PlaceOrderInput, at: string) {
  const seen: string[] = [];
  const outcome = await placeOrder(request, gateway, db(), new Date(), {
    afterStep(name) {
      seen.push(name);
      if (name === at) throw new Error(`injected after ${at}`);
    },
  }).then(
    (placed) => ({ placed, error: null }),
    (error: unknown) => ({ placed: null, error }),
  );
  return { ...outcome, seen };
}

/** What the submission left behind, by its key and cart. */
async function leftBehind(request: PlaceOrderInput) {
  const key = request.idempotencyKey;
  const [stock] = await db().select({ quantity: distributionCentreStock.quantity }).from(distributionCentreStock).where(eq(distributionCentreStock.productId, part.id));
  const [submission] = await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, key));
  const [cart] = await db().select({ status: carts.status }).from(carts).where(eq(carts.id, request.cartId));
  return {
    stock: stock!.quantity,
    heldReservations: await db().select().from(stockReservations).where(and(eq(stockReservations.submissionKey, key), isNull(stockReservations.releasedAt))),
    giftCardHolds: (await db().select({ status: giftCardHolds.status }).from(giftCardHolds).where(eq(giftCardHolds.reference, key))).map((h) => h.status),
    giftCardBalance: (await db().select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, card.id)))[0]!.balance,
    rewardsAvailable: (await balances(db(), member.rewardsId, new Date())).available,
    authorisations: (await db().select({ status: paymentAuthorizations.status }).from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, key))).map((a) => a.status),
    orders: await db().select().from(orders).where(eq(orders.cartId, request.cartId)),
    cart: cart!.status,
    submission: submission!,
  };
}

describe('placing an order, step by step', () => {
  it.each(UNDONE)('leaves nothing behind when it fails after the step %s', async (step) => {
    const request = await submission();
    const { error, seen } = await placeFailingAfter(request, step);

    expect(seen).toEqual(STEPS.slice(0, STEPS.indexOf(step) + 1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, detail: { errorCode: 'ORDER_FAILED' } });
    const left = await leftBehind(request);
    expect(left.stock).toBe(UNITS);
    expect(left.heldReservations).toEqual([]);
    // The gift card was held from holdTenders on, and the hold released; the rewards were never spent.
    expect(left.giftCardHolds).toEqual(STEPS.indexOf(step) >= STEPS.indexOf('holdTenders') ? ['released'] : []);
    expect(left.giftCardBalance).toBe(GIFT_CARD_BALANCE);
    expect(left.rewardsAvailable).toBe(2000);
    // The card was authorised from authorise on, and the authorisation voided.
    expect(left.authorisations).toEqual(STEPS.indexOf(step) >= STEPS.indexOf('authorise') ? ['voided'] : []);
    expect(left.orders).toEqual([]);
    expect(left.cart).toBe('active');
    expect(left.submission).toMatchObject({ status: 'failed', outcome: { status: 500, errorCode: 'ORDER_FAILED' } });

    // The same key answers the same refusal, without running a step again.
    const again = await placeFailingAfter(request, 'none');
    expect(again.seen).toEqual([]);
    expect(again.error).toMatchObject({ status: 500, detail: { errorCode: 'ORDER_FAILED' } });
  });

  it('runs every step for an order, and a failure once the order is written leaves it placed', async () => {
    const afterPersist = await submission();
    const persisted = await placeFailingAfter(afterPersist, 'persist');
    expect(persisted.seen).toEqual(STEPS.slice(0, STEPS.indexOf('persist') + 1));
    expect(persisted.placed?.orderNumber).toMatch(/^\d{9}$/);
    const left = await leftBehind(afterPersist);
    expect(left.orders).toHaveLength(1);
    expect(left.cart).toBe('ordered');
    expect(left.submission).toMatchObject({ status: 'completed', orderId: persisted.placed!.orderId });
    expect(left.stock).toBe(UNITS - 2);
    expect(left.giftCardHolds).toEqual(['redeemed']);
    expect(left.rewardsAvailable).toBe(2000 - REWARDS);
    // Not captured (that step never ran): the order stands on its authorisation, as after a failed capture.
    expect(left.authorisations).toEqual(['authorized']);
    const tenders = await db().select({ method: orderPayments.method, status: orderPayments.status }).from(orderPayments).where(eq(orderPayments.orderId, persisted.placed!.orderId));
    expect(tenders.map((t) => `${t.method} ${t.status}`).sort()).toEqual(['card authorized', 'giftCard captured', 'rewards captured']);
    // The same key answers the same order.
    expect((await placeOrder(afterPersist, gateway)).orderNumber).toBe(persisted.placed!.orderNumber);

    // The gift card was spent: the next order pays by card and the rest of the rewards.
    const last = await input(await cartWith(part.sku, 1), undefined, { profileId: member.profileId, rewardsAmount: 500 });
    const captured = await placeFailingAfter(last, 'capture');
    expect(captured.seen).toEqual(STEPS);
    expect(captured.placed).not.toBeNull();
    expect((await leftBehind(last)).authorisations).toEqual(['captured']);
  });
});
