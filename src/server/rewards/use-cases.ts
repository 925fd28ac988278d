/**
 * The rewards module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as alerts from './alerts';
import * as creditRequests from './credit-requests';
import * as emailOffers from './email-offers';
import * as staff from './staff';

export const actOnAlert = withDatabase(alerts.actOnAlert);
export const submitCreditRequest = withDatabase(creditRequests.submitCreditRequest);
export const signUpForEmailOffers = withDatabase(emailOffers.signUpForEmailOffers);

/** Staff's writes (staff.ts): each takes the actor, asks its permission and writes its audit line. */
export const decideCreditRequestAs = withDatabase(staff.decideCreditRequestAs);
export const createUnlinkedAccountAs = withDatabase(staff.createUnlinkedAccountAs);

