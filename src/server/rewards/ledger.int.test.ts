import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { applyEventToShipment } from '@/server/orders/fulfilment';
import { SandboxPaymentGateway } from '@/server/payments/gateway';
import { operator } from '../../../tests/integration/orders';
import { buyInStore, storeMember, usProductPriced } from '../../../tests/integration/rewards';
import { creditPurchase } from './earning';
import { balances, expireDue, giveBack, ledgerEntries, moveBalances, redeem } from './ledger';
import { rewardsLedger } from './schema';
import { orders } from '@/server/orders/schema';

const DAY = 86_400_000;
const gateway = new SandboxPaymentGateway(db);
let qualifying: { sku: string; price: number };
let small: { sku: string; price: number };

beforeAll(async () => {
  qualifying = await usProductPriced(2000, 4000);
  small = await usProductPriced(1000, 1500);
});
afterEach(() => {
  process.env.REWARDS_ISSUE_DELAY_HOURS = '0';
});
process.env.REWARDS_ISSUE_DELAY_HOURS = '0';

const balanceOf = (rewardsId: string, at = new Date()) => balances(db(), rewardsId, at);

describe('the rewards ledger', () => {
  it('credits a purchase once, and makes a $20 reward of the fifth credit', async () => {
    const member = await storeMember();
    for (let n = 1; n <= 4; n += 1) {
      const bought = await buyInStore(member, qualifying.sku);
      expect(bought.credit).toEqual({ credited: true, rewardsIssued: 0 });
      expect((await balanceOf(member)).credits).toBe(n);
    }
    const fifth = await buyInStore(member, qualifying.sku);
    expect(fifth.credit).toEqual({ credited: true, rewardsIssued: 1 });
    expect(await balanceOf(member)).toMatchObject({ credits: 0, creditsToNextReward: 5, available: 2000, pending: 0 });

    // The same purchase again earns nothing.
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, fifth.orderNumber));
    expect(await db().transaction((tx) => creditPurchase(tx, member, order!, new Date()))).toEqual({ credited: false, reason: 'alreadyCredited' });
    expect((await ledgerEntries(db(), member)).filter((e) => e.kind === 'credit_earned')).toHaveLength(5);
  });

  it('records a till transaction reported twice (a retry) once, with one credit', async () => {
    const member = await storeMember();
    const first = await buyInStore(member, qualifying.sku, 1, new Date(), 'T-1001');
    const again = await buyInStore(member, qualifying.sku, 1, new Date(), 'T-1001');
    expect(again).toMatchObject({ orderNumber: first.orderNumber, credit: { credited: false, reason: 'alreadyCredited' } });
    expect((await balanceOf(member)).credits).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.orderNumber, first.orderNumber))).toHaveLength(1);
  });

  it('does not credit a purchase under the threshold', async () => {
    const member = await storeMember();
    const bought = await buyInStore(member, small.sku);
    expect(bought.credit).toEqual({ credited: false, reason: 'belowThreshold' });
    expect((await balanceOf(member)).credits).toBe(0);
  });

  it('lets credits expire after 365 days and rewards 90 days after they open, and writes the expiry down', async () => {
    const member = await storeMember();
    const earned = new Date(Date.now() - 400 * DAY);
    await buyInStore(member, qualifying.sku, 1, earned);
    expect((await balanceOf(member, new Date(earned.getTime() + 365 * DAY - 1))).credits).toBe(1);
    expect((await balanceOf(member, new Date(earned.getTime() + 365 * DAY))).credits).toBe(0);

    const rewarded = await storeMember();
    const issued = new Date(Date.now() - 100 * DAY);
    for (let n = 0; n < 5; n += 1) await buyInStore(rewarded, qualifying.sku, 1, issued);
    expect((await balanceOf(rewarded, new Date(issued.getTime() + 90 * DAY - 1))).available).toBe(2000);
    expect((await balanceOf(rewarded, new Date(issued.getTime() + 90 * DAY))).available).toBe(0);

    await db().transaction((tx) => expireDue(tx, new Date()));
    const expired = (await ledgerEntries(db(), member)).filter((e) => e.kind === 'expired');
    expect(expired).toMatchObject([{ credits: -1 }]);
    expect((await ledgerEntries(db(), rewarded)).filter((e) => e.kind === 'expired')).toMatchObject([{ amount: -2000 }]);
  });

  it('spends rewards on an order and gives them back on a refund unless they have expired', async () => {
    const member = await storeMember();
    for (let n = 0; n < 5; n += 1) await buyInStore(member, qualifying.sku);
    const [order] = await db().select().from(orders).limit(1);
    await db().transaction((tx) => redeem(tx, { rewardsId: member, amount: 1500, order: order! }, new Date()));
    expect((await balanceOf(member)).available).toBe(500);
    await expect(db().transaction((tx) => redeem(tx, { rewardsId: member, amount: 600, order: order! }, new Date()))).rejects.toThrow('Not enough rewards');

    const back = await db().transaction((tx) => giveBack(tx, { rewardsId: member, order: order!, amount: 1000 }, new Date()));
    expect(back).toEqual({ restored: 1000, forfeited: 0 });
    expect((await balanceOf(member)).available).toBe(1500);
    // After the reward has expired, what comes back is forfeited; never more than was spent.
    const late = await db().transaction((tx) => giveBack(tx, { rewardsId: member, order: order!, amount: 500 }, new Date(Date.now() + 200 * DAY)));
    expect(late).toEqual({ restored: 0, forfeited: 500 });
  });

  it('takes back the credit of a purchase returned under the threshold', async () => {
    const member = await storeMember();
    const bought = await buyInStore(member, small.sku, 2);
    expect(bought.credit).toMatchObject({ credited: true });
    await applyEventToShipment({ orderNumber: bought.orderNumber, event: { type: 'return', lines: [{ sku: small.sku, quantity: 1 }] }, actor: operator }, gateway);
    expect((await balanceOf(member)).credits).toBe(0);
    expect((await ledgerEntries(db(), member)).map((e) => e.kind)).toEqual(['reversed', 'credit_earned']);
    // A second return of the same purchase does not take a second credit.
    await buyInStore(member, qualifying.sku);
    await applyEventToShipment({ orderNumber: bought.orderNumber, event: { type: 'return' }, actor: operator }, gateway);
    expect((await balanceOf(member)).credits).toBe(1);
  });

  it('withdraws a reward not yet spendable when one of its purchases is returned, and gives its other credits back', async () => {
    process.env.REWARDS_ISSUE_DELAY_HOURS = '72';
    const member = await storeMember();
    const purchases = [];
    for (let n = 0; n < 5; n += 1) purchases.push(await buyInStore(member, qualifying.sku));
    expect(await balanceOf(member)).toMatchObject({ credits: 0, available: 0, pending: 2000 });
    await applyEventToShipment({ orderNumber: purchases[2]!.orderNumber, event: { type: 'return' }, actor: operator }, gateway);
    expect(await balanceOf(member)).toMatchObject({ credits: 4, available: 0, pending: 0 });
  });

  it('moves credits and rewards into another account on a merge, keeping their dates', async () => {
    const from = await storeMember();
    const to = await storeMember();
    for (let n = 0; n < 7; n += 1) await buyInStore(from, qualifying.sku);
    for (let n = 0; n < 3; n += 1) await buyInStore(to, qualifying.sku);
    const before = await balanceOf(from);
    const moved = await db().transaction((tx) => moveBalances(tx, from, to, new Date()));
    expect(moved).toEqual({ credits: 2, amount: 2000 });
    expect(await balanceOf(from)).toMatchObject({ credits: 0, available: 0 });
    // 3 + 2 credits make a second reward.
    const after = await balanceOf(to);
    expect(after).toMatchObject({ credits: 0, available: 4000 });
    expect(after.rewards.map((r) => r.expiresAt)).toContainEqual(before.rewards[0]!.expiresAt);
    const sums = await db().select().from(rewardsLedger).where(eq(rewardsLedger.rewardsId, from));
    expect(sums.reduce((n, e) => n + e.credits, 0)).toBe(0);
  });
});
