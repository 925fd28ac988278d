import { and, asc, desc, eq, gt, lte, notExists, or, sql } from 'drizzle-orm';
import { marketForCurrency, type CurrencyCode, type RewardsProgramme } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { envVar } from '@/server/platform/env';
import { creditExpiresAt, hasExpired, qualifies, rewardWindow, rewardsFromCredits } from './programme';
import { rewardsAccounts, rewardsCreditUses, rewardsLedger, type LedgerKind } from './schema';

/**
 * The rewards ledger (docs/decisions/021-rewards.md). Entries are only ever appended; every
 * balance is a sum. Each operation locks the account row first, so two purchases at once
 * cannot both spend the same reward or count the same credits.
 */

type Entry = typeof rewardsLedger.$inferSelect;

export class RewardsError extends Error {
  constructor(
    readonly code: 'NO_PROGRAMME' | 'ACCOUNT_NOT_FOUND' | 'INSUFFICIENT_REWARDS' | 'CURRENCY_MISMATCH',
    message: string,
  ) {
    super(message);
  }
}

/** The programme of the market whose currency the account is in. */
export function programmeFor(currency: CurrencyCode): RewardsProgramme {
  const programme = marketForCurrency(currency).rewards;
  if (!programme) throw new RewardsError('NO_PROGRAMME', `No rewards programme in ${currency}`);
  return programme;
}

/** How long after its fifth credit a reward can be spent: REWARDS_ISSUE_DELAY_HOURS (72 in production; `npm start`'s demo sets 0). */
export function issueDelayMs(hours: number = envVar('REWARDS_ISSUE_DELAY_HOURS')): number {
  return hours * 3_600_000;
}

async function lockAccount(tx: Executor, rewardsId: string) {
  const [account] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId)).for('update');
  if (!account) throw new RewardsError('ACCOUNT_NOT_FOUND', `No rewards account ${rewardsId}`);
  return account;
}

const unused = (entryId: typeof rewardsLedger.id) => notExists(sql`(select 1 from ${rewardsCreditUses} where ${rewardsCreditUses.creditEntryId} = ${entryId})`);

/** Credits not yet used up (by a reward, an expiry, a reversal or a merge), oldest first; expired ones included. */
async function unusedCredits(tx: Executor, rewardsId: string): Promise<Entry[]> {
  return tx
    .select()
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.rewardsId, rewardsId), gt(rewardsLedger.credits, 0), unused(rewardsLedger.id)))
    .orderBy(asc(rewardsLedger.expiresAt), asc(rewardsLedger.id));
}

export interface Reward {
  entryId: number;
  amount: number;
  remaining: number;
  availableAt: Date;
  expiresAt: Date;
}

/** Every reward of the account with what is left of it, soonest to expire first. */
async function rewardsOf(tx: Executor, rewardsId: string): Promise<Reward[]> {
  const rows = await tx.execute<{ id: number; amount: number; remaining: number; available_at: Date | string; expires_at: Date | string }>(sql`
    select r.id, r.amount, (r.amount + coalesce(sum(m.amount), 0))::int as remaining, r.available_at, r.expires_at
    from ${rewardsLedger} r left join ${rewardsLedger} m on m.reward_entry_id = r.id
    where r.rewards_id = ${rewardsId} and r.amount > 0 and r.reward_entry_id is null
    group by r.id order by r.expires_at, r.id`);
  return rows.rows.map((r) => ({ entryId: r.id, amount: r.amount, remaining: r.remaining, availableAt: new Date(r.available_at), expiresAt: new Date(r.expires_at) }));
}

async function append(tx: Executor, values: typeof rewardsLedger.$inferInsert): Promise<Entry> {
  const [entry] = await tx.insert(rewardsLedger).values(values).returning();
  return entry!;
}

