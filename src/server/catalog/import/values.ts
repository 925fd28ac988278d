import { LOCALES, type Locale } from '@/lib/markets';
import type { LocalizedText, ProductSpec } from '../schema';
import { POSITION_NAMES } from '../positions';
import { said, type Reason } from './wordings';

/** The warranty codes the storefront names in every locale. */
export const WARRANTIES = ['90-day', '1-year', '2-year', '3-year', 'limited-lifetime', 'lifetime'] as const;
export type Warranty = (typeof WARRANTIES)[number];

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** true/false, yes/no, y/n, 1/0 in any case; null when it is none of them. */
export function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

/** Lower-case ASCII words joined by hyphens: "Bosch Ceramic Pad #BP-12" → "bosch-ceramic-pad-bp-12". */
export function slugify(text: string, max = 120): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Positions the storefront names in every locale ("Front", "Driver Side"); matched in any case. */
const POSITIONS = new Map(Object.keys(POSITION_NAMES).map((name) => [name.toLowerCase(), name]));

export function canonicalPosition(text: string): string | null {
  return POSITIONS.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

export function knownPositions(): string {
  return [...POSITIONS.values()].join(', ');
}

/** A text per locale: Spanish and Portuguese fall back to English. */
export function localized(en: string, es?: string, pt?: string): LocalizedText {
  const byLocale: Record<Locale, string> = { 'en-US': en, 'es-MX': es || en, 'pt-BR': pt || en };
  return Object.fromEntries(LOCALES.map((l) => [l, byLocale[l]]));
}

/**
 * A specification with the same value in every locale, named by its key until the plan names
 * it from the part type's row (products.ts).
 */
export function spec(key: string, value: string): ProductSpec {
  return { key, names: localized(key), values: localized(value) };
}

/** "key=value;key=value" → specs, or the reason it is not. */
export function parseSpecs(text: string): { ok: true; specs: ProductSpec[] } | { ok: false; reason: Reason } {
  const specs: ProductSpec[] = [];
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const equals = part.indexOf('=');
    const key = equals < 0 ? '' : part.slice(0, equals).trim();
    const value = equals < 0 ? '' : part.slice(equals + 1).trim();
    if (!key || !value) return { ok: false, reason: said('specsFormat', { value: part.trim() }) };
    if (seen.has(key)) return { ok: false, reason: said('specsTwice', { value: key }) };
    seen.add(key);
    specs.push(spec(key, value));
  }
  return { ok: true, specs };
}
