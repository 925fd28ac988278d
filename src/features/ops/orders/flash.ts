/** A refusal's message key as the actions put it in the address: only a key's shape is read back. */
export function messageKeyOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z][A-Za-z0-9_.]{0,79}$/.test(value) ? value : null;
}

/** The words of a refusal: its key in the catalogue (the storefront's orders.errors.*, or errors.* for the contract's label_error_forbidden), else the page's generic line. */
export function refusalText(t: { has: (key: string) => boolean; (key: string): string }, key: string | null, fallback: string): string {
  if (!key) return fallback;
  for (const candidate of [key, `errors.${key}`]) if (t.has(candidate)) return t(candidate);
  return fallback;
}
