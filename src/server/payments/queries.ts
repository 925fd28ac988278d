/**
 * The payments module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase, withReadDatabase } from '@/server/db/with-database';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';
import * as installmentSettings from './installment-settings';
import * as installments from './installments';
import * as wallet from './wallet';

export const listSavedCards = withDatabase(wallet.listSavedCards);
/** A market's installment settings; a cached page that reads them is dropped when they change (installment-settings.ts). */
export const installmentSettingsOf = tagged(withReadDatabase(installments.installmentSettings), (_settings, country) => [pageTags.installments(country)]);
export const installmentSettingsForStaff = withDatabase(installmentSettings.installmentSettingsForStaff);
