import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import { distributionCentres, distributionCentreStock, storeStock } from './schema';

/**
 * Conditions on stock for another module's product query (the catalogue's shelves filter and
 * sort inside one SQL statement): the stock tables stay behind these functions, the caller
 * passes its own product id column.
 */

/** The units of the product in the distribution centres of the market with this currency (0 when none). */
export function shipUnitsSql(productId: AnyColumn | SQL, currency: CurrencyCode): SQL<number> {
  return sql<number>`(select coalesce(sum(${distributionCentreStock.quantity}), 0) from ${distributionCentreStock} where ${distributionCentreStock.productId} = ${productId} and ${distributionCentreStock.dc} in (select ${distributionCentres.code} from ${distributionCentres} where ${distributionCentres.currency} = ${currency}))`;
}

/** True when the product is on the store's shelf (pick up today). */
export function onShelfSql(productId: AnyColumn | SQL, storeNumber: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${storeStock} where ${storeStock.productId} = ${productId} and ${storeStock.storeNumber} = ${storeNumber} and ${storeStock.quantity} > 0)`;
}
