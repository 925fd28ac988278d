import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { newOrderNumber } from '@/server/orders/order-number';
import { orders } from '@/server/orders/schema';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { marketToday } from '@/lib/dates';
import { CreditRequestError, decideCreditRequest, listCreditRequests, MAX_PENDING_CREDIT_REQUESTS, memberCreditRequests, submitCreditRequest, type CreditRequestRefusal } from './credit-requests';
import { balances, earnCredit } from './ledger';
import { rewardsAccounts, rewardsCreditRequests, rewardsLedger } from './schema';

let made = 0;
const next = () => `${process.pid % 10_000}`.padStart(4, '0') + String(++made).padStart(6, '0');
const today = () => marketToday('en-US');
let receipts = 0;
const receipt = () => `T${process.pid % 10_000}-${++receipts}`;

async function member(options: { rewards?: boolean; currency?: 'USD' | 'MXN' } = {}) {
  const n = next();
  const userId = `requests-user-${n}`;
  const rewardsId = `9${n}`;
  await db().insert(authUsers).values({ id: userId, name: 'Ana Díaz', email: `requests-${n}@example.com` });
  if (options.rewards !== false) {
    await db().insert(rewardsAccounts).values({ rewardsId, currency: options.currency ?? 'USD', userId, firstName: 'Ana', lastName: 'Díaz', source: 'store' });
    await db().update(authUsers).set({ rewardsId }).where(eq(authUsers.id, userId));
  }
  return { userId, rewardsId };
}

async function reason(run: Promise<unknown>): Promise<CreditRequestRefusal> {
  try {
    await run;
  } catch (error) {
    if (error instanceof CreditRequestError) return error.reason;
    throw error;
  }
  throw new Error('expected a CreditRequestError');
}

async function submitted(userId: string, input: { receiptNumber?: string; storeNumber?: string; purchaseDate?: string; amount?: string } = {}) {
  const outcome = await submitCreditRequest(db(), userId, { receiptNumber: receipt(), storeNumber: '4321', purchaseDate: today(), amount: '24.99', ...input }, 'en-US');
  if (!outcome.ok) throw new Error(`not stored: ${JSON.stringify(outcome.errors)}`);
  return outcome.request;
}

const creditsFor = async (requestId: number) =>
  db()
    .select()
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.creditRequestId, requestId), eq(rewardsLedger.kind, 'credit_earned')));

describe('a member asks for a missed credit', () => {
  it('stores the request pending, in minor units, with the receipt normalised; the member sees it', async () => {
    const m = await member();
    const request = await submitted(m.userId, { receiptNumber: ' ab 12-34 ', amount: '$1,024.50' });
    expect(request).toMatchObject({ rewardsId: m.rewardsId, receiptNumber: 'AB12-34', storeNumber: '4321', purchasedOn: today(), amount: 102_450, currency: 'USD', status: 'pending', reason: null });
    expect((await memberCreditRequests(db(), m.userId)).map((r) => r.id)).toEqual([request.id]);
  });

  it('answers field problems with their message keys, storing nothing', async () => {
    const m = await member();
    const outcome = await submitCreditRequest(db(), m.userId, { receiptNumber: '', storeNumber: 'x1', purchaseDate: '2099-01-01', amount: '19.99' }, 'en-US');
    expect(outcome).toEqual({
      ok: false,
      errors: {
        receiptNumber: { key: 'rewards.requestCredit.errors.receiptMissing' },
        storeNumber: { key: 'rewards.requestCredit.errors.storeInvalid' },
        purchaseDate: { key: 'rewards.requestCredit.errors.dateFuture' },
        amount: { key: 'rewards.requestCredit.errors.amountBelowThreshold', values: { threshold: '$20.00' } },
      },
    });
    expect(await memberCreditRequests(db(), m.userId)).toEqual([]);
  });

  it('refuses the same receipt twice, even sent at once', async () => {
    const m = await member();
    const first = await submitted(m.userId);
    expect(await reason(submitted(m.userId, { receiptNumber: first.receiptNumber.toLowerCase() }))).toBe('duplicate');
    const same = receipt();
    const both = await Promise.allSettled([submitted(m.userId, { receiptNumber: same }), submitted(m.userId, { receiptNumber: same })]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { reason: 'duplicate' } });
  });

  it('refuses an online order number that already earned a credit, and a receipt another member had approved', async () => {
    const m = await member();
    const [order] = await db()
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        orderType: 'ONLINEORDER',
        profileId: m.userId,
        locale: 'en-US',
        currency: 'USD',
        email: 'ana@example.com',
        phoneNumber: '5125550100',
        billingAddress: { firstName: 'Ana', lastName: 'Díaz', address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', country: 'US' },
        subtotal: 3000,
        discount: 0,
        coreTotal: 0,
        shippingTotal: 0,
        tax: 0,
        taxIncluded: 0,
        total: 3000,
        receivePromoAndSpecialEvents: false,
        receiveTextMessage: false,
        status: 'DELIVERED',
      })
      .returning();
    await db().transaction((tx) => earnCredit(tx, { rewardsId: m.rewardsId, purchaseAmount: 3000, order: order! }, new Date()));
    expect(await reason(submitted(m.userId, { receiptNumber: order!.orderNumber, storeNumber: '' }))).toBe('alreadyCredited');

    const other = await member();
    const theirs = await submitted(other.userId);
    await decideCreditRequest(db(), theirs.id, 'approve', null);
    expect(await reason(submitted(m.userId, { receiptNumber: theirs.receiptNumber, storeNumber: theirs.storeNumber! }))).toBe('alreadyCredited');
  });

  it('needs rewards, and limits the requests waiting at once', async () => {
    const guest = await member({ rewards: false });
    expect(await reason(submitted(guest.userId))).toBe('noRewards');
    const m = await member();
    for (let n = 0; n < MAX_PENDING_CREDIT_REQUESTS; n += 1) await submitted(m.userId);
    expect(await reason(submitted(m.userId))).toBe('tooManyPending');
  });
});

