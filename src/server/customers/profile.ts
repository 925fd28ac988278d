import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { brazilAddressSchema } from '@/lib/br-address';
import { isUuid } from '@/lib/ids';
import { isLocale, type Locale } from '@/lib/markets';
import { validateEmail, type Country, type MessageKey } from '@/lib/validation';
import {
  profileFieldErrors,
  profileNamesSchema,
  savedAddressSchema,
  type ProfileNames,
  type PromoPreferences,
  type SavedAddressPayload,
} from '@/lib/validation/profile';
import { lookupUsZip, mxStateOfPostalCode } from '@/server/checkout/address-validation';
import { db, type Executor } from '@/server/db/client';
import { enqueueEmail, kickDelivery } from '@/server/platform/email/outbox';
import { DomainError } from '@/server/platform/domain-error';
import { callLimiter } from '@/server/platform/rate-limit';
import { authRefusal } from './auth-errors';
import { auth, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MINUTES } from './auth';
import { authAccounts, authSessions, authUsers, authVerifications } from './auth-schema';
import type { Member } from './member';
import { verifyPassword } from '@/server/platform/passwords';
import { emailChangeCodeEmail, emailChangedEmail, passwordChangedEmail } from './profile-emails';
import { customerAddresses, type CustomerAddressRow } from './profile-schema';

/**
 * The member's profile (/user/myProfile): names and phone, e-mail address, password, address book
 * and promotion preferences. Everything is read and written by the member's id only; another
 * member's address answers 404 (decision 020).
 *
 * E-mail change: the current password, then a 6-digit code to the NEW address; the address changes
 * only when the code is entered, and the old address is told. Whether the new address already has an
 * account is never told: the answer is "a code was sent" either way (no mail goes to an address that
 * has an account), and confirmation refuses with the same words as a wrong code.
 */

/** A message key of the catalogue: a spec §5 rule's or one of the profile page's. */
export type ProfileMessageKey = MessageKey | `account.profile.errors.${string}`;

/** A field's message, or `_form` for one about the whole form. */
export type ProfileErrors = Record<string, ProfileMessageKey>;

export type ProfileResult<T> = { ok: true; value: T } | { ok: false; errors: ProfileErrors };

const fail = <T>(errors: ProfileErrors): ProfileResult<T> => ({ ok: false, errors });

export const MAX_SAVED_ADDRESSES = 10;
/** New-address codes a member may ask for in an hour (each one e-mails someone). */
export const EMAIL_CHANGE_CODES_PER_HOUR = 5;

function createLimits() {
  return { emailChangeCodes: callLimiter('profile:email-change-code', EMAIL_CHANGE_CODES_PER_HOUR, 3_600_000) };
}
const holder = globalThis as unknown as { __profileLimits?: ReturnType<typeof createLimits> };
/** Per member (a member can only slow themselves down); the pages add the per-caller limits of limits.ts. */
export const profileLimits = (holder.__profileLimits ??= createLimits());

const localeOf = (member: Pick<Member, 'locale'>): Locale => (isLocale(member.locale) ? member.locale : 'en-US');

// ---------------------------------------------------------------- names and phone

/** Spec §5 names and the market's phone rule; the account's display name follows. */
export async function saveNames(executor: Executor, memberId: string, input: unknown, country: Country): Promise<ProfileResult<ProfileNames>> {
  const parsed = profileNamesSchema(country).safeParse(input ?? {});
  if (!parsed.success) return fail(profileFieldErrors(parsed.error));
  const { firstName, lastName, phone } = parsed.data;
  await executor.update(authUsers).set({ firstName, lastName, phone, name: `${firstName} ${lastName}` }).where(eq(authUsers.id, memberId));
  return { ok: true, value: parsed.data };
}

// ---------------------------------------------------------------- e-mail change

const changeIdentifier = (memberId: string) => `change-email:${memberId}`;

interface PendingChange {
  email: string;
  hash: string;
  attempts: number;
}

async function codeHash(memberId: string, email: string, code: string): Promise<string> {
  const { secret } = await auth().$context;
  return createHmac('sha256', secret).update(`${memberId}:${email}:${code}`).digest('base64url');
}

async function passwordMatches(memberId: string, password: string): Promise<boolean> {
  const [credential] = await db()
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, memberId), eq(authAccounts.providerId, 'credential')));
  return !!credential?.hash && (await verifyPassword({ hash: credential.hash, password }));
}

/**
 * Step 1: check the current password and send a code to the new address. The answer is the same
 * whether or not another account has that address; only a free address is actually written to.
 */
