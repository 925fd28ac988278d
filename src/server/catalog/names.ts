import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { brands, localizedText, partTypes } from './schema';

/**
 * Brands and part types as other modules see them: by id, with their slugs and names (search's
 * facets and filters). The catalogue module alone reads its tables (docs/decisions/039); where a
 * statement of another module needs them, it takes the condition built here.
 */

/** A condition on a brand id column or expression: the brand is one of these slugs (a subquery over brands, for the search statements). */
export function brandIdOfSlugs(brandId: AnyColumn | SQL, slugs: readonly string[]): SQL {
  return sql`${brandId} IN (SELECT ${brands.id} FROM ${brands} WHERE ${brands.slug} = ANY (${sql.param([...slugs])}::text[]))`;
}

export interface BrandLabel {
  slug: string;
  name: string;
}

/** The slugs and names of these brands, and the names of these part types in the locale (English, then the slug, when it has none). */
export async function brandAndPartTypeLabels(
  executor: Executor,
  brandIds: readonly number[],
  partTypeIds: readonly number[],
  locale: Locale,
): Promise<{ brands: Map<number, BrandLabel>; partTypes: Map<number, string> }> {
  const brandRows = brandIds.length ? await executor.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.id, [...new Set(brandIds)])) : [];
  const typeRows = partTypeIds.length
    ? await executor.select({ id: partTypes.id, slug: partTypes.slug, names: partTypes.names }).from(partTypes).where(inArray(partTypes.id, [...new Set(partTypeIds)]))
    : [];
  return {
    brands: new Map(brandRows.map((b) => [b.id, { slug: b.slug, name: b.name }])),
    partTypes: new Map(typeRows.map((t) => [t.id, localizedText(t.names, locale, t.slug)])),
  };
}
