/**
 * The content module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as pages from './pages';
import * as service from './service';

export const findPage = withDatabase(pages.findPage);
export const getPublishedPage = withDatabase(pages.getPublishedPage);
export const listPages = withDatabase(pages.listPages);
export const findBanner = withDatabase(service.findBanner);
export const findDocument = withDatabase(service.findDocument);
export const getFooter = withDatabase(service.getFooter);
export const getHeaderContent = withDatabase(service.getHeaderContent);
export const getTopNav = withDatabase(service.getTopNav);
export const listBanners = withDatabase(service.listBanners);
