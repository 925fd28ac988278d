/**
 * The rewards module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as accounts from './accounts';
import * as activity from './activity';
import * as alerts from './alerts';
import * as creditRequests from './credit-requests';
import * as earning from './earning';
import * as lookup from './lookup';
import * as memberSummary from './member-summary';
import * as staff from './staff';

export const mergedInto = withDatabase(accounts.mergedInto);
export const rewardsProfileOf = withDatabase(accounts.rewardsProfileOf);
export const memberRewardsAccount = withDatabase(activity.memberRewardsAccount);
export const rewardsStatement = withDatabase(activity.rewardsStatement);
export const alertsFor = withDatabase(alerts.alertsFor);
export const listCreditRequestsAs = withDatabase(staff.listCreditRequestsAs);
export const memberCreditRequests = withDatabase(creditRequests.memberCreditRequests);
export const creditHeld = withDatabase(earning.creditHeld);
export const orderRewards = withDatabase(earning.orderRewards);
export const lookupRewardsProfiles = withDatabase(lookup.lookupRewardsProfiles);
export const spendableRewards = withDatabase(memberSummary.spendableRewards);
export const memberRewardsAs = withDatabase(staff.memberRewardsAs);
