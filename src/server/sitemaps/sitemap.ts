import { catalogSitemapEntries, productSitemapNames, type SitemapEntry } from '@/server/catalog/sitemap';
import type { Executor } from '@/server/db/client';
import { directoryPages } from '@/server/stores/directory';

/**
 * The site's sitemap files: its fixed pages, the catalogue's files (categories, brands, products
 * in id ranges) and the store directory. A module above catalogue and stores, which each give
 * their own pages.
 */
const STATIC_PATHS = ['/', '/brands', '/lp/deals', '/deals/hotDeal', '/deals/clearance', '/deals/rebates', '/deals/localstoreadd', '/shopbymake', '/vin-decoder', '/siteMap', '/store', '/giftCard', '/giftCard/cardBalance'];

/** The names of the sitemap files: pages, categories, brands, stores, then products in id ranges. */
export async function sitemapNames(executor: Executor): Promise<string[]> {
  return ['pages', 'categories', 'brands', 'stores', ...(await productSitemapNames(executor))];
}

/** The entries of one sitemap file, or null when there is no such file. */
export async function sitemapEntries(executor: Executor, name: string): Promise<SitemapEntry[] | null> {
  if (name === 'pages') return STATIC_PATHS.map((path) => ({ path }));
  if (name === 'stores') return directoryPages(executor);
  return catalogSitemapEntries(executor, name);
}
