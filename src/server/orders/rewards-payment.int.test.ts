import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { balances, ledgerEntries } from '@/server/rewards/ledger';
import { claimCheckoutMemberships } from '@/server/rewards/claim';
import { rewardsIdOfMember } from '@/server/rewards/earning';
import { loyaltyOf, spendableRewards } from '@/server/rewards/member-summary';
import { rewardsAccounts } from '@/server/rewards/schema';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { buyInStore, storeMember, usProductPriced } from '../../../tests/integration/rewards';
import { applyEventToShipment } from './fulfilment';
import { placeOrder, quoteOrder } from './place-order';
import { orderPayments } from './schema';

process.env.REWARDS_ISSUE_DELAY_HOURS = '0';
let serial = 0;

/** An online account linked to a rewards account that has earned one $20 reward in the store. */
async function memberWithReward(): Promise<{ profileId: string; rewardsId: string }> {
  const profileId = `rewards-payer-${process.pid}-${++serial}`;
  const rewardsId = await storeMember();
  await db().insert(authUsers).values({ id: profileId, name: 'Ana Díaz', email: `${profileId}@example.com`, rewardsId });
  await db().update(rewardsAccounts).set({ userId: profileId }).where(eq(rewardsAccounts.rewardsId, rewardsId));
  const part = await usProductPriced(2000, 4000);
  for (let n = 0; n < 5; n += 1) await buyInStore(rewardsId, part.sku);
  return { profileId, rewardsId };
}

describe('paying with rewards', () => {
  it('pays part of an order with a reward, the card the rest; the order earns its own credit; a cancellation gives the reward back', async () => {
    const { profileId, rewardsId } = await memberWithReward();
    expect((await balances(db(), rewardsId, new Date())).available).toBe(2000);
    const cartId = await cartWith((await productWithStock(5)).sku, 2);
    const placed = await placeOrder(await input(cartId, undefined, { profileId, rewardsAmount: 1500 }), gateway);
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payments.map((p) => [p.method, p.amount]).sort()).toEqual([
      ['card', placed.total - 1500],
      ['rewards', 1500],
    ]);
    const after = await balances(db(), rewardsId, new Date());
    expect(after).toMatchObject({ available: 500, credits: 1 });

    await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'cancel' }, actor: operator }, gateway);
    expect(await balances(db(), rewardsId, new Date())).toMatchObject({ available: 2000, credits: 0 });
    expect((await ledgerEntries(db(), rewardsId)).slice(0, 2).map((e) => e.kind).sort()).toEqual(['reversed', 'reversed']);
  });

  it('pays a whole order with rewards, no card needed', async () => {
    const { profileId, rewardsId } = await memberWithReward();
    const cartId = await cartWith((await usProductPriced(300, 700)).sku, 1);
    const order = await input(cartId, undefined, { profileId, cardToken: null });
    const { total } = await quoteOrder({ ...order, shippingAddress: order.shippingAddress });
    expect(total).toBeLessThanOrEqual(2000);
    const placed = await placeOrder({ ...order, rewardsAmount: total }, gateway);
    const payments = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payments.map((p) => [p.method, p.amount])).toEqual([['rewards', total]]);
    expect((await balances(db(), rewardsId, new Date())).available).toBe(2000 - total);
  });

  it('refuses more rewards than the member holds', async () => {
    const { profileId } = await memberWithReward();
    const cartId = await cartWith((await productWithStock(5)).sku, 3);
    const error = await placeOrder(await input(cartId, undefined, { profileId, rewardsAmount: 2500 }), gateway).catch((e: unknown) => e);
    expect((error as DomainError).detail.errorCode).toBe('REWARDS_UNAVAILABLE');
  });

  it('refuses rewards a shopper does not have, and charges nothing', async () => {
    const { rewardsId } = await memberWithReward();
    const stranger = `rewards-stranger-${process.pid}`;
    await db().insert(authUsers).values({ id: stranger, name: 'Eve', email: `${stranger}@example.com` });
    const cartId = await cartWith((await productWithStock(5)).sku, 1);
    const error = await placeOrder(await input(cartId, undefined, { profileId: stranger, rewardsAmount: 2000 }), gateway).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict' });
    expect((error as DomainError).detail.errorCode).toBe('REWARDS_UNAVAILABLE');
    // The other member's reward is untouched.
    expect((await balances(db(), rewardsId, new Date())).available).toBe(2000);
  });
});

describe('markets', () => {
  it('a membership pays and earns only in its own market: a US member has nothing to spend in pesos', async () => {
    const { profileId, rewardsId } = await memberWithReward();
    expect(await rewardsIdOfMember(db(), profileId, 'USD')).toBe(rewardsId);
    expect(await rewardsIdOfMember(db(), profileId, 'MXN')).toBeNull();
    expect(await spendableRewards(db(), profileId, 'USD')).toBe(2000);
    expect(await spendableRewards(db(), profileId, 'MXN')).toBe(0);
    expect((await loyaltyOf(db(), { id: profileId }, 'MXN')).rewardBalance).toBe(0);
  });
});

describe('joining at checkout', () => {
  it('a guest joins with the order, earns on it, and the membership follows the e-mail into the account registered later', async () => {
    const email = `joiner-${process.pid}@example.com`;
    const cartId = await cartWith((await usProductPriced(2500, 6000)).sku, 1);
    const placed = await placeOrder(await input(cartId, undefined, { email, joinRewards: true }), gateway);
    expect(placed.joinedRewardsId).toMatch(/^\d{11}$/);
    const [membership] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, placed.joinedRewardsId!));
    expect(membership).toMatchObject({ email, source: 'checkout', userId: null, lastName: 'Díaz', postalCode: '78701' });
    expect((await balances(db(), placed.joinedRewardsId!, new Date())).credits).toBe(1);

    const userId = `joiner-${process.pid}`;
    await db().insert(authUsers).values({ id: userId, name: 'Ana Díaz', email, userType: '4' });
    expect(await db().transaction((tx) => claimCheckoutMemberships(tx, userId, email.toUpperCase()))).toBe(placed.joinedRewardsId);
    const [user] = await db().select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user).toMatchObject({ rewardsId: placed.joinedRewardsId, userType: '' });
  });

  it('a member without Rewards joins with the order and is linked at once; a member who has it does not join twice', async () => {
    const profileId = `joiner-member-${process.pid}`;
    await db().insert(authUsers).values({ id: profileId, name: 'Ana Díaz', email: `${profileId}@example.com` });
    const first = await placeOrder(await input(await cartWith((await usProductPriced(2500, 6000)).sku, 1), undefined, { profileId, joinRewards: true }), gateway);
    const [user] = await db().select().from(authUsers).where(eq(authUsers.id, profileId));
    expect(user!.rewardsId).toBe(first.joinedRewardsId);
    const second = await placeOrder(await input(await cartWith((await usProductPriced(2500, 6000)).sku, 1), undefined, { profileId, joinRewards: true }), gateway);
    expect(second.joinedRewardsId).toBeUndefined();
    expect((await balances(db(), first.joinedRewardsId!, new Date())).credits).toBe(2);
  });
});
