/**
 * The content module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file. Every write is
 * staff's (staff.ts): it takes the actor, asks content.write and writes its audit line.
 */
import { withDatabase } from '@/server/db/with-database';
import * as staff from './staff';

export const deletePageAs = withDatabase(staff.deletePageAs);
export const putPageAs = withDatabase(staff.putPageAs);
export const createBannerAs = withDatabase(staff.createBannerAs);
export const deleteBannerAs = withDatabase(staff.deleteBannerAs);
export const putDocumentAs = withDatabase(staff.putDocumentAs);
export const updateBannerAs = withDatabase(staff.updateBannerAs);
