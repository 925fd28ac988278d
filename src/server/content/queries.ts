/**
 * The content module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 *
 * What shoppers see goes to the read replica when there is one (docs/decisions/050); what the
 * operators' screens and admin API read back after saving (findPageAs, listPagesAs, findBannerAs,
 * listBannersAs, findDocumentAs) stays on the primary.
 */
import { withDatabase, withReadDatabase } from '@/server/db/with-database';
import * as pages from './pages';
import * as service from './service';
import * as staff from './staff';
import type { Locale } from '@/lib/markets';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';

// Tags for the page cache (docs/decisions/040): the site's content documents and banners, and landing pages by slug.
const siteContent = (_result: unknown, locale: Locale) => [pageTags.content(locale)];

export const getPublishedPage = tagged(withReadDatabase(pages.getPublishedPage), (_page, _locale, slug) => [pageTags.contentPage(slug)]);
export const getFooter = tagged(withReadDatabase(service.getFooter), siteContent);
export const getHeaderContent = tagged(withReadDatabase(service.getHeaderContent), siteContent);
export const getTopNav = tagged(withReadDatabase(service.getTopNav), siteContent);

/** Staff's reads (staff.ts: content.write), as stored, published or not. */
export const findPageAs = withDatabase(staff.findPageAs);
export const listPagesAs = withDatabase(staff.listPagesAs);
export const findBannerAs = withDatabase(staff.findBannerAs);
export const listBannersAs = withDatabase(staff.listBannersAs);
export const findDocumentAs = withDatabase(staff.findDocumentAs);
