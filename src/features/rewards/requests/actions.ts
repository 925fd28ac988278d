'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import type { FieldError } from '@/lib/validation/garage';
import { requireMember } from '@/server/customers/member';
import { CreditRequestError } from '@/server/rewards/credit-requests';
import { submitCreditRequest } from '@/server/rewards/use-cases';

/** The form's state after a submission that did not go through: what was typed, and the messages in the shopper's language. */
export interface CreditRequestFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

const FIELDS = ['receiptNumber', 'storeNumber', 'purchaseDate', 'amount'] as const;
const Locale = z.object({ locale: z.enum(LOCALES).catch('en-US') });

async function message(locale: Locale, error: FieldError): Promise<string> {
  const t = await getTranslations({ locale });
  return t(error.key as never, (error.values ?? {}) as never);
}

/** /user/rewards/requestCredit: ask for a missed purchase to be credited, then show the list with it. */
export async function requestCreditAction(_previous: CreditRequestFormState | null, formData: FormData): Promise<CreditRequestFormState> {
  const { locale } = Locale.parse(Object.fromEntries(formData));
  const path = localizedPath('/user/rewards/requestCredit', locale);
  const member = await requireMember(locale, path);
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  try {
    const outcome = await submitCreditRequest(member.id, values, locale);
    if (!outcome.ok) {
      const errors: Record<string, string> = {};
      for (const [field, error] of Object.entries(outcome.errors)) errors[field] = await message(locale, error);
      return { values, errors, formError: null };
    }
  } catch (error) {
    if (!(error instanceof CreditRequestError)) throw error;
    const text = await message(locale, { key: error.detail.errorMessageKey, values: error.detail.errorMessageValues });
    return error.field ? { values, errors: { [error.field]: text }, formError: null } : { values, errors: {}, formError: text };
  }
  revalidatePath('/[locale]/(shop)/user/rewards/requestCredit', 'page');
  redirect(`${path}?sent=1`);
}
