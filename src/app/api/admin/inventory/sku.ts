import { z } from 'zod';
import { LOCATION_TYPES } from '@/server/inventory/staff';
import { domainError, type DomainError } from '@/server/platform/domain-error';

/** The stock routes name a product by its SKU; the use cases take its id. */
export function skuNotFound(sku: string): DomainError {
  return domainError('notFound', 'PRODUCT_NOT_FOUND', 'ops.catalog.errors.productNotFound', 'There is no product with this SKU', { sku });
}

export const LocationBody = z.object({ type: z.enum(LOCATION_TYPES), code: z.string().trim().min(1).max(20) });
