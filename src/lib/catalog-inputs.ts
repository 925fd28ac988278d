import { z } from 'zod';
import { SKU_DETAILS_MAX_PRODUCTS } from './constants';
import { COUNTRY_CODES } from './markets';

const flag = z.enum(['true', 'false']).optional();

/** Spec §7, page-type lookup: canonicalPath, preview, country. */
export const PageTypeQuery = z.object({
  canonicalPath: z
    .string()
    .min(1)
    .max(500)
    .regex(/^\/[^?#]*$/, 'a path starting with /'),
  preview: flag,
  country: z.enum(COUNTRY_CODES),
  intcmp: z.string().max(200).optional(),
});

/**
 * GET /ecomm/b2c/browse/v1/sku-details: the shopper's parts of the products a cached catalogue page
 * shows (docs/decisions/042): `productIds` comma-separated; `nearby` asks for the sister stores'
 * stock of one of them (the product page).
 */
export const SkuDetailsQuery = z.object({
  productIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'product ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive()).min(1).max(SKU_DETAILS_MAX_PRODUCTS)),
  nearby: z.coerce.number().int().positive().optional(),
});
