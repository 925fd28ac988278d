import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { getMarket, type Locale, type Market } from '@/lib/markets';
import { phoneDigits, validatePhone } from '@/lib/validation/contact';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { smsSubscriptions, type SmsSubscription } from './schema';

/** The word a subscriber texts back to stop the messages, per market (the /sms page explains it). */
export const SMS_OPT_OUT_KEYWORDS: Record<Market['country'], string> = { US: 'STOP', MX: 'BAJA', BR: 'SAIR' };

/** Sign-ups a caller may send an hour (ours: the form is public). */
export const SMS_SIGNUPS_PER_CALLER_PER_HOUR = 10;
export const smsSignupLimiter = ((globalThis as unknown as { __smsSignupLimiter?: CallLimiter }).__smsSignupLimiter ??= callLimiter('sms-signup', SMS_SIGNUPS_PER_CALLER_PER_HOUR, 60 * 60_000));

export interface SmsSignupInput {
  locale: Locale;
  phone: string;
  /** The consent text shown beside the box the shopper ticked, in their language. */
  consentText: string;
  userId?: string | null;
}

/**
 * Opt a phone number in to SMS offers in the locale's market. The number follows the market's
 * rules (src/lib/validation/contact.ts); it is stored as its national digits. Signing up again
 * (also after opting out) renews the consent. Answers the row and whether it is new.
 */
export async function subscribeSms(executor: Executor, input: SmsSignupInput, now = new Date()): Promise<{ subscription: SmsSubscription; created: boolean }> {
  const { country } = getMarket(input.locale);
  const problem = validatePhone(input.phone, country);
  if (problem) throw new DomainError('malformed', { errorCode: 'SMS_PHONE_INVALID', errorMessageKey: problem, errorMessageDefault: 'Enter a valid mobile phone number' });
  const values = { country, phone: phoneDigits(input.phone, country), locale: input.locale, userId: input.userId ?? null, consentText: input.consentText, consentedAt: now, optedOutAt: null };
  const [subscription] = await executor
    .insert(smsSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: [smsSubscriptions.country, smsSubscriptions.phone], set: { ...values, userId: sql`coalesce(excluded.user_id, ${smsSubscriptions.userId})` } })
    .returning({ ...getTableColumns(smsSubscriptions), created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = subscription!;
  return { subscription: row, created };
}

/** Record an opt-out (the keyword texted back, or an operator); answers whether the number was subscribed. */
export async function optOutSms(executor: Executor, country: Market['country'], phone: string, now = new Date()): Promise<boolean> {
  const rows = await executor
    .update(smsSubscriptions)
    .set({ optedOutAt: now })
    .where(and(eq(smsSubscriptions.country, country), eq(smsSubscriptions.phone, phoneDigits(phone, country)), sql`${smsSubscriptions.optedOutAt} is null`))
    .returning({ id: smsSubscriptions.id });
  return rows.length > 0;
}

export function findSmsSubscription(executor: Executor, country: Market['country'], phone: string) {
  return executor
    .select()
    .from(smsSubscriptions)
    .where(and(eq(smsSubscriptions.country, country), eq(smsSubscriptions.phone, phoneDigits(phone, country))))
    .then((rows) => rows[0] ?? null);
}
