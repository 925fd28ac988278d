import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrencyCode } from '@/lib/markets';
import {
  SECURITY_QUESTIONS,
  isRewardsId,
  maskEmail,
  maskName,
  maskPhone,
  maskPostalCode,
  normaliseSecurityAnswer,
  rewardsIdDigits,
  type MaskedProfile,
  type SecurityQuestion,
} from '@/lib/rewards';
import { phoneDigits, postalCodeToSend, validateFirstName, validateLastName, validatePhone, validateZipCode, type Country } from '@/lib/validation';
import { ruleField } from '@/lib/validation/address';
import type { Member } from '@/server/customers/member';
import { hashPassword } from '@/server/platform/passwords';
import { linkRewardsId, linkedRewardsId, rewardsHolder } from '@/server/customers/rewards-link';
import { db, type Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { OFFERS_ALERT_TYPE, raiseAlert } from './alerts';
import { RewardsError, moveBalances } from './ledger';
import { REWARDS_ERRORS } from './link-http';
import { rewardsAccounts } from './schema';
import { openToken, sealToken, tokenSecret } from './tokens';

export type { MaskedProfile };

/**
 * Joining and linking a rewards account (docs/decisions/021-rewards.md, issue 8 contract 1 to 6).
 * A rewards account and an online account point at each other (`rewards_accounts.user_id`,
 * `auth_users.rewards_id`). Linking needs proof: the member's verified e-mail is the account's,
 * or its security question is answered (security.ts); otherwise only a store can verify it.
 * A member who already has an account merges the verified one into theirs.
 */

export type RewardsAccountRow = typeof rewardsAccounts.$inferSelect;

// ---------------------------------------------------------------- profiles


const questionOf = (row: Pick<RewardsAccountRow, 'securityQuestion' | 'securityAnswerHash'>): SecurityQuestion | null =>
  row.securityAnswerHash && (SECURITY_QUESTIONS as readonly string[]).includes(row.securityQuestion ?? '') ? (row.securityQuestion as SecurityQuestion) : null;

/** The masked profile; the last name in clear only where the caller typed it (a lookup). */
export function maskedProfile(row: RewardsAccountRow, profileKey: string, options: { showLastName: boolean }): MaskedProfile {
  return {
    profileKey,
    firstName: maskName(row.firstName),
    lastName: options.showLastName ? row.lastName : maskName(row.lastName),
    email: row.email ? maskEmail(row.email) : '',
    phoneNumber: row.phoneNumber ? maskPhone(row.phoneNumber) : '',
    postalCode: row.postalCode ? maskPostalCode(row.postalCode) : '',
    securityQuestion: questionOf(row),
    joinedYear: row.createdAt.getUTCFullYear(),
  };
}

/** The account needs completing on /updateRewardsAccount: no phone, postal code or security question. */
export function profileUpdateRequired(row: Pick<RewardsAccountRow, 'phoneNumber' | 'postalCode' | 'securityQuestion' | 'securityAnswerHash'>): boolean {
  return !row.phoneNumber || !row.postalCode || !questionOf(row);
}

// ---------------------------------------------------------------- ids and accounts

/** Eleven random digits (the card's number); the first is never 0, so the number reads the same everywhere. */
export function randomRewardsId(): string {
  return String(randomInt(1, 10)) + Array.from({ length: 10 }, () => randomInt(0, 10)).join('');
}

/**
 * Insert an account under a new rewards id, drawing again on a collision. ON CONFLICT DO NOTHING,
 * so a collision inside a transaction does not abort it.
 */
async function insertAccount(executor: Executor, values: Omit<typeof rewardsAccounts.$inferInsert, 'rewardsId'>): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await executor
      .insert(rewardsAccounts)
      .values({ ...values, rewardsId: randomRewardsId() })
      .onConflictDoNothing({ target: rewardsAccounts.rewardsId })
      .returning({ rewardsId: rewardsAccounts.rewardsId });
    if (row) return row.rewardsId;
  }
  throw new Error('Could not draw a free rewards id');
}

/** A rewards id that no account has yet (for callers that show it before creating the account). */
export async function newRewardsId(executor: Executor): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const id = randomRewardsId();
    const [taken] = await executor.select({ id: rewardsAccounts.rewardsId }).from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, id));
    if (!taken) return id;
  }
  throw new Error('Could not draw a free rewards id');
}

