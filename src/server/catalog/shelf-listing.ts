import { z } from 'zod';
import { translatorFor } from '@/i18n/catalogues';
import { paramText } from '@/lib/input-text';
import { commaList, flag, listingParams, PRICE_RANGE_ISSUE, priceRangeInOrder } from '@/lib/listing-inputs';
import type { Locale } from '@/lib/markets';
import { ATTRIBUTE_FILTER, SHELF_SORT_NAMES, type ShelfUrlState } from '@/lib/shelf-query';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import type { VehicleRef } from '@/lib/vehicle-key';
import type { Executor } from '@/server/db/client';
import { brandBySlug, dealCategory } from './browse';
import { resolvePageType } from './pages';
import { listShelf, type AttributeFilter, type Shelf, type ShelfScope, type ShelfSort } from './shelf';

/**
 * The shelf listing use case: one page of a shelf's products under its filters, sorted. The
 * shelf pages (features/catalog/load-shelf.ts) and the JSON listing call
 * (GET /ecomm/b2c/browse/v1/shelf) both call `shelfListing`, so their order and filtering are
 * the same by construction; each adapter only says where its filters come from (the page's URL
 * and the shopper's cookies, or the call's query).
 */

/** The fixed deals shelves of spec §2.1 and the deals each holds; the local store ad shows only what the shopper's store has. */
export const DEAL_SHELF_SCOPES = { hotDeal: 'hot', clearance: 'clearance', localstoreadd: 'sale' } as const;
export type DealShelfName = keyof typeof DEAL_SHELF_SCOPES;

/** Shelves sort by these; "discount" is how a deals shelf's best match already sorts. */
export const SHELF_LISTING_SORTS = SHELF_SORT_NAMES.filter((s) => s !== 'discount');

export interface ShelfListingInput {
  scope: ShelfScope;
  locale: Locale;
  page: number;
  /** SHELF_PAGE_SIZE unless given. */
  pageSize?: number;
  sort: ShelfSort;
  brands?: string[];
  /** Minor units of the market's currency, on the price the shopper pays. */
  minPrice?: number;
  maxPrice?: number;
  attributes?: AttributeFilter[];
  /** Only what fits this vehicle (or every vehicle). */
  fitsVehicle?: VehicleRef | null;
  /** Only what this store has on its shelf. */
  storeNumber?: string | null;
  /** Fewer than a page and no filter counts (teasers on the home and deals pages). */
  teaser?: { limit: number };
}

/** One page of a shelf, priced in the market's price list, with its filters' counts (none for a teaser). */
export function shelfListing(executor: Executor, input: ShelfListingInput): Promise<Shelf> {
  return listShelf(executor, input.scope, input.locale, {
    ...(input.teaser ? { limit: input.teaser.limit, facets: false } : {}),
    page: input.page,
    ...(input.pageSize === undefined ? {} : { pageSize: input.pageSize }),
    sort: input.sort,
    filters: {
      brands: input.brands,
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      fitsVehicle: input.fitsVehicle ?? undefined,
      storeNumber: input.storeNumber ?? undefined,
      attributes: input.attributes,
    },
  });
}

/**
 * A shelf page's input from its URL state: the saved vehicle only when the shopper ticked
 * "fits my vehicle", the chosen store only when they ticked "at my store".
 */
export function shelfInputFromPage(scope: ShelfScope, locale: Locale, state: ShelfUrlState, shopper: { vehicle: VehicleRef | null; store: string | null }, teaser?: { limit: number }): ShelfListingInput {
  return {
    scope,
    locale,
    page: state.page,
    sort: state.sort,
    brands: state.brands,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    attributes: state.attributes,
    fitsVehicle: state.fits ? shopper.vehicle : null,
    storeNumber: state.store ? shopper.store : null,
    ...(teaser ? { teaser } : {}),
  };
}

/** What a shelf path shows, for the listing call. */
export interface ShelfPlace {
  /** The path without its locale prefix, as the page's links write it. */
  path: string;
  pageType: 'topNavCategory' | 'categoryGrouping' | 'leafCategory' | 'productShelf' | 'filter' | 'brandShelf' | 'dealShelf';
  /** The shelf's title in the locale, as its page's heading says it. */
  name: string;
  scope: ShelfScope;
  /** The local store ad: only what the shopper's store has, when there is one. */
  storeOnly: boolean;
}

