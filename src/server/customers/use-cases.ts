/**
 * The customers module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as access from './account-access';
import * as profile from './profile';

export const adoptPhone = withDatabase(profile.adoptPhone);
export const saveNames = withDatabase(profile.saveNames);
export const savePromoPreferences = withDatabase(profile.savePromoPreferences);

/** Customer service's changes to a shopper's access (account-access.ts: customers.manage). */
export const lockShopperAs = withDatabase(access.lockShopperAs);
export const unlockShopperAs = withDatabase(access.unlockShopperAs);
export const resendSignInCodeAs = withDatabase(access.resendSignInCodeAs);
