import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { categories, localizedText, partTypes } from './schema';

export interface PartTypeShelf {
  /** The shelf's path (its category's path and the part type's slug), e.g. "/parts/filters/oil-filter"; not localised. */
  path: string;
  /** The part type's name in the locale ("Oil Filter", "Filtro de aceite", "Filtro de óleo"). */
  name: string;
}

/**
 * The catalogue shelves of these part types, by slug, as the catalogue in the database has them
 * (the demo's or an imported one): a slug the catalogue does not have is left out.
 */
export async function partTypeShelves(executor: Executor, slugs: (string | null | undefined)[], locale: Locale): Promise<Map<string, PartTypeShelf>> {
  const wanted = [...new Set(slugs.filter((s): s is string => !!s))];
  if (!wanted.length) return new Map();
  const rows = await executor
    .select({ slug: partTypes.slug, names: partTypes.names, categoryPath: categories.path })
    .from(partTypes)
    .innerJoin(categories, eq(categories.id, partTypes.categoryId))
    .where(inArray(partTypes.slug, wanted));
  return new Map(rows.map((r) => [r.slug, { path: `${r.categoryPath}/${r.slug}`, name: localizedText(r.names, locale, r.slug) }]));
}
