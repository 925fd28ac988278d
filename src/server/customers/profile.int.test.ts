import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { DomainError } from '@/server/platform/domain-error';
import { register, signInWithCode, signInWithPassword } from './accounts';
import { auth } from './auth';
import { authSessions, authUsers } from './auth-schema';
import { memberFromHeaders, type Member } from './member';
import {
  addAddress,
  addressOf,
  changePassword,
  confirmEmailChange,
  deleteAddress,
  EMAIL_CHANGE_CODES_PER_HOUR,
  listAddresses,
  makeDefaultAddress,
  MAX_SAVED_ADDRESSES,
  requestEmailChange,
  saveNames,
  updateAddress,
} from './profile';
import { customerAddresses } from './profile-schema';
import { sessionCookie } from '../../../tests/integration/members';

let emails = 0;
const newEmail = () => `profile-${process.pid}-${++emails}@example.com`;
const none = () => new Headers({ 'user-agent': 'vitest' });
const PASSWORD = 'Sup3r-secret-pw';

async function mailsTo(to: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function cookieAfterSignIn(email: string, password: string, rememberMe = false): Promise<string> {
  const { headers } = await auth().api.signInEmail({ body: { email, password, rememberMe }, headers: new Headers(), returnHeaders: true });
  return sessionCookie(headers.getSetCookie());
}

/** A registered member signed in by password; their Member as the pages see it, and the cookie. */
async function signedInMember(rememberMe = false): Promise<{ member: Member; cookie: string }> {
  const email = newEmail();
  const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: PASSWORD, locale: 'es-MX', receivePromoAndSpecialEvents: true });
  const [mail] = await mailsTo(email);
  expect(await signInWithCode(none(), email, codeIn(mail!.text), token)).toBe('ok');
  const cookie = await cookieAfterSignIn(email, PASSWORD, rememberMe);
  return { member: (await memberFromHeaders(new Headers({ cookie })))!, cookie };
}

const userRow = async (id: string) => (await db().select().from(authUsers).where(eq(authUsers.id, id)))[0]!;

describe('profile: names and phone', () => {
  it('saves names and the phone as digits, and the display name follows', async () => {
    const { member } = await signedInMember();
    const saved = await saveNames(db(), member.id, { firstName: ' José ', lastName: "O'Brien-Muñoz", phone: '55 1234 5678' }, 'MX');
    expect(saved).toEqual({ ok: true, value: { firstName: 'José', lastName: "O'Brien-Muñoz", phone: '5512345678' } });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'José', lastName: "O'Brien-Muñoz", name: "José O'Brien-Muñoz", phone: '5512345678' });
    expect(await saveNames(db(), member.id, { firstName: 'José', lastName: 'Díaz', phone: '' }, 'MX')).toMatchObject({ ok: true, value: { phone: '' } });
  });

  it('refuses with the spec §5 message keys and keeps what was stored', async () => {
    const { member } = await signedInMember();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ firstName: '   ', lastName: '' }, { firstName: 'validation.firstName.missing', lastName: 'validation.lastName.missing' }],
      [{ firstName: 'Mary Ann Jo', lastName: 'de la Cruz y Paz' }, { firstName: 'validation.firstName.tooManySpaces', lastName: 'validation.lastName.tooManySpaces' }],
      [{ firstName: 'R2D2', lastName: 'Sm1th' }, { firstName: 'validation.firstName.invalid', lastName: 'validation.lastName.invalid' }],
      [{ firstName: 'Ana', lastName: 'Díaz', phone: '12345' }, { phone: 'validation.phone.invalid' }],
    ];
    for (const [input, errors] of cases) expect(await saveNames(db(), member.id, input, 'US')).toEqual({ ok: false, errors });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'Ana', lastName: 'Díaz', phone: '' });
  });
});

