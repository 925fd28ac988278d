'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getMarket, LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { BRAZIL_ADDRESS_FIELDS } from '@/lib/br-address';
import { SAVED_ADDRESS_FIELDS } from '@/lib/validation/profile';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_CODE_MINUTES } from '@/server/customers/auth';
import { accountLimits } from '@/server/customers/limits';
import { requireMember } from '@/server/customers/member';
import { addAddress, changePassword, confirmEmailChange, deleteAddress, makeDefaultAddress, MAX_SAVED_ADDRESSES, requestEmailChange, updateAddress, type ProfileErrors } from '@/server/customers/profile';
import { saveNames, savePromoPreferences } from '@/server/customers/use-cases';
import { refusalOf } from '@/server/platform/domain-error';
import { clientKey } from '@/server/platform/rate-limit';

/** A profile form after its action: what was typed (never a password), messages in the shopper's language, the next step. */
export interface ProfileFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
  notice: string | null;
  step?: 'code' | null;
}

const PROFILE_PATH = '/user/myProfile';

const Common = z.object({ locale: z.enum(LOCALES).catch('en-US') });

async function context(formData: FormData) {
  const { locale } = Common.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, localizedPath(PROFILE_PATH, locale));
  const t = await getTranslations({ locale });
  return { locale, member, t, country: getMarket(locale).country };
}

type Translator = Awaited<ReturnType<typeof getTranslations>>;

/** A service's message key in the shopper's language, its placeholders filled. */
function text(t: Translator, key: string): string {
  const values = key.endsWith('.passwordLength')
    ? { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }
    : key.endsWith('.addressLimit')
      ? { max: MAX_SAVED_ADDRESSES }
      : key === 'validation.name.tooManySpaces'
        ? { limit: 1 }
        : {};
  return t(key as never, values as never);
}

function failed(t: Translator, values: Record<string, string>, errors: ProfileErrors, extra: Partial<ProfileFormState> = {}): ProfileFormState {
  const { _form, ...fields } = errors;
  const translated = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, text(t, key)]));
  const formError = _form ? text(t, _form) : Object.keys(translated).length ? t('account.profile.errors.fix') : null;
  return { values, errors: translated, formError, notice: null, ...extra };
}

function typed(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? '')]));
}

async function callerLimited(limiter: keyof typeof accountLimits): Promise<boolean> {
  return !(await accountLimits[limiter].take(clientKey(await headers()))).allowed;
}

function refreshAccountPages(): void {
  revalidatePath('/[locale]', 'layout');
}

export async function saveNamesAction(_: ProfileFormState | null, formData: FormData): Promise<ProfileFormState> {
  const { member, t, country } = await context(formData);
  const values = typed(formData, ['firstName', 'lastName', 'phone']);
  const saved = await saveNames(member.id, values, country);
  if (!saved.ok) return failed(t, values, saved.errors);
  refreshAccountPages();
  return { values: { ...saved.value }, errors: {}, formError: null, notice: t('account.profile.names.saved') };
}

/**
 * The e-mail change, both steps in one form state: `intent` request (new address and current
 * password: a code goes to the new address), confirm (the code), or restart (another address).
 */
export async function emailChangeAction(_: ProfileFormState | null, formData: FormData): Promise<ProfileFormState> {
  const { member, t } = await context(formData);
  const intent = formData.get('intent');
  const values = typed(formData, ['newEmail']);
  if (intent === 'restart') return { values, errors: {}, formError: null, notice: null, step: null };
  const step = intent === 'confirm' ? 'code' : null;
  if (await callerLimited('code')) return failed(t, values, { _form: 'account.profile.errors.tooMany' }, { step });
  if (intent === 'confirm') {
    const result = await confirmEmailChange(member, formData.get('code'));
    if (!result.ok) return failed(t, values, result.errors, { step });
    refreshAccountPages();
    return { values: {}, errors: {}, formError: null, step: null, notice: t('account.profile.email.changed', { email: result.value.email }) };
  }
  const result = await requestEmailChange(member, { newEmail: values.newEmail, currentPassword: formData.get('currentPassword') });
  if (!result.ok) return failed(t, values, result.errors);
  return { values: { newEmail: result.value.email }, errors: {}, formError: null, step: 'code', notice: t('account.profile.email.sent', { email: result.value.email, minutes: SIGN_IN_CODE_MINUTES }) };
}

