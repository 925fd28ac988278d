import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { decodeSegment } from '@/lib/input-text';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import { baseVehicleId, parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { productBySlug, productsBy, type ProductDetail } from '@/server/catalog/product';
import { readDb } from '@/server/db/client';
import { cacheableJson, errorResponse, privateJson, requestLocale } from '@/server/platform/http';
import { fitmentFor, isUniversal } from '@/server/vehicles/fitment';
import { productView } from './catalog-responses';
import { countryMismatch, vehicleFor } from './request-vehicle';

const digits = z.string().regex(/^\d{1,10}$/, 'Expected a whole number').transform(Number);
const common = {
  country: z.enum(['USA', 'MEX', 'BRA']),
  preview: z.enum(['true', 'false']).optional(),
  productDetailsPageUrl: z.string().max(500).optional(),
  storeId: digits.optional(),
  userSegment: z.string().max(100).optional(),
};
const oneKey = (q: { itemIds?: string; partNumber?: string; productDetailsPageUrl?: string }) => !!(q.itemIds || q.partNumber || q.productDetailsPageUrl);
const keyMessage = { message: 'Give itemIds, partNumber or productDetailsPageUrl', path: ['productDetailsPageUrl'] };

/** Spec §7: GET /external/product-discovery/product/v1/products. */
export const ProductQuery = z
  .object({
    ...common,
    salesChannel: z.literal('ECOMM'),
    customerType: z.literal('B2C'),
    itemIds: z.string().regex(/^[\w-]{1,60}$/, 'One item id (SKU)').optional(),
    partNumber: z.string().regex(/^[\w.-]{1,40}$/, 'Not a part number').optional(),
    vehicleId: VehicleKeyInput.optional(),
    lineCode: z.string().max(20).optional(),
  })
  .refine(oneKey, keyMessage);

/** Spec §7: GET /sls/b2c/product-discovery-product-data/v1/products (the vehicle as year, make, model). */
export const ProductDataQuery = z
  .object({
    ...common,
    partGroupId: z.string().max(40).optional(),
    brandId: digits.optional(),
    year: z.string().regex(/^\d{4}$/, 'Expected a four-digit year').transform(Number).optional(),
    makeId: digits.optional(),
    modelId: digits.optional(),
    vehicleTypeId: z.string().max(30).optional(),
    vehicleQuestions: z.string().max(500).optional(),
  })
  .refine((q) => !!q.productDetailsPageUrl, keyMessage);

/** The slug of /products/{slug} or /p/{slug}, with or without the locale prefix. */
export function slugFromPageUrl(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]!;
  const match = /^(?:\/(?:es-MX|pt-BR|en-US))?\/(?:products|p(?:\/reviews)?)\/(.+?)\/?$/.exec(path);
  // A malformed escape or a control character names no product (never a thrown URIError).
  return match ? decodeSegment(match[1]!) : null;
}

async function find(query: { itemIds?: string; partNumber?: string; productDetailsPageUrl?: string }, locale: Parameters<typeof productBySlug>[2]): Promise<ProductDetail[]> {
  if (query.itemIds) return productsBy(readDb(), { sku: query.itemIds.toUpperCase() }, locale);
  if (query.partNumber) return productsBy(readDb(), { partNumber: query.partNumber.toUpperCase() }, locale);
  const slug = slugFromPageUrl(query.productDetailsPageUrl ?? '');
  const product = slug ? await productBySlug(readDb(), slug, locale) : null;
  return product ? [product] : [];
}

/** The product result of spec §3 for a parsed query: products with fitment for the vehicle asked about (or saved). */
export async function productAnswer(request: NextRequest, query: z.infer<typeof ProductQuery> | z.infer<typeof ProductDataQuery>, named: VehicleRef | null, makeId?: number) {
  const { locale, market } = requestLocale(request);
  if (query.country !== market.countryCode) throw countryMismatch(query.country, market.countryCode);
  const products = await find(query, locale);
  if (!products.length) return errorResponse(404, { errorCode: 'PRODUCT_NOT_FOUND', errorMessageKey: 'error_product_notFound', errorMessageDefault: 'No such product' });
  const { vehicle, fromCookies } = await vehicleFor(request, named, makeId);
  const views = await Promise.all(
    products.map(async (p) => {
      // With a vehicle, the fitment answer already says whether the part is universal.
      const fitment = vehicle ? await fitmentFor(readDb(), p.id, vehicle) : null;
      return productView(p, { locale, fitment, universal: fitment ? fitment === 'UNIVERSAL' : await isUniversal(readDb(), p.id) });
    }),
  );
  const body = { pdpResults: { products: views }, redirectPageType: null, redirectURL: null, xFusionQueryId: crypto.randomUUID() };
  return fromCookies || query.preview === 'true' ? privateJson(body) : cacheableJson(body);
}

export function namedVehicle(query: z.infer<typeof ProductQuery>): VehicleRef | null {
  return query.vehicleId ? parseVehicleKey(query.vehicleId) : null;
}

export function namedVehicleByModel(query: z.infer<typeof ProductDataQuery>): VehicleRef | null {
  return query.year !== undefined && query.modelId !== undefined ? { baseVehicleId: baseVehicleId(query.year, query.modelId) } : null;
}
