/**
 * The catalog module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as browse from './browse';
import * as pages from './pages';
import * as product from './product';
import * as service from './service';
import * as shelf from './shelf';
import * as listing from './shelf-listing';

export const brandBySlug = withDatabase(browse.brandBySlug);
export const brandPartTypes = withDatabase(browse.brandPartTypes);
export const dealBrands = withDatabase(browse.dealBrands);
export const dealCategory = withDatabase(browse.dealCategory);
export const dealDepartments = withDatabase(browse.dealDepartments);
export const listBrands = withDatabase(browse.listBrands);
export const siteMapTree = withDatabase(browse.siteMapTree);
export const resolvePageType = withDatabase(pages.resolvePageType);
export const productBySlug = withDatabase(product.productBySlug);
export const partImageName = withDatabase(service.partImageName);
export const listShelf = withDatabase(shelf.listShelf);
export const shelfListing = withDatabase(listing.shelfListing);