const answerHash = async (answer: string | null | undefined) => {
  const normalised = normaliseSecurityAnswer(answer ?? '');
  return normalised ? hashPassword(normalised) : null;
};

/** An answer is at most this long; blank (after normalising) is no answer. */
export const SECURITY_ANSWER_MAX_LENGTH = 64;
function securityAnswerError(value: unknown): string | null {
  if (typeof value !== 'string' || !normaliseSecurityAnswer(value)) return 'rewards.errors.answerMissing';
  return value.length > SECURITY_ANSWER_MAX_LENGTH ? 'rewards.errors.answerTooLong' : null;
}
const securityAnswerField = z.unknown().transform((value, ctx) => {
  const error = securityAnswerError(value);
  if (error) {
    ctx.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  }
  return value as string;
});
const securityQuestionField = z.enum(SECURITY_QUESTIONS, { error: () => 'rewards.errors.questionMissing' });

/** The join form's body (contract 5): spec §5 names, the market's phone and postal code, a question and its answer, the terms. */
export function joinRewardsSchema(country: Country) {
  return z
    .object(
      {
        firstName: ruleField((value) => validateFirstName(value, country)),
        lastName: ruleField((value) => validateLastName(value, country)),
        phoneNumber: ruleField((value) => validatePhone(value, country)),
        zipcode: ruleField((value) => validateZipCode(value, country)),
        securityQuestion: securityQuestionField,
        securityAnswer: securityAnswerField,
        acceptTerms: z.literal(true, { error: () => 'rewards.errors.termsRequired' }),
        receivePromoAndSpecialEvents: z.boolean().optional(),
      },
      { error: () => 'validation.form.incomplete' },
    )
    .transform((v) => ({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      phoneNumber: phoneDigits(v.phoneNumber, country),
      postalCode: postalCodeToSend(v.zipcode, country),
      securityQuestion: v.securityQuestion,
      securityAnswer: v.securityAnswer,
      receivePromoAndSpecialEvents: v.receivePromoAndSpecialEvents,
    }));
}
export type JoinRewardsInput = z.output<ReturnType<typeof joinRewardsSchema>>;

/**
 * Join online (contract 5): a new account of the market's currency, source 'online', linked to the
 * member at once (their verified e-mail is its e-mail); the answer is stored hashed; user type 4
 * is cleared. A member who already has one is refused (409 ALREADY_A_MEMBER).
 */
export async function joinRewards(member: Pick<Member, 'id'>, input: JoinRewardsInput, currency: CurrencyCode, now = new Date()): Promise<{ rewardsId: string }> {
  const hash = await answerHash(input.securityAnswer);
  return db().transaction(async (tx) => {
    const user = await rewardsHolder(tx, member.id, { lock: true });
    if (!user) throw new DomainError('forbidden', REWARDS_ERRORS.completeAccount);
    if (user.rewardsId) throw new DomainError('conflict', REWARDS_ERRORS.alreadyMember);
    const rewardsId = await insertAccount(tx, {
      currency,
      userId: member.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: user.email.toLowerCase(),
      phoneNumber: input.phoneNumber,
      postalCode: input.postalCode,
      securityQuestion: input.securityQuestion,
      securityAnswerHash: hash,
      source: 'online',
      termsAcceptedAt: now,
      createdAt: now,
    });
    // The account is locked and has no membership: this links it (user type 4 cleared, the offers choice kept).
    if (!(await linkRewardsId(tx, member.id, rewardsId, { receivePromoAndSpecialEvents: input.receivePromoAndSpecialEvents }))) throw new DomainError('conflict', REWARDS_ERRORS.alreadyMember);
    // Joined without the e-mail offers: the OP alert invites them once (spec §4 loyalty alerts).
    if (input.receivePromoAndSpecialEvents === false) await raiseAlert(tx, OFFERS_ALERT_TYPE, { userIds: [member.id] }, now);
    return { rewardsId };
  });
}

export interface UnlinkedAccountInput {
  firstName: string;
  lastName: string;
  email?: string | null;
  /** Digits only. */
  phoneNumber?: string | null;
  /** As sent (US and Mexico: 5 digits). */
  postalCode?: string | null;
  securityQuestion?: SecurityQuestion | null;
  securityAnswer?: string | null;
  currency: CurrencyCode;
  source: 'checkout' | 'store';
  termsAccepted?: boolean;
}

/**
 * An account joined at a guest checkout or in a store, linked to no online account (the shopper
 * links it later by e-mail or by its question). The caller has validated the fields; a question
 * without an answer is dropped.
 */