export async function requestEmailChange(member: Pick<Member, 'id' | 'email' | 'locale'>, input: { newEmail: unknown; currentPassword: unknown }): Promise<ProfileResult<{ email: string }>> {
  const typed = typeof input.newEmail === 'string' ? input.newEmail.trim() : '';
  const password = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  const errors: ProfileErrors = {};
  const emailError = validateEmail(typed);
  if (emailError) errors.newEmail = emailError;
  else if (typed.toLowerCase() === member.email.toLowerCase()) errors.newEmail = 'account.profile.errors.sameEmail';
  if (!password) errors.currentPassword = 'account.profile.errors.currentPasswordMissing';
  if (Object.keys(errors).length) return fail(errors);
  if (!(await profileLimits.emailChangeCodes.take(member.id)).allowed) return fail({ _form: 'account.profile.errors.tooMany' });
  if (password.length > PASSWORD_MAX_LENGTH || !(await passwordMatches(member.id, password))) return fail({ currentPassword: 'account.profile.errors.wrongPassword' });

  const email = typed.toLowerCase();
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const pending: PendingChange = { email, hash: await codeHash(member.id, email, code), attempts: 0 };
  const locale = localeOf(member);
  // Rendered either way, so the answer takes as long for an address that has an account.
  const mail = await emailChangeCodeEmail(code, SIGN_IN_CODE_MINUTES, locale);
  const sent = await db().transaction(async (tx) => {
    await tx.delete(authVerifications).where(eq(authVerifications.identifier, changeIdentifier(member.id)));
    await tx.insert(authVerifications).values({
      id: randomBytes(16).toString('hex'),
      identifier: changeIdentifier(member.id),
      value: JSON.stringify(pending),
      expiresAt: new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000),
    });
    const [taken] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    if (taken) return false;
    await enqueueEmail(tx, { kind: 'emailChangeCode', locale, to: email, ...mail });
    return true;
  });
  if (sent) kickDelivery();
  return { ok: true, value: { email } };
}

const codeRefused = (key: 'codeInvalid' | 'codeExpired' | 'codeLocked'): ProfileResult<never> => fail({ code: `account.profile.errors.${key}` });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}

/**
 * Step 2: the code from the new address. The right code changes the address (proved, so verified)
 * and tells the old one. A wrong code counts against SIGN_IN_CODE_ATTEMPTS; an address that has
 * meanwhile become another account's is refused like a wrong code.
 */
export async function confirmEmailChange(member: Pick<Member, 'id'>, code: unknown): Promise<ProfileResult<{ email: string }>> {
  const typed = typeof code === 'string' ? code.replace(/\s/g, '') : '';
  if (!new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(typed)) return codeRefused('codeInvalid');
  try {
    const outcome = await db().transaction(async (tx) => {
      const [row] = await tx.select().from(authVerifications).where(eq(authVerifications.identifier, changeIdentifier(member.id))).for('update');
      if (!row) return codeRefused('codeInvalid');
      const pending = JSON.parse(row.value) as PendingChange;
      if (row.expiresAt.getTime() <= Date.now()) {
        await tx.delete(authVerifications).where(eq(authVerifications.id, row.id));
        return codeRefused('codeExpired');
      }
      if (pending.attempts >= SIGN_IN_CODE_ATTEMPTS) return codeRefused('codeLocked');
      const expected = Buffer.from(pending.hash);
      const actual = Buffer.from(await codeHash(member.id, pending.email, typed));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await tx.update(authVerifications).set({ value: JSON.stringify({ ...pending, attempts: pending.attempts + 1 }) }).where(eq(authVerifications.id, row.id));
        return codeRefused(pending.attempts + 1 >= SIGN_IN_CODE_ATTEMPTS ? 'codeLocked' : 'codeInvalid');
      }
      await tx.delete(authVerifications).where(eq(authVerifications.id, row.id));
      const [taken] = await tx.select({ id: authUsers.id }).from(authUsers).where(and(eq(authUsers.email, pending.email), ne(authUsers.id, member.id)));
      if (taken) return codeRefused('codeInvalid');
      const [before] = await tx.select({ email: authUsers.email, firstName: authUsers.firstName, locale: authUsers.locale }).from(authUsers).where(eq(authUsers.id, member.id)).for('update');
      if (!before) return codeRefused('codeInvalid');
      await tx.update(authUsers).set({ email: pending.email, emailVerified: true }).where(eq(authUsers.id, member.id));
      const locale = localeOf(before);
      await enqueueEmail(tx, { kind: 'emailChanged', locale, to: before.email, ...(await emailChangedEmail(before.firstName, pending.email, locale)) });
      return { ok: true as const, value: { email: pending.email } };
    });
    if (outcome.ok) kickDelivery();
    return outcome;
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return codeRefused('codeInvalid');
    throw error;
  }
}

