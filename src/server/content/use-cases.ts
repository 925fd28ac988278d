/**
 * The content module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as pages from './pages';
import * as service from './service';

export const deletePage = withDatabase(pages.deletePage);
export const putPage = withDatabase(pages.putPage);
export const createBanner = withDatabase(service.createBanner);
export const deleteBanner = withDatabase(service.deleteBanner);
export const putDocument = withDatabase(service.putDocument);
export const updateBanner = withDatabase(service.updateBanner);
