/**
 * The content module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 *
 * What shoppers see goes to the read replica when there is one (docs/decisions/050); what the
 * operators' screens and admin API read back after saving (findPage, listPages, findBanner,
 * listBanners, findDocument) stays on the primary.
 */
import { withDatabase, withReadDatabase } from '@/server/db/with-database';
import * as pages from './pages';
import * as service from './service';
import type { Locale } from '@/lib/markets';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';

// Tags for the page cache (docs/decisions/040): the site's content documents and banners, and landing pages by slug.
const siteContent = (_result: unknown, locale: Locale) => [pageTags.content(locale)];

export const findPage = withDatabase(pages.findPage);
export const getPublishedPage = tagged(withReadDatabase(pages.getPublishedPage), (_page, _locale, slug) => [pageTags.contentPage(slug)]);
export const listPages = withDatabase(pages.listPages);
export const findBanner = withDatabase(service.findBanner);
export const findDocument = tagged(withDatabase(service.findDocument), siteContent);
export const getFooter = tagged(withReadDatabase(service.getFooter), siteContent);
export const getHeaderContent = tagged(withReadDatabase(service.getHeaderContent), siteContent);
export const getTopNav = tagged(withReadDatabase(service.getTopNav), siteContent);
export const listBanners = withDatabase(service.listBanners);