// ---------------------------------------------------------------- password

/**
 * Change the password through better-auth (same length rules as registration, hashed by it). Every
 * other session ends; this browser goes on with a new session (better-auth sets its cookie), which
 * keeps this one's "keep me signed in". The member is told by e-mail. Answers the Set-Cookie values.
 */
export async function changePassword(
  requestHeaders: Headers,
  member: Pick<Member, 'id' | 'email' | 'firstName' | 'locale' | 'autoLogin'>,
  input: { currentPassword: unknown; newPassword: unknown },
): Promise<ProfileResult<{ setCookies: string[] }>> {
  const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
  const errors: ProfileErrors = {};
  if (!currentPassword) errors.currentPassword = 'account.profile.errors.currentPasswordMissing';
  if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH) errors.newPassword = 'account.profile.errors.passwordLength';
  else if (newPassword === currentPassword) errors.newPassword = 'account.profile.errors.samePassword';
  if (Object.keys(errors).length) return fail(errors);
  let changed: { headers: Headers; response: { token: string | null } };
  try {
    changed = await auth().api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: requestHeaders, returnHeaders: true });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    const { code } = refusal;
    if (code === 'INVALID_PASSWORD') return fail({ currentPassword: 'account.profile.errors.wrongPassword' });
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return fail({ _form: 'account.profile.errors.noPassword' });
    if (code === 'UNAUTHORIZED') return fail({ _form: 'account.profile.errors.signedOut' });
    throw error;
  }
  const { token } = changed.response;
  if (token) await db().update(authSessions).set({ autoLogin: member.autoLogin, lastActiveAt: new Date() }).where(eq(authSessions.token, token));
  const locale = localeOf(member);
  await enqueueEmail(db(), { kind: 'passwordChanged', locale, to: member.email, ...(await passwordChangedEmail(member.firstName, locale)) });
  kickDelivery();
  return { ok: true, value: { setCookies: changed.headers.getSetCookie() } };
}

// ---------------------------------------------------------------- address book

/** An address-book entry; `number` and `neighborhood` are Brazil's número and bairro ('' in the other markets, decision 058). */
export interface SavedAddress extends SavedAddressPayload {
  id: string;
  country: Country;
  isDefault: boolean;
  number: string;
  neighborhood: string;
}

function savedAddress(row: CustomerAddressRow): SavedAddress {
  const { id, country, isDefault, firstName, lastName, address1, address2, number, neighborhood, city, state, postalCode, phoneNumber } = row;
  return { id, country, isDefault, firstName, lastName, address1, address2, number, neighborhood, city, state, postalCode, phoneNumber };
}

/** The state a US ZIP or a Mexican código postal belongs to; null when the tables do not know it (then nothing is said). */
const stateOfPostalCode = (country: 'US' | 'MX', postalCode: string) => (country === 'US' ? (lookupUsZip(postalCode.slice(0, 5))?.state ?? null) : mxStateOfPostalCode(postalCode));

/**
 * The entry's schema for its market: Brazil's is checkout's (decision 058: CEP in the UF's range,
 * número and bairro); the others keep the spec §5 form, with the ZIP or código postal in the
 * state chosen (shipping and tax follow the state), and save '' for número and bairro.
 */
function addressBookSchema(country: Country) {
  if (country === 'BR') return brazilAddressSchema();
  return savedAddressSchema(country)
    .superRefine((payload, ctx) => {
      const state = stateOfPostalCode(country, payload.postalCode);
      if (state && state !== payload.state) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'validation.zipCode.otherState' });
    })
    .transform((payload) => ({ ...payload, number: '', neighborhood: '' }));
}

/** A saved address as checkout's address form holds it: Brazil's número and bairro go back into their own fields. */
export function checkoutAddressOf(address: SavedAddress) {
  const { firstName, lastName, address1, address2, number, neighborhood, city, state, postalCode } = address;
  return { firstName, lastName, address1, address2: address2 ?? '', number, neighborhood, city, state, zipCode: postalCode };
}

export function addressNotFound(): DomainError {
  return new DomainError('notFound', { errorCode: 'ADDRESS_NOT_FOUND', errorMessageKey: 'account.profile.errors.addressNotFound', errorMessageDefault: 'Address not found' });
}

