/**
 * The rewards module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as accounts from './accounts';
import * as alerts from './alerts';
import * as creditRequests from './credit-requests';
import * as emailOffers from './email-offers';

export const createUnlinkedAccount = withDatabase(accounts.createUnlinkedAccount);
export const actOnAlert = withDatabase(alerts.actOnAlert);
export const decideCreditRequest = withDatabase(creditRequests.decideCreditRequest);
export const submitCreditRequest = withDatabase(creditRequests.submitCreditRequest);
export const signUpForEmailOffers = withDatabase(emailOffers.signUpForEmailOffers);