export async function changePasswordAction(_: ProfileFormState | null, formData: FormData): Promise<ProfileFormState> {
  const { member, t } = await context(formData);
  if (await callerLimited('signIn')) return failed(t, {}, { _form: 'account.profile.errors.tooMany' });
  const result = await changePassword(await headers(), member, { currentPassword: formData.get('currentPassword'), newPassword: formData.get('newPassword') });
  if (!result.ok) return failed(t, {}, result.errors);
  return { values: {}, errors: {}, formError: null, notice: t('account.profile.password.saved') };
}

export async function savePromoAction(_: ProfileFormState | null, formData: FormData): Promise<ProfileFormState> {
  const { member, t } = await context(formData);
  const saved = await savePromoPreferences(member.id, {
    receivePromoAndSpecialEvents: formData.get('receivePromoAndSpecialEvents') === 'on',
    receivePromoPrint: formData.get('receivePromoPrint') === 'on',
  });
  if (!saved) return failed(t, {}, { _form: 'account.profile.errors.signedOut' });
  refreshAccountPages();
  return {
    values: { receivePromoAndSpecialEvents: String(saved.receivePromoAndSpecialEvents), receivePromoPrint: String(saved.receivePromoPrint) },
    errors: {},
    formError: null,
    notice: t('account.profile.promo.saved'),
  };
}

const AddressIds = z.object({ addressId: z.string().max(64).catch('') });

function backToAddresses(locale: Locale, done?: 'added' | 'updated' | 'deleted' | 'defaultChanged' | 'notFound'): never {
  redirect(`${localizedPath(PROFILE_PATH, locale)}${done ? `?address=${done}` : ''}#addresses`);
}

/** Add an address (no addressId) or correct one; back to the address book when saved. */
export async function saveAddressAction(_: ProfileFormState | null, formData: FormData): Promise<ProfileFormState> {
  const { locale, member, t, country } = await context(formData);
  const { addressId } = AddressIds.parse(Object.fromEntries(formData));
  // Brazil's número and bairro too (decision 058); the other markets' rules ignore them.
  const values = typed(formData, [...SAVED_ADDRESS_FIELDS, ...BRAZIL_ADDRESS_FIELDS]);
  let result;
  try {
    result = addressId ? await updateAddress(member.id, addressId, values) : await addAddress(member.id, values, country, { makeDefault: formData.get('makeDefault') === 'on' });
  } catch (error) {
    if (refusalOf(error)?.kind === 'notFound') backToAddresses(locale, 'notFound');
    throw error;
  }
  if (!result.ok) return failed(t, values, result.errors);
  revalidatePath('/[locale]/(shop)/user', 'layout');
  backToAddresses(locale, addressId ? 'updated' : 'added');
}

export async function deleteAddressAction(formData: FormData): Promise<void> {
  const { locale, member } = await context(formData);
  const { addressId } = AddressIds.parse(Object.fromEntries(formData));
  let done: 'deleted' | 'notFound' = 'deleted';
  try {
    await deleteAddress(member.id, addressId);
  } catch (error) {
    if (refusalOf(error)?.kind !== 'notFound') throw error;
    done = 'notFound';
  }
  revalidatePath('/[locale]/(shop)/user', 'layout');
  backToAddresses(locale, done);
}

export async function makeDefaultAddressAction(formData: FormData): Promise<void> {
  const { locale, member } = await context(formData);
  const { addressId } = AddressIds.parse(Object.fromEntries(formData));
  let done: 'defaultChanged' | 'notFound' = 'defaultChanged';
  try {
    await makeDefaultAddress(member.id, addressId);
  } catch (error) {
    if (refusalOf(error)?.kind !== 'notFound') throw error;
    done = 'notFound';
  }
  revalidatePath('/[locale]/(shop)/user', 'layout');
  backToAddresses(locale, done);
}
