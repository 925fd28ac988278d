import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { existingUserIds } from '@/server/customers/rewards-link';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { envVar } from '@/server/platform/env';
import { loyaltyAlerts, rewardsAccounts } from './schema';

/**
 * Loyalty alerts of an online account (spec §3 loyaltyAccountAlerts, §4 Loyalty alerts): TC asks
 * the member to agree to changed programme terms, OP invites a member who joined without the
 * e-mail offers opt-in, and the pilot type announces a pilot's change as a banner.
 */
export const TERMS_ALERT_TYPE = 'TC';
export const OFFERS_ALERT_TYPE = 'OP';
export const DEFAULT_PILOT_ALERT_TYPE = 'PC';

export type AlertStatus = (typeof loyaltyAlerts.$inferSelect)['status'];
export type AlertAction = 'acknowledge' | 'dismiss';

export interface LoyaltyAccountAlert {
  alertType: string;
  status: AlertStatus;
}

const ALERT_TYPE_PATTERN = /^[A-Z0-9]{1,16}$/;

/** The pilot-change alert type: REWARDS_PILOT_ALERT_TYPE (upper-case letters and digits), else 'PC'. */
export function pilotAlertType(value: string | undefined = envVar('REWARDS_PILOT_ALERT_TYPE')): string {
  const type = value?.trim().toUpperCase() ?? '';
  return ALERT_TYPE_PATTERN.test(type) && type !== TERMS_ALERT_TYPE && type !== OFFERS_ALERT_TYPE ? type : DEFAULT_PILOT_ALERT_TYPE;
}

/** What a member may do to each alert type: agree to the terms; dismiss the offers invitation and the pilot banner. */
export function allowedAction(alertType: string, action: AlertAction, pilotType = pilotAlertType()): boolean {
  if (action === 'acknowledge') return alertType === TERMS_ALERT_TYPE;
  return alertType === OFFERS_ALERT_TYPE || alertType === pilotType;
}

/** The member's alerts, as currentUser.loyaltyAccountAlerts lists them. */
export async function alertsFor(executor: Executor, userId: string): Promise<LoyaltyAccountAlert[]> {
  return executor
    .select({ alertType: loyaltyAlerts.alertType, status: loyaltyAlerts.status })
    .from(loyaltyAlerts)
    .where(eq(loyaltyAlerts.userId, userId))
    .orderBy(asc(loyaltyAlerts.alertType));
}

const ALERT_NOT_FOUND = new DomainError('notFound', { errorCode: 'ALERT_NOT_FOUND', errorMessageKey: 'rewards.alerts.errors.notFound', errorMessageDefault: 'There is no such alert on your account' });

function actionRefused(alertType: string, action: AlertAction): DomainError {
  return new DomainError('malformed', {
    errorCode: 'ALERT_ACTION_NOT_ALLOWED',
    errorMessageKey: 'rewards.alerts.errors.actionNotAllowed',
    errorMessageDefault: `The ${alertType} alert cannot be ${action === 'acknowledge' ? 'acknowledged' : 'dismissed'}`,
  });
}

async function setStatus(executor: Executor, userId: string, alertType: string, status: AlertStatus, now: Date): Promise<LoyaltyAccountAlert> {
  const [row] = await executor
    .update(loyaltyAlerts)
    .set({ status, updatedAt: now })
    .where(and(eq(loyaltyAlerts.userId, userId), eq(loyaltyAlerts.alertType, alertType)))
    .returning({ alertType: loyaltyAlerts.alertType, status: loyaltyAlerts.status });
  if (!row) throw ALERT_NOT_FOUND;
  return row;
}

/**
 * The member agrees to the programme's terms: the TC alert becomes ACKNOWLEDGED and their linked
 * rewards account records when. Agreeing again changes nothing.
 */
export async function acknowledge(executor: Executor, userId: string, alertType: string, now = new Date()): Promise<LoyaltyAccountAlert> {
  if (!allowedAction(alertType, 'acknowledge')) throw actionRefused(alertType, 'acknowledge');
  const [current] = await executor
    .select({ status: loyaltyAlerts.status })
    .from(loyaltyAlerts)
    .where(and(eq(loyaltyAlerts.userId, userId), eq(loyaltyAlerts.alertType, alertType)));
  if (!current) throw ALERT_NOT_FOUND;
  if (current.status === 'ACKNOWLEDGED') return { alertType, status: 'ACKNOWLEDGED' };
  await executor.update(rewardsAccounts).set({ termsAcceptedAt: now }).where(eq(rewardsAccounts.userId, userId));
  return setStatus(executor, userId, alertType, 'ACKNOWLEDGED', now);
}

/** The member dismisses the offers invitation or the pilot banner: DISMISSED, whatever it was. */
export async function dismiss(executor: Executor, userId: string, alertType: string, now = new Date()): Promise<LoyaltyAccountAlert> {
  if (!allowedAction(alertType, 'dismiss')) throw actionRefused(alertType, 'dismiss');
  return setStatus(executor, userId, alertType, 'DISMISSED', now);
}

/** The member's action on one of their alerts (POST /ecomm/b2c/v1/currentUser/loyaltyAlerts). */
export function actOnAlert(executor: Executor, userId: string, alertType: string, action: AlertAction, now = new Date()): Promise<LoyaltyAccountAlert> {
  return action === 'acknowledge' ? acknowledge(executor, userId, alertType, now) : dismiss(executor, userId, alertType, now);
}

/** Rows per insert: well under PostgreSQL's limit of parameters per statement. */
const RAISE_BATCH = 1000;

export type AlertAudience = { userIds: string[] } | { allLinkedMembers: true };

/**
 * An operator (or the join) raises an alert: it prompts again for each member of the audience,
 * whatever they did with it before (new terms must be agreed to again). The audience is some
 * online accounts (unknown ids are skipped) or every member linked to an active rewards account.
 * Answers how many members it now prompts.
 */
export async function raiseAlert(executor: Executor, alertType: string, audience: AlertAudience, now = new Date()): Promise<number> {
  if (!ALERT_TYPE_PATTERN.test(alertType)) throw new Error(`Not an alert type: ${alertType}`);
  const userIds =
    'userIds' in audience
      ? await existingUserIds(executor, audience.userIds)
      : (
          await executor
            .select({ id: rewardsAccounts.userId })
            .from(rewardsAccounts)
            .where(and(isNotNull(rewardsAccounts.userId), eq(rewardsAccounts.status, 'active')))
        ).flatMap((row) => (row.id ? [row.id] : []));
  for (let start = 0; start < userIds.length; start += RAISE_BATCH) {
    await executor
      .insert(loyaltyAlerts)
      .values(userIds.slice(start, start + RAISE_BATCH).map((userId) => ({ userId, alertType, status: 'PROMPT' as const, updatedAt: now })))
      .onConflictDoUpdate({ target: [loyaltyAlerts.userId, loyaltyAlerts.alertType], set: { status: sql`excluded.status`, updatedAt: sql`excluded.updated_at` } });
  }
  return userIds.length;
}
