/**
 * The rewards sign-in modal's form (spec §3): lastName, firstName, phoneNumber, zipOrEmail, email,
 * zipcode and rewardsNumber, each with its error slot, the selected customer (a lookup profile) and
 * the security-question error. Pure: the flow (rewards-flow.ts) and the views use it.
 *
 * The lookup form (spec §2.6 step 5) asks for the last name and at least one of the phone number
 * and one "ZIP or e-mail" box; on submit that box fills `email` or `zipcode`, so the search sends
 * the criteria the spec names (telephoneNumber, emailAddress, postalCode).
 */
import { REWARDS_LOOKUP_PAGE_NUMBER, REWARDS_LOOKUP_PAGE_SIZE } from '@/lib/constants';
import { isRewardsId, rewardsIdDigits } from '@/lib/rewards';
import { inputText, isEmail, isZipCode, phoneDigits, postalCodeToSend, validateLastName, validatePhone, type Country } from '@/lib/validation';

/** A catalogue key shown with t(key): a `validation.*` rule's, or one of the rewards namespaces. */
export type ErrorKey = string;

export const FORM_FIELDS = ['lastName', 'firstName', 'phoneNumber', 'zipOrEmail', 'email', 'zipcode', 'rewardsNumber'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface FieldState {
  value: string;
  error: ErrorKey | null;
}

/** A message the shopper reads: a catalogue key, else the server's own text, else the generic one. */
export interface FlowMessage {
  key: string;
  /** The server's errorMessageDefault, for a key the catalogue does not have. */
  fallback?: string;
  values?: Record<string, string | number>;
}

export interface RewardsForm {
  fields: Record<FormField, FieldState>;
  /** The lookup profile the shopper picked (its profileKey). */
  selectedCustomer: string | null;
  securityQuestionError: FlowMessage | null;
}

export const EMPTY_FORM: RewardsForm = {
  fields: Object.fromEntries(FORM_FIELDS.map((field) => [field, { value: '', error: null }])) as Record<FormField, FieldState>,
  selectedCustomer: null,
  securityQuestionError: null,
};

/** Typing in a field keeps the value and clears that field's error (spec §5 Fields: errors clear when the value changes). */
export function setField(form: RewardsForm, field: FormField, value: string): RewardsForm {
  return { ...form, fields: { ...form.fields, [field]: { value, error: null } } };
}

function withErrors(form: RewardsForm, errors: Partial<Record<FormField, ErrorKey | null>>): RewardsForm {
  const fields = { ...form.fields };
  for (const [field, error] of Object.entries(errors) as [FormField, ErrorKey | null][]) fields[field] = { ...fields[field], error };
  return { ...form, fields };
}

/** The lookup form's fields go back to blank; the others keep what was typed. */
export function resetLookupFields(form: RewardsForm): RewardsForm {
  const blank = { value: '', error: null };
  return { ...form, fields: { ...form.fields, lastName: blank, phoneNumber: blank, zipOrEmail: blank, email: blank, zipcode: blank }, selectedCustomer: null };
}

export const ZIP_OR_EMAIL_ERROR = 'validation.zipOrEmail.invalid';

/** ZIP (5 or 9 digits in the US, the market's postal code elsewhere) or an e-mail address. */
export function zipOrEmailKind(value: string, country: Country): 'zip' | 'email' | null {
  const trimmed = inputText(value).trim();
  if (isZipCode(trimmed, country)) return 'zip';
  if (isEmail(trimmed)) return 'email';
  return null;
}

/**
 * Spec §5 / §7 lookup rules: the last name (the name rules), then at least one more criterion.
 * With neither a phone nor a ZIP or e-mail, the ZIP-or-e-mail box gets the rewards sentence
 * "Please enter the 5 digit ZIP or email address on your account".
 */
export function validateLookup(form: RewardsForm, country: Country): { form: RewardsForm; ok: boolean } {
  const { lastName, phoneNumber, zipOrEmail } = form.fields;
  const phone = phoneNumber.value.trim();
  const zipEmail = zipOrEmail.value.trim();
  const kind = zipEmail ? zipOrEmailKind(zipEmail, country) : null;
  const errors: Partial<Record<FormField, ErrorKey | null>> = {
    lastName: validateLastName(lastName.value, country),
    phoneNumber: phone ? validatePhone(phone, country) : null,
    zipOrEmail: zipEmail ? (kind ? null : ZIP_OR_EMAIL_ERROR) : phone ? null : ZIP_OR_EMAIL_ERROR,
  };
  const ok = Object.values(errors).every((error) => !error);
  let next = withErrors(form, errors);
  if (ok) {
    next = {
      ...next,
      fields: {
        ...next.fields,
        email: { value: kind === 'email' ? zipEmail : '', error: null },
        zipcode: { value: kind === 'zip' ? postalCodeToSend(zipEmail, country) : '', error: null },
      },
    };
  }
  return { form: next, ok };
}

export interface LookupCriteria {
  lastName: string;
  telephoneNumber?: string;
  emailAddress?: string;
  postalCode?: string;
}

export interface LookupRequest {
  customerData: LookupCriteria;
  maxResult: number;
  pageNumber: number;
}

/** Contract 1's body from a validated form: only the criteria given, the ZIP cut to 5 digits, 5 results of page 1 (spec §9). */
export function lookupRequest(form: RewardsForm, country: Country): LookupRequest {
  const { lastName, phoneNumber, email, zipcode } = form.fields;
  const customerData: LookupCriteria = { lastName: lastName.value.trim() };
  if (phoneNumber.value.trim()) customerData.telephoneNumber = phoneDigits(phoneNumber.value, country);
  if (email.value) customerData.emailAddress = email.value;
  if (zipcode.value) customerData.postalCode = zipcode.value;
  return { customerData, maxResult: REWARDS_LOOKUP_PAGE_SIZE, pageNumber: REWARDS_LOOKUP_PAGE_NUMBER };
}

export const REWARDS_ID_MISSING = 'rewards.modal.errors.rewardsIdMissing';
export const INVALID_REWARDS_ID = 'rewards.modal.errors.invalidId';

/** The enter-ID form: eleven digits (spaces and dashes as printed on the card are fine). */
export function validateRewardsNumber(value: string): ErrorKey | null {
  if (!value.trim()) return REWARDS_ID_MISSING;
  return isRewardsId(value) ? null : INVALID_REWARDS_ID;
}

export function checkRewardsNumber(form: RewardsForm): { form: RewardsForm; ok: boolean; rewardsId: string } {
  const error = validateRewardsNumber(form.fields.rewardsNumber.value);
  return { form: withErrors(form, { rewardsNumber: error }), ok: !error, rewardsId: rewardsIdDigits(form.fields.rewardsNumber.value) };
}
