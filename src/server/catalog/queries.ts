/**
 * The catalog module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file. All go to the
 * read replica when there is one (docs/decisions/050): the catalogue is written by operators
 * and imports, never by a shopper, and a cache fill reads it fresh.
 */
import { withDatabase, withReadDatabase } from '@/server/db/with-database';
import * as browse from './browse';
import * as images from './images';
import * as pages from './pages';
import * as product from './product';
import * as service from './service';
import * as listing from './shelf-listing';
import { tagged } from '@/server/platform/page-cache-tags';
import { pageTags } from '@/server/platform/page-cache';

// Tags for the page cache (docs/decisions/040): what each read showed.
const listingTags = () => [pageTags.listings];
const dealListing = () => [pageTags.listings, pageTags.priceListings];

export const brandBySlug = tagged(withReadDatabase(browse.brandBySlug), listingTags);
export const brandPartTypes = tagged(withReadDatabase(browse.brandPartTypes), listingTags);
export const dealBrands = tagged(withReadDatabase(browse.dealBrands), dealListing);
export const dealCategory = tagged(withReadDatabase(browse.dealCategory), dealListing);
export const dealDepartments = tagged(withReadDatabase(browse.dealDepartments), dealListing);
export const listBrands = tagged(withReadDatabase(browse.listBrands), listingTags);
export const siteMapTree = tagged(withReadDatabase(browse.siteMapTree), listingTags);
export const resolvePageType = tagged(withReadDatabase(pages.resolvePageType), listingTags);
export const productBySlug = tagged(withReadDatabase(product.productBySlug), (found) => [found && pageTags.product(found.id)]);
export const partImageName = withReadDatabase(service.partImageName);
// From the primary: a picture is asked for just after its upload, before a replica may have it.
export const productImageFile = withDatabase(images.imageFile);
export const shelfListing = tagged(withReadDatabase(listing.shelfListing), (found, input) => [
  ...found.items.map((item) => pageTags.product(item.id)),
  pageTags.listings,
  (input.scope.deal !== undefined || input.sort !== 'relevance' || input.minPrice !== undefined || input.maxPrice !== undefined) && pageTags.priceListings,
]);