describe('an operator decides', () => {
  it('approves: the credit is earned once, tied to the request, and a second decision is refused', async () => {
    const m = await member();
    const request = await submitted(m.userId);
    const approved = await decideCreditRequest(db(), request.id, 'approve', null);
    expect(approved).toMatchObject({ status: 'approved', decidedAt: expect.any(Date) });
    expect(await creditsFor(request.id)).toHaveLength(1);
    expect((await balances(db(), m.rewardsId, new Date())).credits).toBe(1);
    expect(await reason(decideCreditRequest(db(), request.id, 'approve', null))).toBe('alreadyDecided');
    expect(await reason(decideCreditRequest(db(), request.id, 'refuse', 'late'))).toBe('alreadyDecided');
    expect(await creditsFor(request.id)).toHaveLength(1);
  });

  it('credits exactly once when two operators approve at the same moment', async () => {
    const m = await member();
    const request = await submitted(m.userId);
    const both = await Promise.allSettled([decideCreditRequest(db(), request.id, 'approve', null), decideCreditRequest(db(), request.id, 'approve', null)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await creditsFor(request.id)).toHaveLength(1);
  });

  it('refuses with a reason the member reads, and never without one', async () => {
    const m = await member();
    const request = await submitted(m.userId);
    expect(await reason(decideCreditRequest(db(), request.id, 'refuse', '   '))).toBe('reasonRequired');
    const refused = await decideCreditRequest(db(), request.id, 'refuse', 'No purchase with this receipt at store 4321.');
    expect(refused).toMatchObject({ status: 'refused', reason: 'No purchase with this receipt at store 4321.' });
    expect((await memberCreditRequests(db(), m.userId))[0]).toMatchObject({ status: 'refused', reason: 'No purchase with this receipt at store 4321.' });
    expect(await creditsFor(request.id)).toEqual([]);
  });

  it('cannot approve a purchase under the threshold (the request stays pending, nothing is credited)', async () => {
    const m = await member({ currency: 'MXN' });
    const [request] = await db().insert(rewardsCreditRequests).values({ rewardsId: m.rewardsId, receiptNumber: receipt(), purchasedOn: today(), amount: 39_999, currency: 'MXN' }).returning();
    const error = await decideCreditRequest(db(), request!.id, 'approve', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreditRequestError);
    expect(DOMAIN_ERROR_STATUS[(error as CreditRequestError).kind]).toBe(422);
    expect((error as CreditRequestError).message).toContain('$399.99');
    expect((error as CreditRequestError).message).toContain('$400.00');
    const [after] = await db().select().from(rewardsCreditRequests).where(eq(rewardsCreditRequests.id, request!.id));
    expect(after!.status).toBe('pending');
    expect(await creditsFor(request!.id)).toEqual([]);
  });

  it('answers notFound for an unknown request, and lists the queue oldest first by status', async () => {
    expect(await reason(decideCreditRequest(db(), 2_000_000_000, 'approve', null))).toBe('notFound');
    const m = await member();
    const first = await submitted(m.userId);
    const second = await submitted(m.userId);
    await decideCreditRequest(db(), first.id, 'refuse', 'No such receipt');
    const pending = (await listCreditRequests(db(), { status: 'pending' })).map((r) => r.id);
    expect(pending).toContain(second.id);
    expect(pending).not.toContain(first.id);
    const refused = await listCreditRequests(db(), { status: 'refused' });
    expect(refused.find((r) => r.id === first.id)).toMatchObject({ firstName: 'Ana', lastName: 'Díaz', reason: 'No such receipt' });
  });
});