export async function createUnlinkedAccount(executor: Executor, input: UnlinkedAccountInput, now = new Date()): Promise<{ rewardsId: string }> {
  const hash = input.securityQuestion ? await answerHash(input.securityAnswer) : null;
  const rewardsId = await insertAccount(executor, {
    currency: input.currency,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email?.trim().toLowerCase() || null,
    phoneNumber: input.phoneNumber?.replace(/\D/g, '') || null,
    postalCode: input.postalCode?.trim() || null,
    securityQuestion: hash ? input.securityQuestion! : null,
    securityAnswerHash: hash,
    source: input.source,
    termsAcceptedAt: input.termsAccepted === false ? null : now,
    createdAt: now,
  });
  return { rewardsId };
}

/**
 * Link a verified account to a member who has none (both sides, user type 4 cleared). Refuses an
 * account linked to someone else (409 REWARDS_ID_TAKEN) and a member who already has one (409
 * ALREADY_A_MEMBER: they merge instead). Run it in the transaction that verified the account.
 */
export async function linkAccount(tx: Executor, memberId: string, rewardsId: string): Promise<void> {
  const [account] = await tx
    .update(rewardsAccounts)
    .set({ userId: memberId })
    .where(and(eq(rewardsAccounts.rewardsId, rewardsId), eq(rewardsAccounts.status, 'active'), sql`(${rewardsAccounts.userId} is null or ${rewardsAccounts.userId} = ${memberId})`))
    .returning({ rewardsId: rewardsAccounts.rewardsId });
  if (!account) throw new DomainError('conflict', REWARDS_ERRORS.taken);
  if (!(await linkRewardsId(tx, memberId, rewardsId))) throw new DomainError('conflict', REWARDS_ERRORS.alreadyMember);
}

/** The contract 6 body: each field optional (absent = unchanged); a question and its answer go together. */
export function rewardsProfileSchema(country: Country) {
  return z
    .object(
      { phoneNumber: z.unknown().optional(), zipcode: z.unknown().optional(), securityQuestion: securityQuestionField.optional(), securityAnswer: z.unknown().optional() },
      { error: () => 'validation.form.incomplete' },
    )
    .superRefine((v, ctx) => {
      const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      const phoneError = v.phoneNumber === undefined ? null : validatePhone(v.phoneNumber, country);
      if (phoneError) fail('phoneNumber', phoneError);
      const zipError = v.zipcode === undefined ? null : validateZipCode(v.zipcode, country);
      if (zipError) fail('zipcode', zipError);
      if (v.securityQuestion || v.securityAnswer !== undefined) {
        const answerError = securityAnswerError(v.securityAnswer);
        if (answerError) fail('securityAnswer', answerError);
        if (!v.securityQuestion) fail('securityQuestion', 'rewards.errors.questionMissing');
      }
    })
    .transform((v) => ({
      phoneNumber: v.phoneNumber === undefined ? undefined : phoneDigits(v.phoneNumber, country),
      postalCode: v.zipcode === undefined ? undefined : postalCodeToSend(v.zipcode, country),
      security: v.securityQuestion ? { question: v.securityQuestion, answer: String(v.securityAnswer) } : undefined,
    }));
}
export type RewardsProfileInput = z.output<ReturnType<typeof rewardsProfileSchema>>;

/** The member's own account as /updateRewardsAccount shows it (their own details, unmasked). */
export interface RewardsProfile {
  rewardsId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  securityQuestion: SecurityQuestion | null;
  profileUpdateRequired: boolean;
}

const ownProfile = (row: RewardsAccountRow): RewardsProfile => ({
  rewardsId: row.rewardsId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email ?? '',
  phoneNumber: row.phoneNumber ?? '',
  postalCode: row.postalCode ?? '',
  securityQuestion: questionOf(row),
  profileUpdateRequired: profileUpdateRequired(row),
});

/** The account linked to the member, or null. */
export async function rewardsProfileOf(executor: Executor, memberId: string): Promise<RewardsProfile | null> {
  const [row] = await executor
    .select()
    .from(rewardsAccounts)
    .where(and(eq(rewardsAccounts.userId, memberId), eq(rewardsAccounts.status, 'active')));
  return row ? ownProfile(row) : null;
}

