import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '../i18n';
import { refusalOf, type DomainErrorKind } from '@/server/platform/domain-error';

/** The whole catalogue's translator in the staff member's language (keys from the root: `ops.inventory.…`, `errors.…`). */
export async function staffTranslator() {
  const locale = await opsRequestLocale();
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
