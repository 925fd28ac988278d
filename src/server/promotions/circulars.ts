import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import { productIdsBySku } from '@/server/catalog/product-ids';
import { listShelf, productCards, type ProductCard } from '@/server/catalog/shelf';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { marketToday } from '@/lib/dates';
import { promotionsChanged } from './page-tags';
import { circularEditions, circularItems, type CircularEdition } from './schema';

/** Deals an edition features when generated from the catalogue. */
export const CIRCULAR_DEALS_PER_EDITION = 8;
/** Weeks of editions the seed and `npm run promotions -- circular-generate` lay out ahead. */
export const CIRCULAR_WEEKS_AHEAD = 8;

export interface Circular {
  edition: CircularEdition;
  /** Cards priced in the market; products no longer sold there are left out. */
  deals: ProductCard[];
}

/** YYYY-MM-DD plus some days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week a day falls in (circulars run Monday to Sunday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** This week's circular in the market: the edition running today (the latest started when two overlap), or null. */
export async function currentCircular(executor: Executor, locale: Locale, today = marketToday(locale)): Promise<Circular | null> {
  const [edition] = await executor
    .select()
    .from(circularEditions)
    .where(and(eq(circularEditions.locale, locale), lte(circularEditions.startsOn, today), gte(circularEditions.endsOn, today)))
    .orderBy(desc(circularEditions.startsOn), desc(circularEditions.id))
    .limit(1);
  if (!edition) return null;
  return { edition, deals: await editionDeals(executor, edition.id, locale) };
}

async function editionDeals(executor: Executor, editionId: number, locale: Locale): Promise<ProductCard[]> {
  const items = await executor.select({ productId: circularItems.productId }).from(circularItems).where(eq(circularItems.editionId, editionId)).orderBy(asc(circularItems.position), asc(circularItems.productId));
  return productCards(
    executor,
    items.map((i) => i.productId),
    locale,
  );
}

export interface EditionInput {
  locale: Locale;
  title: string;
  startsOn: string;
  endsOn: string;
  skus: string[];
}

/** An operator's new edition; every SKU must exist. */
export async function createEdition(executor: Executor, input: EditionInput): Promise<CircularEdition> {
  if (input.endsOn < input.startsOn) throw new DomainError('malformed', { errorCode: 'CIRCULAR_DATES', errorMessageKey: 'error_validation_badRequest', errorMessageDefault: 'endsOn is before startsOn' });
  const bySku = await productIdsBySku(executor, input.skus);
  const missing = input.skus.filter((sku) => !bySku.has(sku));
  if (missing.length) throw new DomainError('invalid', { errorCode: 'UNKNOWN_SKU', errorMessageKey: 'error_validation_badRequest', errorMessageDefault: `Unknown SKU: ${missing.join(', ')}` });
  const [edition] = await executor.insert(circularEditions).values({ locale: input.locale, title: input.title, startsOn: input.startsOn, endsOn: input.endsOn }).returning();
  const ids = [...new Set(input.skus.map((sku) => bySku.get(sku)!))];
  if (ids.length) await executor.insert(circularItems).values(ids.map((productId, position) => ({ editionId: edition!.id, productId, position })));
  await promotionsChanged(executor);
  return edition!;
}

/** Editions of a market (or all), newest first, with how many deals each features. */
export async function listEditions(executor: Executor, locale?: Locale) {
  const editions = await executor
    .select()
    .from(circularEditions)
    .where(locale ? eq(circularEditions.locale, locale) : undefined)
    .orderBy(asc(circularEditions.locale), desc(circularEditions.startsOn));
  const items = editions.length ? await executor.select({ editionId: circularItems.editionId }).from(circularItems).where(inArray(circularItems.editionId, editions.map((e) => e.id))) : [];
  return editions.map((e) => ({ ...e, deals: items.filter((i) => i.editionId === e.id).length }));
}

export async function deleteEdition(executor: Executor, id: number): Promise<boolean> {
  const deleted = (await executor.delete(circularEditions).where(eq(circularEditions.id, id)).returning({ id: circularEditions.id })).length > 0;
  if (deleted) await promotionsChanged(executor);
  return deleted;
}

const TITLES: Record<Locale, string> = {
  'en-US': 'Weekly deals',
  'es-MX': 'Ofertas de la semana',
  'pt-BR': 'Ofertas da semana',
};

/**
 * Lay out weekly editions from the market's deepest deals, from this week on, skipping weeks
 * that already have one: each week features the next deals in line, so weeks differ. Answers
 * how many editions it added.
 */
export async function generateEditions(executor: Executor, locale: Locale, options: { weeks?: number; today?: string } = {}): Promise<number> {
  const weeks = options.weeks ?? CIRCULAR_WEEKS_AHEAD;
  const first = weekStart(options.today ?? marketToday(locale));
  const pool = await listShelf(executor, { deal: 'sale' }, locale, { page: 1, sort: 'discount', limit: CIRCULAR_DEALS_PER_EDITION * weeks, facets: false });
  if (!pool.items.length) return 0;
  let added = 0;
  for (let week = 0; week < weeks; week++) {
    const startsOn = addDays(first, week * 7);
    const endsOn = addDays(startsOn, 6);
    const [existing] = await executor
      .select({ id: circularEditions.id })
      .from(circularEditions)
      .where(and(eq(circularEditions.locale, locale), lte(circularEditions.startsOn, endsOn), gte(circularEditions.endsOn, startsOn)))
      .limit(1);
    if (existing) continue;
    const skus = Array.from({ length: Math.min(CIRCULAR_DEALS_PER_EDITION, pool.items.length) }, (_, i) => pool.items[(week * CIRCULAR_DEALS_PER_EDITION + i) % pool.items.length]!.sku);
    await createEdition(executor, { locale, title: TITLES[locale], startsOn, endsOn, skus });
    added++;
  }
  return added;
}