/**
 * Complete or correct the member's linked account (contract 6, /updateRewardsAccount): phone,
 * postal code, a new question and answer (hashed; the wrong-answer count starts again). 404 when
 * the member has no account.
 */
export async function updateRewardsProfile(memberId: string, input: RewardsProfileInput): Promise<RewardsProfile> {
  const hash = input.security ? await answerHash(input.security.answer) : null;
  const [row] = await db()
    .update(rewardsAccounts)
    .set({
      ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber || null }),
      ...(input.postalCode === undefined ? {} : { postalCode: input.postalCode || null }),
      ...(input.security && hash ? { securityQuestion: input.security.question, securityAnswerHash: hash, failedAnswers: 0, answersLockedUntil: null } : {}),
    })
    .where(and(eq(rewardsAccounts.userId, memberId), eq(rewardsAccounts.status, 'active')))
    .returning();
  if (!row) throw new DomainError('notFound', REWARDS_ERRORS.notFound);
  return ownProfile(row);
}

// ---------------------------------------------------------------- verifying and linking

/** Contract 2 and 3's answer (the spec's field names, `acountsLinked` included). */
export interface LinkAnswer {
  azProfileInfo: MaskedProfile | null;
  profileUpdateRequired: boolean;
  acountsLinked: boolean;
  validateQuestionsRequired: boolean;
  mergeRequired: boolean;
  mergeToken?: string;
}

export const NO_PROFILE: LinkAnswer = { azProfileInfo: null, profileUpdateRequired: false, acountsLinked: false, validateQuestionsRequired: false, mergeRequired: false };

/** The account named, locked for this transaction; null when there is none in this currency (merged ones included). */
export async function lockRewardsAccount(tx: Executor, rewardsId: string, currency: CurrencyCode): Promise<RewardsAccountRow | null> {
  const [row] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId)).for('update');
  return row && row.status === 'active' && row.currency === currency ? row : null;
}

export const isLocked = (row: Pick<RewardsAccountRow, 'answersLockedUntil'>, now: Date) => !!row.answersLockedUntil && row.answersLockedUntil.getTime() > now.getTime();

/**
 * The account is proven the member's (their e-mail, or the right answer): link it, or, when the
 * member already has another one, answer a merge confirmation. 409 when another member has it.
 */
export async function verified(tx: Executor, memberId: string, account: RewardsAccountRow, secret: string, now: Date): Promise<LinkAnswer> {
  if (account.userId && account.userId !== memberId) throw new DomainError('conflict', REWARDS_ERRORS.taken);
  const user = await rewardsHolder(tx, memberId, { lock: true });
  if (!user) throw new DomainError('forbidden', REWARDS_ERRORS.completeAccount);
  const profile = maskedProfile(account, '', { showLastName: false });
  if (user.rewardsId && user.rewardsId !== account.rewardsId) {
    const mergeToken = sealToken(secret, 'merge', { userId: memberId, rewardsId: account.rewardsId }, now);
    return { ...NO_PROFILE, azProfileInfo: profile, mergeRequired: true, mergeToken };
  }
  if (user.rewardsId !== account.rewardsId) await linkAccount(tx, memberId, account.rewardsId);
  return { ...NO_PROFILE, azProfileInfo: profile, acountsLinked: true, profileUpdateRequired: profileUpdateRequired(account) };
}

/** Which account a check names: the id the member typed, or a profile of their lookup. */
export type RewardsTarget = { rewardsId: string } | { profileKey: string };

/** Contract 2's body: exactly one of rewardsId (11 digits, spaces or dashes allowed) and profileKey. */
export const validateBodySchema = z.union([
  z.strictObject({
    rewardsId: z
      .string({ error: () => 'rewards.errors.cardNumberRequired' })
      .transform(rewardsIdDigits)
      .pipe(z.string().min(1, { error: () => 'rewards.errors.cardNumberRequired' }))
      .refine(isRewardsId, { error: () => 'rewards.errors.invalidId' }),
  }),
  z.strictObject({ profileKey: z.string().min(1).max(512) }),
]);

/**
 * Contract 2: check a rewards id (or a looked-up profile) for the member. Unknown (or merged, or
 * another market's) -> no profile ("Invalid Rewards ID"); linked to another member -> 409; their
 * verified e-mail is the account's -> linked (or merge confirmation); it has a question ->
 * validateQuestionsRequired with a profileKey to answer it with (while locked too: the answer
 * step says so and offers the owner an e-mailed code, security.ts); else 422 REWARDS_VERIFY_IN_STORE.
 */