async function spendCredits(tx: Executor, credits: Entry[], usedBy: Entry): Promise<void> {
  if (credits.length) await tx.insert(rewardsCreditUses).values(credits.map((c) => ({ creditEntryId: c.id, usedByEntryId: usedBy.id })));
}

/** Write down what has expired by `now`: credits after their lifetime, what is left of rewards after theirs. */
async function expire(tx: Executor, account: { rewardsId: string; currency: CurrencyCode }, now: Date): Promise<void> {
  const stale = (await unusedCredits(tx, account.rewardsId)).filter((c) => hasExpired(c.expiresAt!, now));
  if (stale.length) {
    const entry = await append(tx, { rewardsId: account.rewardsId, kind: 'expired', credits: -stale.length, currency: account.currency, createdAt: now });
    await spendCredits(tx, stale, entry);
  }
  for (const reward of await rewardsOf(tx, account.rewardsId)) {
    if (hasExpired(reward.expiresAt, now) && reward.remaining > 0) {
      await append(tx, { rewardsId: account.rewardsId, kind: 'expired', amount: -reward.remaining, rewardEntryId: reward.entryId, currency: account.currency, createdAt: now });
    }
  }
}

/** Every `creditsPerReward` unused credits become a reward, spendable after the issuing delay. */
async function issueRewards(tx: Executor, account: { rewardsId: string; currency: CurrencyCode }, now: Date): Promise<number> {
  const programme = programmeFor(account.currency);
  const credits = await unusedCredits(tx, account.rewardsId);
  const { rewards } = rewardsFromCredits(credits.length, programme);
  for (let n = 0; n < rewards; n += 1) {
    const at = n * programme.creditsPerReward;
    const reward = await append(tx, {
      rewardsId: account.rewardsId,
      kind: 'reward_issued',
      credits: -programme.creditsPerReward,
      amount: programme.reward,
      currency: account.currency,
      ...rewardWindow(now, programme, issueDelayMs()),
      createdAt: now,
    });
    await spendCredits(tx, credits.slice(at, at + programme.creditsPerReward), reward);
  }
  return rewards;
}

/** The order an entry belongs to, as the ledger keeps it (a copy: the orders module owns the order). */
export interface LedgerOrder {
  id: string;
  orderNumber: string;
  orderType: string;
}

const orderColumns = (order: LedgerOrder | undefined) => ({ orderId: order?.id ?? null, orderNumber: order?.orderNumber ?? null, orderType: order?.orderType ?? null });

export type CreditOutcome = { credited: true; rewardsIssued: number } | { credited: false; reason: 'belowThreshold' | 'alreadyCredited' };

/**
 * One credit for a qualifying purchase (at least the market's threshold before tax), tied to
 * its order or to the approved request; the same purchase never earns twice.
 */
