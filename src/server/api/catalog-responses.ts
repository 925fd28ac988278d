import { localizedPath, type Locale } from '@/lib/markets';
import { redirectLocation, type PageType } from '@/server/catalog/pages';
import type { ProductDetail } from '@/server/catalog/product';
import { partImageUrl } from '@/server/catalog/service';
import type { Fitment } from '@/server/vehicles/fitment-rules';

/**
 * The page-type result of spec §3 for a resolved path. pageTypeResult names the page type;
 * acesPageTypeResult is the same answer when the vehicle-specific (ACES) catalogue is on, else
 * null; the catalog repository fields describe the category or part type the page shows.
 */
export function pageTypeView(page: PageType, { locale, aces, intcmp }: { locale: Locale; aces: boolean; intcmp?: string }) {
  const base = { redirectUrl: null as string | null, pageTypeResult: '404', acesPageTypeResult: null as string | null, catalogRepositoryId: null as string | null, catalogRepositoryName: null as string | null, categoryRepositoryIdPath: null as string | null };
  switch (page.type) {
    case 'redirect':
      return { ...base, pageTypeResult: 'redirect', redirectUrl: redirectLocation(page.location, locale, intcmp) };
    case 'category': {
      const ids = [...page.ancestors, page.category].map((c) => c.id).join('/');
      return { ...base, pageTypeResult: page.kind, acesPageTypeResult: aces ? page.kind : null, catalogRepositoryId: `cat${page.category.id}`, catalogRepositoryName: page.category.name, categoryRepositoryIdPath: ids };
    }
    case 'productShelf':
      return {
        ...base,
        pageTypeResult: page.kind,
        acesPageTypeResult: aces ? page.kind : null,
        catalogRepositoryId: String(page.partType.id),
        catalogRepositoryName: page.brand ? `${page.brand.name} ${page.partType.name}` : page.partType.name,
        categoryRepositoryIdPath: page.trail.map((c) => c.id).join('/'),
      };
    default:
      return base;
  }
}

/** A product in the shape of spec §3's product detail result, plus what a client needs to show it. */
export function productView(product: ProductDetail, { locale, fitment, universal }: { locale: Locale; fitment: Fitment | null; universal: boolean }) {
  const leaf = product.trail.at(-1);
  return {
    itemId: product.sku,
    partNumber: product.partNumber,
    brandName: product.brand.name,
    brandSlug: product.brand.slug,
    title: product.title,
    description: product.description,
    specifications: product.specs.map((s) => ({ name: s.name, value: s.value })),
    position: product.position,
    warranty: product.warranty,
    hazardous: product.hazardous,
    price: product.price,
    shipToHomeQuantity: product.shippable,
    imageUrl: product.images[0]?.url ?? partImageUrl(product.partType.id, locale),
    images: product.images,
    partGroupName: product.partGroup.name,
    partGroupId: product.partGroup.id,
    partTerminologyId: String(product.partType.id),
    taxonomyPath: [...product.trail.map((c) => c.name), product.partType.name].join(' > '),
    productSeoUrl: localizedPath(`/products/${product.slug}`, locale),
    vehicleFit: fitment,
    vehicleFitment: universal ? 'UNIVERSAL' : 'VEHICLE_SPECIFIC',
    breadCrumbs: [
      ...product.trail.map((c) => ({ categoryName: c.name, canonicalPath: localizedPath(c.path, locale) })),
      ...(leaf ? [{ categoryName: product.partType.name, canonicalPath: localizedPath(`${leaf.path}/${product.partType.slug}`, locale) }] : []),
    ],
    categoryIdPath: product.trail.map((c) => c.id).join('/'),
    displayNotesTypes: product.position ? ['POSITION'] : [],
    recordType: 'PRODUCT',
  };
}