export async function validateRewardsAccount(member: Pick<Member, 'id'>, target: RewardsTarget, currency: CurrencyCode, now = new Date()): Promise<LinkAnswer> {
  const secret = await tokenSecret();
  let rewardsId: string;
  if ('profileKey' in target) {
    const claims = openToken(secret, 'profile', target.profileKey, member.id, now);
    if (!claims) throw new DomainError('expired', REWARDS_ERRORS.lookupExpired);
    rewardsId = claims.rewardsId;
  } else rewardsId = target.rewardsId;
  return db().transaction(async (tx) => {
    const account = await lockRewardsAccount(tx, rewardsId, currency);
    if (!account) return NO_PROFILE;
    if (account.userId && account.userId !== member.id) throw new DomainError('conflict', REWARDS_ERRORS.taken);
    if (account.userId === member.id) return verified(tx, member.id, account, secret, now);
    const user = await rewardsHolder(tx, member.id);
    if (user?.emailVerified && account.email && account.email === user.email.toLowerCase()) return verified(tx, member.id, account, secret, now);
    if (!questionOf(account)) throw new DomainError('invalid', REWARDS_ERRORS.verifyInStore);
    // Locked, the question step still opens: its answer is refused with the lock's message, which offers the owner an e-mailed code.
    const profileKey = sealToken(secret, 'profile', { userId: member.id, rewardsId }, now);
    return { ...NO_PROFILE, azProfileInfo: maskedProfile(account, profileKey, { showLastName: false }), validateQuestionsRequired: true };
  });
}

// ---------------------------------------------------------------- merging

export interface MergeResult {
  rewardsId: string;
  mergedRewardsId: string;
  credits: number;
  amount: number;
}

/**
 * Contract 4: the member confirms merging the account they verified (the mergeToken names it) into
 * theirs. In one transaction its credits and rewards move (ledger.moveBalances), it becomes
 * 'merged' into the member's and is unlinked. A token that is not the member's, or expired, is
 * refused; an account merged already answers 409.
 */
export async function mergeRewardsAccounts(member: Pick<Member, 'id'>, mergeToken: unknown, currency: CurrencyCode, now = new Date()): Promise<MergeResult> {
  const claims = openToken(await tokenSecret(), 'merge', mergeToken, member.id, now);
  if (!claims) throw new DomainError('expired', REWARDS_ERRORS.lookupExpired);
  const other = claims.rewardsId;
  try {
    return await db().transaction(async (tx) => {
      const [source] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, other)).for('update');
      if (!source || source.currency !== currency) throw new DomainError('notFound', REWARDS_ERRORS.invalidId);
      if (source.status === 'merged') throw new DomainError('conflict', REWARDS_ERRORS.alreadyMerged);
      if (source.userId && source.userId !== member.id) throw new DomainError('conflict', REWARDS_ERRORS.taken);
      const mine = (await rewardsHolder(tx, member.id, { lock: true }))?.rewardsId;
      if (!mine || mine === other) throw new DomainError('conflict', REWARDS_ERRORS.generic);
      const moved = await moveBalances(tx, other, mine, now);
      await tx.update(rewardsAccounts).set({ status: 'merged', mergedInto: mine, userId: null }).where(eq(rewardsAccounts.rewardsId, other));
      return { rewardsId: mine, mergedRewardsId: other, ...moved };
    });
  } catch (error) {
    if (error instanceof RewardsError) throw new DomainError('conflict', REWARDS_ERRORS.generic);
    throw error;
  }
}

/** For /mergeConfirmation?rewardsId=: whether that account was merged into the member's, and into which. */
export async function mergedInto(executor: Executor, memberId: string, mergedRewardsId: string): Promise<{ rewardsId: string; mergedRewardsId: string } | null> {
  if (!isRewardsId(mergedRewardsId)) return null;
  const mine = await linkedRewardsId(executor, memberId);
  if (!mine) return null;
  const [row] = await executor
    .select({ rewardsId: rewardsAccounts.rewardsId })
    .from(rewardsAccounts)
    .where(and(eq(rewardsAccounts.rewardsId, rewardsIdDigits(mergedRewardsId)), eq(rewardsAccounts.status, 'merged'), eq(rewardsAccounts.mergedInto, mine)));
  return row ? { rewardsId: mine, mergedRewardsId: rewardsIdDigits(mergedRewardsId) } : null;
}