/**
 * The shelf a storefront path shows (without its locale prefix): a department or category (its
 * products and its subcategories'), a part type's shelf, a brand under a part type, a brand's
 * shelf (/brands/{brand}), a deals shelf (/deals/hotDeal, /deals/clearance,
 * /deals/localstoreadd, /deals/{department}[/{category}]). Null for anything else: product
 * pages, landing pages, moved pages (the page-type call says where they went).
 */
export async function shelfAt(executor: Executor, rawPath: string, locale: Locale): Promise<ShelfPlace | null> {
  const segments = rawPath.split('/').filter(Boolean);
  const path = `/${segments.join('/')}`;
  const [first, second, third, ...rest] = segments;
  if (first === 'brands') {
    if (!second || third) return null;
    const brand = await brandBySlug(executor, second.toLowerCase());
    return brand ? { path: `/brands/${brand.slug}`, pageType: 'brandShelf', name: brand.name, scope: { brandId: brand.id }, storeOnly: false } : null;
  }
  if (first === 'deals') {
    // As the deals route reads its path: a fixed shelf alone, the landing pages (not shelves) alone, else a department's or category's deals.
    if (!second || rest.length) return null;
    if (third === undefined && second in DEAL_SHELF_SCOPES) {
      const shelf = second as DealShelfName;
      const t = await translatorFor(locale);
      return { path, pageType: 'dealShelf', name: t(`catalog.deals.${shelf}.title`), scope: { deal: DEAL_SHELF_SCOPES[shelf] }, storeOnly: shelf === 'localstoreadd' };
    }
    if (third === undefined && (second === 'pages' || second === 'rebates')) return null;
    return dealCategoryShelf(executor, second, third, locale);
  }
  const page = await resolvePageType(executor, path, locale);
  if (page.type === 'category') return { path: page.category.path, pageType: page.kind, name: page.category.name, scope: { categoryId: page.category.id }, storeOnly: false };
  if (page.type === 'productShelf') {
    const t = await translatorFor(locale);
    const name = page.brand ? t('catalog.shelf.brandPartType', { brand: page.brand.name, partType: page.partType.name }) : page.partType.name;
    return {
      path: page.brand ? `${page.partType.path}/${page.brand.slug}` : page.partType.path,
      pageType: page.kind,
      name,
      scope: { partTypeId: page.partType.id, ...(page.brand ? { brandId: page.brand.id } : {}) },
      storeOnly: false,
    };
  }
  return null;
}

/** A department's or category's deals (/deals/{department}[/{category}]): its products on sale. */
async function dealCategoryShelf(executor: Executor, department: string, category: string | undefined, locale: Locale): Promise<ShelfPlace | null> {
  const found = await dealCategory(executor, department, category, locale);
  if (!found) return null;
  const t = await translatorFor(locale);
  return { path: `/deals/${[department, category].filter(Boolean).join('/')}`, pageType: 'dealShelf', name: t('catalog.deals.inCategory', { category: found.name }), scope: { categoryId: found.id, deal: 'sale' }, storeOnly: false };
}

/** Spec-style store numbers: digits. */
const storeNumber = paramText().regex(/^\d{1,10}$/);

/**
 * GET /ecomm/b2c/browse/v1/shelf: the shelf's path, its filters (as on the page, but lists are
 * comma-separated and prices are minor units), the sort, the page and its size.
 */
export const ShelfListingQuery = z
  .object({
    ...listingParams,
    path: paramText()
      .min(1)
      .max(500)
      .regex(/^\/[^?#]*$/),
    sort: z.enum(SHELF_LISTING_SORTS).default('relevance'),
    /** `key:value` attribute filters (the value in en-US), comma-separated. */
    attr: commaList(paramText().regex(ATTRIBUTE_FILTER)).optional(),
    /** Only what fits this vehicle (or every vehicle). */
    vehicleId: VehicleKeyInput.optional(),
    /** Only what fits the shopper's saved vehicle (from the cookies): the answer is the shopper's own. */
    fits: flag.optional(),
    /** Only what this store has on its shelf. */
    storeId: storeNumber.optional(),
    /** Only what the shopper's preferred store has (from the cookies): the answer is the shopper's own. */
    store: flag.optional(),
  })
  .refine(priceRangeInOrder, PRICE_RANGE_ISSUE);

export type ShelfListingQueryData = z.infer<typeof ShelfListingQuery>;

/** The attribute filters of a parsed query. */
export function attributeFilters(values: string[] | undefined): AttributeFilter[] {
  return (values ?? []).flatMap((v) => {
    const match = ATTRIBUTE_FILTER.exec(v);
    return match ? [{ key: match[1]!, value: match[2]! }] : [];
  });
}
