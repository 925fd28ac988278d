/**
 * The payments module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase, withReadDatabase } from '@/server/db/with-database';
import * as installments from './installments';
import * as wallet from './wallet';

export const listSavedCards = withDatabase(wallet.listSavedCards);
export const installmentSettingsOf = withReadDatabase(installments.installmentSettings);
