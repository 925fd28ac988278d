/**
 * Prices as staff type them: "45", "45.9", "45.99", "1,299.00" or "1.299,00" (a comma or a point
 * before the last one or two digits is the decimal mark; the other is a thousands separator). Every
 * market's currency has two decimals. Minor units back, or null when it is not an amount.
 */
export function parseAmount(text: string | undefined): number | null {
  const value = (text ?? '').trim().replace(/\s/g, '');
  if (!value) return null;
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, whole, thousands, decimal, cents] = match;
  if (thousands && decimal && thousands === decimal) return null;
  const units = Number(whole!.replace(/[.,]/g, ''));
  const minor = units * 100 + (cents ? Number(cents.padEnd(2, '0')) : 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the form shows them: "45.99". */
export function formatAmount(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