describe('profile: e-mail change', () => {
  it('changes the address only after the code sent to the new one; a wrong code is refused; the old address is told', async () => {
    const { member } = await signedInMember();
    const next = newEmail();
    expect(await requestEmailChange(member, { newEmail: next, currentPassword: 'not-my-password' })).toEqual({ ok: false, errors: { currentPassword: 'account.profile.errors.wrongPassword' } });
    expect(await mailsTo(next)).toEqual([]);

    expect(await requestEmailChange(member, { newEmail: next.toUpperCase(), currentPassword: PASSWORD })).toEqual({ ok: true, value: { email: next } });
    const [codeMail] = await mailsTo(next);
    expect(codeMail).toMatchObject({ kind: 'emailChangeCode', locale: 'es-MX' });
    const code = codeIn(codeMail!.text);
    expect((await userRow(member.id)).email).toBe(member.email);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirmEmailChange(member, wrong)).toEqual({ ok: false, errors: { code: 'account.profile.errors.codeInvalid' } });
    expect((await userRow(member.id)).email).toBe(member.email);

    expect(await confirmEmailChange(member, code)).toEqual({ ok: true, value: { email: next } });
    expect(await userRow(member.id)).toMatchObject({ email: next, emailVerified: true });
    const [notice] = await mailsTo(member.email);
    expect(notice).toMatchObject({ kind: 'emailChanged', locale: 'es-MX' });
    expect(notice!.text).not.toContain(next);
    expect(await confirmEmailChange(member, code)).toMatchObject({ ok: false });
    expect(await signInWithPassword(none(), { email: next, password: PASSWORD, rememberMe: false })).toBe('ok');
    expect(await signInWithPassword(none(), { email: member.email, password: PASSWORD, rememberMe: false })).toBe('invalid');
  });

  it("answers another account's address like a free one, writes to nobody, and refuses at confirmation", async () => {
    const { member } = await signedInMember();
    const { member: other } = await signedInMember();
    const before = (await mailsTo(other.email)).length;
    expect(await requestEmailChange(member, { newEmail: other.email, currentPassword: PASSWORD })).toEqual({ ok: true, value: { email: other.email } });
    expect((await mailsTo(other.email)).length).toBe(before);
    for (const guess of ['000000', '123456']) expect(await confirmEmailChange(member, guess)).toEqual({ ok: false, errors: { code: 'account.profile.errors.codeInvalid' } });
    expect((await userRow(member.id)).email).toBe(member.email);
  });

  it('locks the code after too many wrong tries, and limits how many codes a member can ask for', async () => {
    const { member } = await signedInMember();
    const next = newEmail();
    await requestEmailChange(member, { newEmail: next, currentPassword: PASSWORD });
    const code = codeIn((await mailsTo(next))[0]!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await confirmEmailChange(member, wrong));
    expect(results.at(-1)).toEqual({ ok: false, errors: { code: 'account.profile.errors.codeLocked' } });
    expect(await confirmEmailChange(member, code)).toEqual({ ok: false, errors: { code: 'account.profile.errors.codeLocked' } });
    expect((await userRow(member.id)).email).toBe(member.email);

    for (let i = 1; i < EMAIL_CHANGE_CODES_PER_HOUR; i++) expect((await requestEmailChange(member, { newEmail: newEmail(), currentPassword: PASSWORD })).ok).toBe(true);
    expect(await requestEmailChange(member, { newEmail: newEmail(), currentPassword: PASSWORD })).toEqual({ ok: false, errors: { _form: 'account.profile.errors.tooMany' } });
  });

  it('refuses its own address and a malformed one before anything is sent', async () => {
    const { member } = await signedInMember();
    expect(await requestEmailChange(member, { newEmail: member.email, currentPassword: PASSWORD })).toEqual({ ok: false, errors: { newEmail: 'account.profile.errors.sameEmail' } });
    expect(await requestEmailChange(member, { newEmail: 'nope@', currentPassword: '' })).toEqual({
      ok: false,
      errors: { newEmail: 'validation.email.invalid', currentPassword: 'account.profile.errors.currentPasswordMissing' },
    });
  });
});

describe('profile: password change', () => {
  it('ends every other session, keeps this browser signed in (with its "keep me signed in"), and the old password stops working', async () => {
    const { member, cookie } = await signedInMember(true);
    const elsewhere = await cookieAfterSignIn(member.email, PASSWORD);
    expect(await memberFromHeaders(new Headers({ cookie: elsewhere }))).not.toBeNull();

    const changed = await changePassword(new Headers({ cookie }), member, { currentPassword: PASSWORD, newPassword: 'A-brand-new-pw-2' });
    expect(changed.ok).toBe(true);
    expect(await memberFromHeaders(new Headers({ cookie: elsewhere }))).toBeNull();
    const kept = sessionCookie(changed.ok ? changed.value.setCookies : []);
    const stillMe = await memberFromHeaders(new Headers({ cookie: kept }));
    expect(stillMe).toMatchObject({ id: member.id, autoLogin: true });
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, member.id))).toHaveLength(1);

    expect(await signInWithPassword(none(), { email: member.email, password: PASSWORD, rememberMe: false })).toBe('invalid');
    expect(await signInWithPassword(none(), { email: member.email, password: 'A-brand-new-pw-2', rememberMe: false })).toBe('ok');
    expect((await mailsTo(member.email))[0]).toMatchObject({ kind: 'passwordChanged' });
  });

  it('refuses a wrong current password and a too-short new one, changing nothing', async () => {
    const { member, cookie } = await signedInMember();
    const elsewhere = await cookieAfterSignIn(member.email, PASSWORD);
    expect(await changePassword(new Headers({ cookie }), member, { currentPassword: 'wrong-password', newPassword: 'A-brand-new-pw-2' })).toEqual({
      ok: false,
      errors: { currentPassword: 'account.profile.errors.wrongPassword' },
    });
    expect(await changePassword(new Headers({ cookie }), member, { currentPassword: PASSWORD, newPassword: 'short' })).toEqual({ ok: false, errors: { newPassword: 'account.profile.errors.passwordLength' } });
    expect(await memberFromHeaders(new Headers({ cookie: elsewhere }))).not.toBeNull();
    expect(await signInWithPassword(none(), { email: member.email, password: PASSWORD, rememberMe: false })).toBe('ok');
  });
});

