import { headers } from 'next/headers';
import { PAGE_FILL_HEADER } from '@/lib/page-cache';

/**
 * Whether this render fills the page cache: it must show only what is the same for every
 * shopper of the market, and leave the shopper's parts (header, cart badge, saved vehicle,
 * preferred store and its stock, recently viewed) for the browser to load (docs/decisions/040).
 */
export async function isPageCacheFill(): Promise<boolean> {
  return (await headers()).get(PAGE_FILL_HEADER) === '1';
}