export async function earnCredit(
  tx: Executor,
  input: { rewardsId: string; purchaseAmount: number; order?: LedgerOrder; creditRequestId?: number; note?: string },
  now: Date,
): Promise<CreditOutcome> {
  const account = await lockAccount(tx, input.rewardsId);
  const programme = programmeFor(account.currency);
  if (!qualifies(input.purchaseAmount, programme)) return { credited: false, reason: 'belowThreshold' };
  const [entry] = await tx
    .insert(rewardsLedger)
    .values({
      rewardsId: account.rewardsId,
      kind: 'credit_earned',
      credits: 1,
      currency: account.currency,
      ...orderColumns(input.order),
      creditRequestId: input.creditRequestId ?? null,
      expiresAt: creditExpiresAt(now, programme),
      note: input.note ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!entry) return { credited: false, reason: 'alreadyCredited' };
  await expire(tx, account, now);
  return { credited: true, rewardsIssued: await issueRewards(tx, account, now) };
}

export interface RewardsBalances {
  currency: CurrencyCode;
  credits: number;
  creditsPerReward: number;
  creditsToNextReward: number;
  /** Spendable now (minor units). */
  available: number;
  /** Issued but not spendable until the delay has passed. */
  pending: number;
  /** Rewards with something left that have not expired. */
  rewards: Reward[];
  nextCreditExpiry: Date | null;
}

/** The balances as of `now` (what has expired by then does not count, written down or not). Reads only. */
export async function balances(tx: Executor, rewardsId: string, now: Date): Promise<RewardsBalances> {
  const [account] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId));
  if (!account) throw new RewardsError('ACCOUNT_NOT_FOUND', `No rewards account ${rewardsId}`);
  const programme = programmeFor(account.currency);
  const credits = (await unusedCredits(tx, rewardsId)).filter((c) => !hasExpired(c.expiresAt!, now));
  const rewards = (await rewardsOf(tx, rewardsId)).filter((r) => r.remaining > 0 && !hasExpired(r.expiresAt, now));
  const count = credits.length;
  return {
    currency: account.currency,
    credits: count,
    creditsPerReward: programme.creditsPerReward,
    creditsToNextReward: programme.creditsPerReward - (count % programme.creditsPerReward),
    available: rewards.filter((r) => r.availableAt <= now).reduce((n, r) => n + r.remaining, 0),
    pending: rewards.filter((r) => r.availableAt > now).reduce((n, r) => n + r.remaining, 0),
    rewards,
    nextCreditExpiry: credits[0]?.expiresAt ?? null,
  };
}

/** Spend `amount` of the available rewards on an order, soonest-expiring first. */
export async function redeem(tx: Executor, input: { rewardsId: string; amount: number; order: LedgerOrder }, now: Date): Promise<void> {
  const account = await lockAccount(tx, input.rewardsId);
  await expire(tx, account, now);
  const spendable = (await rewardsOf(tx, account.rewardsId)).filter((r) => r.remaining > 0 && r.availableAt <= now && !hasExpired(r.expiresAt, now));
  if (spendable.reduce((n, r) => n + r.remaining, 0) < input.amount) throw new RewardsError('INSUFFICIENT_REWARDS', 'Not enough rewards available');
  let left = input.amount;
  for (const reward of spendable) {
    if (left <= 0) break;
    const part = Math.min(left, reward.remaining);
    await append(tx, { rewardsId: account.rewardsId, kind: 'reward_redeemed', amount: -part, rewardEntryId: reward.entryId, ...orderColumns(input.order), currency: account.currency, createdAt: now });
    left -= part;
  }
}

/**
 * A refund to the rewards tender of `orderId`: what it spent goes back to the rewards it came
 * from, unless they have expired (then it is forfeited, as the programme's terms say).
 */
export async function giveBack(tx: Executor, input: { rewardsId: string; order: LedgerOrder; amount: number; returnOrderId?: string | null }, now: Date): Promise<{ restored: number; forfeited: number }> {
  const account = await lockAccount(tx, input.rewardsId);
  const spent = await tx
    .select({ rewardEntryId: rewardsLedger.rewardEntryId, net: sql<number>`(-sum(${rewardsLedger.amount}))::int` })
    .from(rewardsLedger)
    .where(
      and(
        eq(rewardsLedger.orderId, input.order.id),
        sql`${rewardsLedger.rewardEntryId} is not null`,
        // What the order spent, less what has come back (a withdrawn reward's entry is not a give-back).
        or(eq(rewardsLedger.kind, 'reward_redeemed'), and(eq(rewardsLedger.kind, 'reversed'), gt(rewardsLedger.amount, 0))),
      ),
    )
    .groupBy(rewardsLedger.rewardEntryId);
  const rewards = new Map((await rewardsOf(tx, account.rewardsId)).map((r) => [r.entryId, r]));
  let left = input.amount;
  let restored = 0;
  // The latest-expiring reward first: the shopper keeps the longest use of what comes back.
  for (const { rewardEntryId, net } of spent.sort((a, b) => (rewards.get(b.rewardEntryId!)?.expiresAt.getTime() ?? 0) - (rewards.get(a.rewardEntryId!)?.expiresAt.getTime() ?? 0))) {
    const part = Math.min(left, net);
    if (part <= 0) continue;
    left -= part;
    if (hasExpired(rewards.get(rewardEntryId!)?.expiresAt ?? now, now)) continue;
    await append(tx, { rewardsId: account.rewardsId, kind: 'reversed', amount: part, rewardEntryId, ...orderColumns(input.order), currency: account.currency, note: input.returnOrderId ? `return ${input.returnOrderId}` : 'cancellation', createdAt: now });
    restored += part;
  }
  return { restored, forfeited: input.amount - restored };
}

