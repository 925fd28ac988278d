/**
 * The payments module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as installmentSettings from './installment-settings';
import * as tokens from './tokens';
import * as wallet from './wallet';

export const createCardToken = withDatabase(tokens.createCardToken);
export const updateInstallmentSettings = withDatabase(installmentSettings.updateInstallmentSettings);
export const removeSavedCard = withDatabase(wallet.removeSavedCard);
export const saveCard = withDatabase(wallet.saveCard);
export const setDefaultCard = withDatabase(wallet.setDefaultCard);