const mine = (memberId: string, addressId: string) => and(eq(customerAddresses.id, addressId), eq(customerAddresses.profileId, memberId));

/** The member's addresses, the default first, then in the order they were added. */
export async function listAddresses(executor: Executor, memberId: string): Promise<SavedAddress[]> {
  const rows = await executor
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.profileId, memberId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(savedAddress);
}

/** One of the member's addresses; another member's (or a malformed id) is not found. */
export async function addressOf(executor: Executor, memberId: string, addressId: string): Promise<SavedAddress | null> {
  if (!isUuid(addressId)) return null;
  const [row] = await executor.select().from(customerAddresses).where(mine(memberId, addressId));
  return row ? savedAddress(row) : null;
}

/** Serialises a member's address-book changes (the limit and the one default hold under concurrency). */
async function lockMember(tx: Executor, memberId: string): Promise<void> {
  await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, memberId)).for('update');
}

/** Add an address checked by the market's rules; the first one, or one asked to be, becomes the default. */
export async function addAddress(memberId: string, input: unknown, country: Country, options: { makeDefault?: boolean } = {}): Promise<ProfileResult<SavedAddress>> {
  const parsed = addressBookSchema(country).safeParse(input ?? {});
  if (!parsed.success) return fail(profileFieldErrors(parsed.error));
  return db().transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.profileId, memberId));
    if (count >= MAX_SAVED_ADDRESSES) return fail<SavedAddress>({ _form: 'account.profile.errors.addressLimit' });
    const isDefault = count === 0 || !!options.makeDefault;
    if (isDefault) await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.profileId, memberId));
    const [row] = await tx.insert(customerAddresses).values({ ...parsed.data, profileId: memberId, country, isDefault }).returning();
    return { ok: true as const, value: savedAddress(row!) };
  });
}

/** Correct an address, by the rules of the market it was saved in. Throws 404 when it is not the member's. */
export async function updateAddress(memberId: string, addressId: string, input: unknown): Promise<ProfileResult<SavedAddress>> {
  const existing = await addressOf(db(), memberId, addressId);
  if (!existing) throw addressNotFound();
  const parsed = addressBookSchema(existing.country).safeParse(input ?? {});
  if (!parsed.success) return fail(profileFieldErrors(parsed.error));
  const [row] = await db().update(customerAddresses).set({ ...parsed.data, updatedAt: new Date() }).where(mine(memberId, addressId)).returning();
  if (!row) throw addressNotFound();
  return { ok: true, value: savedAddress(row) };
}

/** Delete an address; when it was the default, the most recently changed one left takes its place. Throws 404 when it is not the member's. */
export async function deleteAddress(memberId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw addressNotFound();
  await db().transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [deleted] = await tx.delete(customerAddresses).where(mine(memberId, addressId)).returning();
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.profileId, memberId))
      .orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.createdAt))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
}

/** Make an address the default. Throws 404 when it is not the member's. */
export async function makeDefaultAddress(memberId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw addressNotFound();
  await db().transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [target] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(mine(memberId, addressId));
    if (!target) throw addressNotFound();
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(eq(customerAddresses.profileId, memberId), eq(customerAddresses.isDefault, true)));
    await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, addressId));
  });
}

// ---------------------------------------------------------------- promotion preferences

/** Spec §7 promotion preferences: saves both, answers what is stored; null when the member is gone (signed out, for the caller). */
export async function savePromoPreferences(executor: Executor, memberId: string, preferences: PromoPreferences): Promise<PromoPreferences | null> {
  const [saved] = await executor
    .update(authUsers)
    .set({ receivePromoAndSpecialEvents: preferences.receivePromoAndSpecialEvents, receivePromoPrint: preferences.receivePromoPrint })
    .where(eq(authUsers.id, memberId))
    .returning({ receivePromoAndSpecialEvents: authUsers.receivePromoAndSpecialEvents, receivePromoPrint: authUsers.receivePromoPrint });
  return saved ?? null;
}

/** Gives a member without a phone number this one (their order's, after /completeAccount); a phone they have is kept. Whether it did. */
export async function adoptPhone(executor: Executor, memberId: string, phone: string): Promise<boolean> {
  const updated = await executor
    .update(authUsers)
    .set({ phone })
    .where(and(eq(authUsers.id, memberId), eq(authUsers.phone, '')))
    .returning({ id: authUsers.id });
  return updated.length > 0;
}
