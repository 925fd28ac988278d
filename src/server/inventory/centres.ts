import { asc, eq } from 'drizzle-orm';
import { getMarket, LOCALES, type CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { distributionCentres } from './schema';

export type DistributionCentre = typeof distributionCentres.$inferSelect;

/** Markets in the storefront's order (en-US, es-MX, pt-BR). */
const MARKET_ORDER: CurrencyCode[] = LOCALES.map((l) => getMarket(l).currency);

/** Every distribution centre, market by market (the storefront's order), each market's in their order. */
export async function allDistributionCentres(executor: Executor): Promise<DistributionCentre[]> {
  const rows = await executor.select().from(distributionCentres).orderBy(asc(distributionCentres.position), asc(distributionCentres.code));
  const rank = (c: DistributionCentre) => {
    const at = MARKET_ORDER.indexOf(c.currency);
    return at < 0 ? MARKET_ORDER.length : at;
  };
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** The distribution centres that ship to the market with this currency, in their order. */
export async function distributionCentresOf(executor: Executor, currency: CurrencyCode): Promise<DistributionCentre[]> {
  return executor
    .select()
    .from(distributionCentres)
    .where(eq(distributionCentres.currency, currency))
    .orderBy(asc(distributionCentres.position), asc(distributionCentres.code));
}