/**
 * Take back the credit of a purchase that no longer qualifies (returned or cancelled under the
 * threshold). A credit still unused is reversed. One already in a reward that cannot be spent yet
 * withdraws that reward and gives its other credits back; one in a reward already spendable takes
 * the newest unused credit instead, if there is one. Once only per order.
 */
export async function reverseCredit(tx: Executor, input: { rewardsId: string; order: LedgerOrder; note: string }, now: Date): Promise<'reversed' | 'rewardWithdrawn' | 'laterCreditTaken' | 'nothingToTake' | 'notCredited'> {
  const account = await lockAccount(tx, input.rewardsId);
  const [credit] = await tx.select().from(rewardsLedger).where(and(eq(rewardsLedger.orderId, input.order.id), eq(rewardsLedger.kind, 'credit_earned')));
  if (!credit) return 'notCredited';
  const [done] = await tx.select({ id: rewardsLedger.id }).from(rewardsLedger).where(and(eq(rewardsLedger.orderId, input.order.id), eq(rewardsLedger.kind, 'reversed'), lte(rewardsLedger.amount, 0))).limit(1);
  if (done) return 'notCredited';
  const base = { rewardsId: account.rewardsId, kind: 'reversed' as const, ...orderColumns(input.order), currency: account.currency, note: input.note, createdAt: now };

  const [use] = await tx.select().from(rewardsCreditUses).where(eq(rewardsCreditUses.creditEntryId, credit.id));
  if (!use) {
    await spendCredits(tx, [credit], await append(tx, { ...base, credits: -1 }));
    return 'reversed';
  }
  const [usedBy] = await tx.select().from(rewardsLedger).where(eq(rewardsLedger.id, use.usedByEntryId));
  const reward = usedBy?.kind === 'reward_issued' ? (await rewardsOf(tx, account.rewardsId)).find((r) => r.entryId === usedBy.id) : undefined;
  if (reward && reward.availableAt > now && reward.remaining === reward.amount) {
    await append(tx, { ...base, amount: -reward.remaining, rewardEntryId: reward.entryId });
    const siblings = await tx
      .select({ entry: rewardsLedger })
      .from(rewardsCreditUses)
      .innerJoin(rewardsLedger, eq(rewardsLedger.id, rewardsCreditUses.creditEntryId))
      .where(and(eq(rewardsCreditUses.usedByEntryId, reward.entryId), sql`${rewardsLedger.id} <> ${credit.id}`));
    for (const { entry } of siblings) {
      await append(tx, { rewardsId: account.rewardsId, kind: 'adjusted', credits: 1, currency: account.currency, expiresAt: entry.expiresAt, note: `credit back from withdrawn reward ${reward.entryId}`, createdAt: now });
    }
    return 'rewardWithdrawn';
  }
  const later = (await unusedCredits(tx, account.rewardsId)).filter((c) => !hasExpired(c.expiresAt!, now)).at(-1);
  if (later) {
    await spendCredits(tx, [later], await append(tx, { ...base, credits: -1 }));
    return 'laterCreditTaken';
  }
  await append(tx, { ...base, note: `${input.note}; its credit had already become a reward and no later credit was left` });
  return 'nothingToTake';
}

