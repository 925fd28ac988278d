import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { newOrderNumber } from '@/server/orders/order-number';
import { orders } from '@/server/orders/schema';
import type { OrderType } from '@/server/orders/status';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { activityFilter, memberRewardsAccount, ownRewardsCard, rewardsActivity, rewardsStatement } from './activity';
import { earnCredit } from './ledger';
import { rewardsAccounts, rewardsCreditRequests } from './schema';

let made = 0;
const next = () => `${process.pid % 10_000}`.padStart(4, '0') + String(++made).padStart(6, '0');

/** An online account linked to a new rewards account (what joining or linking leaves behind). */
async function memberWithRewards(currency: 'USD' | 'MXN' = 'USD') {
  const n = next();
  const userId = `activity-user-${n}`;
  const rewardsId = `8${n}`;
  await db().insert(authUsers).values({ id: userId, name: 'Ana Díaz', email: `activity-${n}@example.com`, firstName: 'Ana', lastName: 'Díaz' });
  await db().insert(rewardsAccounts).values({ rewardsId, currency, userId, firstName: 'Ana', lastName: 'Díaz', source: 'online' });
  await db().update(authUsers).set({ rewardsId }).where(eq(authUsers.id, userId));
  return { userId, rewardsId };
}

/** A purchase of `amount` before tax, of this type, placed at `at`. */
async function order(userId: string, orderType: OrderType, amount: number, at: Date) {
  const address = { firstName: 'Ana', lastName: 'Díaz', address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', country: 'US' };
  const [row] = await db()
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      orderType,
      profileId: userId,
      locale: 'en-US',
      currency: 'USD',
      email: 'ana@example.com',
      phoneNumber: '5125550100',
      billingAddress: address,
      subtotal: amount,
      discount: 0,
      coreTotal: 0,
      shippingTotal: 0,
      tax: 0,
      taxIncluded: 0,
      total: amount,
      receivePromoAndSpecialEvents: false,
      receiveTextMessage: false,
      status: 'DELIVERED',
      placedAt: at,
    })
    .returning();
  return row!;
}

async function earnedFor(userId: string, rewardsId: string, orderType: OrderType, at: Date, amount = 2500) {
  const placed = await order(userId, orderType, amount, at);
  await db().transaction((tx) => earnCredit(tx, { rewardsId, purchaseAmount: amount, order: placed }, at));
  return placed;
}