const US_ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '123 Main St.', address2: 'Apt 4', city: 'Austin', state: 'tx', zipCode: '78701-1234', phoneNumber: '(512) 555-0100' };

describe('profile: address book', () => {
  it('adds, lists, edits, makes default and deletes, by the market rules', async () => {
    const { member } = await signedInMember();
    const first = await addAddress(member.id, US_ADDRESS, 'US');
    expect(first).toMatchObject({ ok: true, value: { country: 'US', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', isDefault: true } });
    const second = await addAddress(member.id, { ...US_ADDRESS, address1: '9 Elm Rd', city: 'Dallas' }, 'US');
    expect(second).toMatchObject({ ok: true, value: { isDefault: false } });
    const [a, b] = [first.ok ? first.value.id : '', second.ok ? second.value.id : ''];
    expect((await listAddresses(db(), member.id)).map((x) => x.id)).toEqual([a, b]);

    expect(await addAddress(member.id, { ...US_ADDRESS, city: ' ', state: 'CDMX', zipCode: '1234' }, 'US')).toEqual({
      ok: false,
      errors: { city: 'validation.error_Validation_YouAreMissingACityName', state: 'validation.state.invalid', zipCode: 'validation.zipCode.invalid' },
    });
    expect(await addAddress(member.id, { ...US_ADDRESS, state: 'CDMX', zipCode: '06600', phoneNumber: '55 1234 5678' }, 'MX')).toMatchObject({ ok: true, value: { country: 'MX', state: 'CDMX' } });

    expect(await updateAddress(member.id, b, { ...US_ADDRESS, address1: '10 Elm Rd', city: 'Dallas' })).toMatchObject({ ok: true, value: { address1: '10 Elm Rd' } });
    expect(await updateAddress(member.id, b, { ...US_ADDRESS, firstName: '' })).toEqual({ ok: false, errors: { firstName: 'validation.firstName.missing' } });

    await makeDefaultAddress(member.id, b);
    expect((await listAddresses(db(), member.id)).map((x) => [x.id, x.isDefault]).slice(0, 2)).toEqual([
      [b, true],
      [a, false],
    ]);
    await deleteAddress(member.id, b);
    const left = await listAddresses(db(), member.id);
    expect(left).toHaveLength(2);
    expect(left.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const { member } = await signedInMember();
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) expect((await addAddress(member.id, { ...US_ADDRESS, address1: `${i + 1} Main St` }, 'US')).ok).toBe(true);
    expect(await addAddress(member.id, US_ADDRESS, 'US')).toEqual({ ok: false, errors: { _form: 'account.profile.errors.addressLimit' } });
    expect(await listAddresses(db(), member.id)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("answers not found for another member's address (and a malformed id), touching nothing", async () => {
    const { member: owner } = await signedInMember();
    const { member: other } = await signedInMember();
    const added = await addAddress(owner.id, US_ADDRESS, 'US');
    const id = added.ok ? added.value.id : '';
    expect(await addressOf(db(), other.id, id)).toBeNull();
    const notFound = { kind: 'notFound', detail: { errorCode: 'ADDRESS_NOT_FOUND' } };
    await expect(updateAddress(other.id, id, US_ADDRESS)).rejects.toMatchObject(notFound);
    await expect(deleteAddress(other.id, id)).rejects.toMatchObject(notFound);
    await expect(makeDefaultAddress(other.id, id)).rejects.toMatchObject(notFound);
    await expect(deleteAddress(owner.id, 'not-a-uuid')).rejects.toBeInstanceOf(DomainError);
    const [row] = await db().select().from(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.profileId, owner.id)));
    expect(row).toMatchObject({ address1: '123 Main St.', isDefault: true });
  });
});