/** A merge: the unused credits and the rewards left in `from` move to `to`, keeping their dates. */
export async function moveBalances(tx: Executor, from: string, to: string, now: Date): Promise<{ credits: number; amount: number }> {
  // Lock in a fixed order so two merges the other way round cannot deadlock.
  const [first, second] = [from, to].sort();
  const a = await lockAccount(tx, first!);
  const b = await lockAccount(tx, second!);
  const source = a.rewardsId === from ? a : b;
  const target = a.rewardsId === to ? a : b;
  if (source.currency !== target.currency) throw new RewardsError('CURRENCY_MISMATCH', 'Rewards accounts of different markets cannot be merged');
  await expire(tx, source, now);
  await expire(tx, target, now);
  const note = `merged from ${from} into ${to}`;
  const credits = await unusedCredits(tx, from);
  if (credits.length) {
    await spendCredits(tx, credits, await append(tx, { rewardsId: from, kind: 'adjusted', credits: -credits.length, currency: source.currency, note, createdAt: now }));
    for (const credit of credits) {
      await append(tx, { rewardsId: to, kind: 'adjusted', credits: 1, currency: target.currency, expiresAt: credit.expiresAt, note, createdAt: now });
    }
  }
  let amount = 0;
  for (const reward of (await rewardsOf(tx, from)).filter((r) => r.remaining > 0)) {
    await append(tx, { rewardsId: from, kind: 'adjusted', amount: -reward.remaining, rewardEntryId: reward.entryId, currency: source.currency, note, createdAt: now });
    await append(tx, { rewardsId: to, kind: 'adjusted', amount: reward.remaining, currency: target.currency, availableAt: reward.availableAt, expiresAt: reward.expiresAt, note, createdAt: now });
    amount += reward.remaining;
  }
  await issueRewards(tx, target, now);
  return { credits: credits.length, amount };
}

/** Write down expiries for every account with something due (the operator's sweep). */
export async function expireDue(tx: Executor, now: Date): Promise<number> {
  const due = await tx
    .selectDistinct({ rewardsId: rewardsLedger.rewardsId })
    .from(rewardsLedger)
    .where(and(lte(rewardsLedger.expiresAt, now), sql`(${rewardsLedger.credits} > 0 or (${rewardsLedger.amount} > 0 and ${rewardsLedger.rewardEntryId} is null))`));
  for (const { rewardsId } of due) await expire(tx, await lockAccount(tx, rewardsId), now);
  return due.length;
}

export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  credits: number;
  amount: number;
  currency: CurrencyCode;
  at: Date;
  availableAt: Date | null;
  expiresAt: Date | null;
  orderNumber: string | null;
  orderType: string | null;
  creditRequestId: number | null;
  note: string | null;
}

/** The account's entries, newest first, with the order each belongs to. */
export async function ledgerEntries(tx: Executor, rewardsId: string, filter: { from?: Date; to?: Date; orderType?: string } = {}): Promise<LedgerLine[]> {
  const entries = await tx
    .select()
    .from(rewardsLedger)
    .where(
      and(
        eq(rewardsLedger.rewardsId, rewardsId),
        filter.from ? sql`${rewardsLedger.createdAt} >= ${filter.from}` : undefined,
        filter.to ? sql`${rewardsLedger.createdAt} < ${filter.to}` : undefined,
        filter.orderType ? eq(rewardsLedger.orderType, filter.orderType) : undefined,
      ),
    )
    .orderBy(desc(rewardsLedger.createdAt), desc(rewardsLedger.id));
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    credits: entry.credits,
    amount: entry.amount,
    currency: entry.currency,
    at: entry.createdAt,
    availableAt: entry.availableAt,
    expiresAt: entry.expiresAt,
    orderNumber: entry.orderNumber,
    orderType: entry.orderType,
    creditRequestId: entry.creditRequestId,
    note: entry.note,
  }));
}
