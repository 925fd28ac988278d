import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { regionName } from '@/lib/regions';
import { regionPath, regionSlug, storePagePath } from '@/lib/store-pages';
import type { Executor } from '@/server/db/client';
import { directoryCountries } from './geo';
import { stores, type Store, type StoreCountry } from './schema';

/** A store as other modules see it (the row of the stores table, which this module owns). */
export type { Store };

/** A state or territory of the store directory, with its store count. */
export interface Region {
  slug: string;
  country: StoreCountry;
  state: string;
  name: string;
  stores: number;
}

/** The locales whose directory lists stores of this country: the locales a store's pages are listed in. */
export function storeLocales(country: StoreCountry): Locale[] {
  return LOCALES.filter((locale) => directoryCountries(getMarket(locale).country).includes(country));
}

/** The states and territories with stores in the locale's market, by name. */
export async function marketRegions(executor: Executor, locale: Locale): Promise<Region[]> {
  const rows = await executor
    .select({ country: stores.country, state: stores.state, stores: count() })
    .from(stores)
    .where(inArray(stores.country, directoryCountries(getMarket(locale).country)))
    .groupBy(stores.country, stores.state);
  const collator = new Intl.Collator(locale);
  return rows
    .map((row) => ({ ...row, slug: regionSlug(row.country, row.state), name: regionName(row.country, row.state, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A region of the locale's market by its URL slug, with its stores by city and address; null when it has none. */
export async function regionStores(executor: Executor, locale: Locale, slug: string): Promise<{ region: Region; stores: Store[] } | null> {
  const region = (await marketRegions(executor, locale)).find((r) => r.slug === slug);
  if (!region) return null;
  const list = await executor
    .select()
    .from(stores)
    .where(and(eq(stores.country, region.country), eq(stores.state, region.state)))
    .orderBy(asc(stores.city), asc(stores.address1), asc(stores.storeNumber));
  return { region, stores: list };
}

/** Every region page and store page, each with the locales it exists in. */
export async function directoryPages(executor: Executor): Promise<{ path: string; locales: Locale[] }[]> {
  const rows = await executor
    .select({ storeNumber: stores.storeNumber, country: stores.country, state: stores.state, city: stores.city })
    .from(stores)
    .orderBy(asc(stores.country), asc(stores.state), asc(stores.city), asc(stores.storeNumber));
  const regions = new Map<string, { path: string; locales: Locale[] }>();
  for (const row of rows) regions.set(`${row.country}-${row.state}`, { path: regionPath(row), locales: storeLocales(row.country) });
  return [...regions.values(), ...rows.map((row) => ({ path: storePagePath(row), locales: storeLocales(row.country) }))];
}

/** The country's store with the lowest number (the demo's counter purchases are rung up there). */
export async function firstStoreOf(executor: Executor, country: StoreCountry): Promise<Store | null> {
  const [store] = await executor.select().from(stores).where(eq(stores.country, country)).orderBy(asc(stores.storeNumber)).limit(1);
  return store ?? null;
}