/** A domain error thrown by `run`, with the status a route answers it with. */
async function refusal(run: Promise<unknown>): Promise<DomainError & { status: number }> {
  try {
    await run;
  } catch (error) {
    if (error instanceof DomainError) return Object.assign(error, { status: DOMAIN_ERROR_STATUS[error.kind] });
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('the card guard', () => {
  it("finds the member's own active card, whatever spaces or hyphens it is typed with", async () => {
    const a = await memberWithRewards();
    expect((await memberRewardsAccount(db(), a.userId))?.rewardsId).toBe(a.rewardsId);
    const spaced = a.rewardsId.replace(/^(\d{4})(\d{4})(\d{3})$/, '$1 $2-$3');
    expect((await ownRewardsCard(db(), a.userId, spaced)).rewardsId).toBe(a.rewardsId);
  });

  it("answers 404 for another member's card, an unknown one and a malformed one, and 400 for a blank one", async () => {
    const a = await memberWithRewards();
    const b = await memberWithRewards();
    await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date());
    const stolen = await refusal(rewardsStatement(db(), b.userId, a.rewardsId));
    expect(stolen.status).toBe(404);
    expect(stolen.detail.errorCode).toBe('REWARDS_CARD_NOT_FOUND');
    expect((await refusal(ownRewardsCard(db(), b.userId, '99999999999'))).status).toBe(404);
    expect((await refusal(ownRewardsCard(db(), b.userId, 'abc'))).status).toBe(404);
    const blank = await refusal(ownRewardsCard(db(), b.userId, '  '));
    expect(blank.status).toBe(400);
    expect(blank.detail).toMatchObject({ errorCode: 'REWARDS_CARD_NUMBER_REQUIRED', errorMessageDefault: 'Rewards card number is required' });
  });

  it('no longer opens a card once it was merged into another', async () => {
    const a = await memberWithRewards();
    await db().update(rewardsAccounts).set({ status: 'merged' }).where(eq(rewardsAccounts.rewardsId, a.rewardsId));
    expect(await memberRewardsAccount(db(), a.userId)).toBeNull();
    expect((await refusal(ownRewardsCard(db(), a.userId, a.rewardsId))).status).toBe(404);
  });
});

describe('activity', () => {
  it('lists entries newest first with the order number and type, and the balances', async () => {
    const a = await memberWithRewards();
    const first = await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date(Date.now() - 2 * 86_400_000));
    const second = await earnedFor(a.userId, a.rewardsId, 'INSTOREORDER', new Date(Date.now() - 86_400_000));
    const statement = await rewardsStatement(db(), a.userId, a.rewardsId);
    expect(statement.balances).toMatchObject({ currency: 'USD', credits: 2, creditsToNextReward: 3 });
    expect(statement.activity.map((e) => [e.kind, e.credits, e.orderNumber, e.orderType])).toEqual([
      ['credit_earned', 1, second.orderNumber, 'INSTOREORDER'],
      ['credit_earned', 1, first.orderNumber, 'ONLINEORDER'],
    ]);
  });

  it('filters by order type, and lists an approved request under Adjustment with its receipt number', async () => {
    const a = await memberWithRewards();
    await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date());
    const store = await earnedFor(a.userId, a.rewardsId, 'STOREORDER', new Date());
    const [request] = await db().insert(rewardsCreditRequests).values({ rewardsId: a.rewardsId, receiptNumber: 'R-1234', purchasedOn: '2026-01-02', amount: 3000, currency: 'USD', status: 'approved' }).returning();
    await db().transaction((tx) => earnCredit(tx, { rewardsId: a.rewardsId, purchaseAmount: 3000, creditRequestId: request!.id }, new Date()));
    const only = async (orderType: string) => (await rewardsActivity(db(), a.rewardsId, activityFilter({ orderType }, 'en-US').filter)).map((e) => e.orderNumber);
    expect(await only('STOREORDER')).toEqual([store.orderNumber]);
    expect(await only('Adjustment')).toEqual(['R-1234']);
    expect(await only('RETURN')).toEqual([]);
    expect(await rewardsActivity(db(), a.rewardsId)).toHaveLength(3);
  });

  it("takes fromDate and toDate as days in the market, both included", async () => {
    const a = await memberWithRewards();
    // 03:00 UTC on 10 March is still the evening of 9 March in the US programme's time zone.
    const lateEvening = await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date('2026-03-10T03:00:00Z'));
    const nextDay = await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date('2026-03-10T18:00:00Z'));
    const between = async (fromDate: string, toDate: string) => (await rewardsActivity(db(), a.rewardsId, activityFilter({ fromDate, toDate }, 'en-US').filter)).map((e) => e.orderNumber);
    expect(await between('2026-03-09', '2026-03-09')).toEqual([lateEvening.orderNumber]);
    expect(await between('2026-03-10', '2026-03-10')).toEqual([nextDay.orderNumber]);
    expect(await between('2026-03-09', '2026-03-10')).toEqual([nextDay.orderNumber, lateEvening.orderNumber]);
    expect(await between('2026-03-11', '')).toEqual([]);
  });

  it("never shows one member's entries on another's card", async () => {
    const a = await memberWithRewards();
    const b = await memberWithRewards();
    await earnedFor(a.userId, a.rewardsId, 'ONLINEORDER', new Date());
    expect((await rewardsStatement(db(), b.userId, b.rewardsId)).activity).toEqual([]);
  });
});
