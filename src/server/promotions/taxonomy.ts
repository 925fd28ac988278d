import { and, asc, desc, eq } from 'drizzle-orm';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { cache, cached, siteCacheKey } from '@/server/platform/cache';
import { DomainError } from '@/server/platform/domain-error';
import { promotionsChanged } from './page-tags';
import { promotions, taxonomyPromos, type TaxonomyPromo } from './schema';
import { normalizeSeoUrl, selectorMatches } from './taxonomy-selector';

/** How many promos a shelf shows at most, the highest priority first. */
export const TAXONOMY_PROMOS_PER_SHELF = 2;

/**
 * A market's active shelf promos, highest priority first: read on every category, brand and deals
 * page, so kept in the response cache like the header's banners (decision 004) and cleared by
 * every write below. The schedule is checked per request, so a promo starts and ends on time.
 */
function activePromos(executor: Executor, locale: Locale): Promise<TaxonomyPromo[]> {
  return cached(promosCacheKey(locale), () =>
    executor
      .select()
      .from(taxonomyPromos)
      .where(and(eq(taxonomyPromos.locale, locale), eq(taxonomyPromos.active, true)))
      .orderBy(desc(taxonomyPromos.priority), asc(taxonomyPromos.id)),
  );
}

const promosCacheKey = (locale: Locale) => siteCacheKey(getMarket(locale).siteKey, 'promotions', 'shelf', locale);
const time = (at: Date | string) => new Date(at).getTime();
const runningAt = (promo: TaxonomyPromo, now: number) => (!promo.startsAt || time(promo.startsAt) <= now) && (!promo.endsAt || time(promo.endsAt) > now);

/** The promos of this market that belong on the shelf at `seoUrl` now. */
export async function promosForShelf(executor: Executor, locale: Locale, seoUrl: string, now = new Date(), limit = TAXONOMY_PROMOS_PER_SHELF): Promise<TaxonomyPromo[]> {
  const promos = await activePromos(executor, locale);
  return promos.filter((promo) => runningAt(promo, now.getTime()) && selectorMatches(promo, seoUrl)).slice(0, limit);
}

async function forgetPromos(executor: Executor): Promise<void> {
  for (const locale of LOCALES) await cache.deleteByPrefix(promosCacheKey(locale));
  await promotionsChanged(executor);
}

export type TaxonomyPromoInput = Omit<typeof taxonomyPromos.$inferInsert, 'id'>;

const normalized = <T extends { seoUrls?: string[] }>(input: T): T => (input.seoUrls ? { ...input, seoUrls: [...new Set(input.seoUrls.map(normalizeSeoUrl))] } : input);

export function listTaxonomyPromos(executor: Executor, locale?: Locale) {
  return executor
    .select()
    .from(taxonomyPromos)
    .where(locale ? eq(taxonomyPromos.locale, locale) : undefined)
    .orderBy(asc(taxonomyPromos.locale), desc(taxonomyPromos.priority), asc(taxonomyPromos.id));
}

/** A promo may carry only a code the cart knows: an operator's typo is a 422, not a broken shelf. */
async function requireKnownCode(executor: Executor, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const [known] = await executor.select({ code: promotions.code }).from(promotions).where(eq(promotions.code, code));
  if (!known) throw new DomainError('invalid', { errorCode: 'PROMOTION_NOT_FOUND', errorMessageKey: 'promotions.coupons.errors.noPromotion', errorMessageDefault: `No promotion has the code ${code}`, errorMessageValues: { code } });
}

export async function createTaxonomyPromo(executor: Executor, input: TaxonomyPromoInput): Promise<TaxonomyPromo> {
  await requireKnownCode(executor, input.promoCode);
  const [promo] = await executor.insert(taxonomyPromos).values(normalized(input)).returning();
  await forgetPromos(executor);
  return promo!;
}

export async function updateTaxonomyPromo(executor: Executor, id: number, change: Partial<TaxonomyPromoInput>): Promise<TaxonomyPromo | null> {
  if (!Object.keys(change).length) return (await executor.select().from(taxonomyPromos).where(eq(taxonomyPromos.id, id)))[0] ?? null;
  await requireKnownCode(executor, change.promoCode);
  const [promo] = await executor.update(taxonomyPromos).set(normalized(change)).where(eq(taxonomyPromos.id, id)).returning();
  await forgetPromos(executor);
  return promo ?? null;
}

export async function deleteTaxonomyPromo(executor: Executor, id: number): Promise<boolean> {
  const deleted = await executor.delete(taxonomyPromos).where(eq(taxonomyPromos.id, id)).returning({ id: taxonomyPromos.id });
  await forgetPromos(executor);
  return deleted.length > 0;
}
