import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isLocale, LOCALES, type Locale } from '@/lib/markets';
import { refusalOf, type DomainErrorKind } from '@/server/platform/domain-error';

/**
 * The staff member's language on the inventory and catalogue screens (issue 23): the back
 * office's language cookie when the shell has set one, else the browser's first language we
 * have, else English. (The /ops shell's switch, helper 2's, writes `OPS_LOCALE_COOKIE`.)
 */
export const OPS_LOCALE_COOKIE = 'ops_locale';

export async function staffLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(OPS_LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const accepted = ((await headers()).get('accept-language') ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  for (const tag of accepted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = LOCALES.find((l) => l.slice(0, 2) === tag.slice(0, 2));
    if (language) return language;
  }
  return 'en-US';
}

/** The whole catalogue's translator in the staff member's language (keys from the root: `ops.inventory.…`, `errors.…`). */
export async function staffTranslator() {
  const locale = await staffLocale();
  return { locale, t: await getTranslations({ locale }) };
}

type Translator = Awaited<ReturnType<typeof staffTranslator>>['t'];

/** A message key of ours, from the root or the shared `errors` namespace (the contract's `label_error_forbidden`). */
export function textOf(t: Translator, key: string, values: Record<string, string | number> = {}, fallback = ''): string {
  for (const candidate of [key, `errors.${key}`]) if (t.has(candidate as never)) return t(candidate as never, values as never);
  return fallback || key;
}

/** What a use case's refusal says, in the staff member's language; null when the error is no domain error (the caller rethrows). */
export function refusalText(t: Translator, error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  return textOf(t, refusal.detail.errorMessageKey, refusal.detail.errorMessageValues ?? {}, refusal.detail.errorMessageDefault);
}

/** Run a page's reads: their value, or the refusal in the staff member's language (any other error is thrown on). */
export async function orRefusal<T>(t: Translator, run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; kind: DomainErrorKind; message: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, kind: refusal.kind, message: refusalText(t, error)! };
  }
}
