import type { Locale } from '@/lib/markets';
import { CATEGORIES, PART_TYPES } from '@/server/catalog/taxonomy';

const categoryParent = new Map(CATEGORIES.map((c) => [c.slug, c.parent]));
const partTypeCategory = new Map(PART_TYPES.map((p) => [p.slug, p.category]));

function categoryPath(slug: string): string {
  const parent = categoryParent.get(slug);
  return parent ? `${categoryPath(parent)}/${slug}` : `/${slug}`;
}

/**
 * The catalogue shelf of a part type (category path + part type slug, as the catalogue's
 * page-type lookup resolves it), e.g. "oil-filter" -> "/parts/filters/oil-filter"; null for
 * a slug the taxonomy does not have. Not localised: pass it through localizedPath.
 */
export function partTypeShelfPath(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const category = partTypeCategory.get(slug);
  return category && categoryParent.has(category) ? `${categoryPath(category)}/${slug}` : null;
}

const partTypeNames = new Map(PART_TYPES.map((p) => [p.slug, p.names]));

/** The part type's name in the locale ("Oil Filter", "Filtro de aceite", "Filtro de óleo"), or null. */
export function partTypeName(slug: string, locale: Locale): string | null {
  return partTypeNames.get(slug)?.[locale] ?? null;
}
