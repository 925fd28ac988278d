import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REWARDS_LOOKUP_PAGE_NUMBER, REWARDS_LOOKUP_PAGE_SIZE } from '@/lib/constants';
import type { CurrencyCode } from '@/lib/markets';
import { inputText, isEmail, phoneDigits, postalCodeToSend, validateLastName, validatePhone, validateZipCode, type Country } from '@/lib/validation';
import { ruleField } from '@/lib/validation/address';
import type { Member } from '@/server/customers/member';
import type { Executor } from '@/server/db/client';
import { maskedProfile, type MaskedProfile } from './accounts';
import { sealToken, tokenSecret } from './tokens';
import { rewardsAccounts } from './schema';

/**
 * The rewards lookup (contract 1, spec §7 customer search): a member finds their account by last
 * name and at least one of phone, e-mail and postal code. It answers only accounts that could be
 * theirs (active, in the market's currency, linked to nobody or to them), masked, each named by a
 * profileKey sealed for this member; never a rewards id.
 */

const optionalRule = (rule: (value: unknown) => ReturnType<typeof validatePhone>) => ruleField((value) => (inputText(value).trim() ? rule(value) : null));

/** The search body: `customerData` and the spec's paging (REWARDS_LOOKUP_PAGE_SIZE, REWARDS_LOOKUP_PAGE_NUMBER, which are also the only values taken). */
export function lookupBodySchema(country: Country) {
  const customerData = z
    .object(
      {
        lastName: ruleField((value) => validateLastName(value, country)),
        telephoneNumber: optionalRule((value) => validatePhone(value, country)),
        emailAddress: optionalRule((value) => (isEmail(value) ? null : 'validation.email.invalid')),
        postalCode: optionalRule((value) => validateZipCode(value, country)),
      },
      { error: () => 'validation.form.incomplete' },
    )
    .refine((c) => !!(c.telephoneNumber.trim() || c.emailAddress.trim() || c.postalCode.trim()), { error: () => 'rewards.errors.criteriaMissing', path: ['telephoneNumber'] })
    .transform(
      (c): LookupCriteria => ({
        lastName: c.lastName.trim(),
        ...(c.telephoneNumber.trim() ? { telephoneNumber: phoneDigits(c.telephoneNumber, country) } : {}),
        ...(c.emailAddress.trim() ? { emailAddress: c.emailAddress.trim().toLowerCase() } : {}),
        ...(c.postalCode.trim() ? { postalCode: postalCodeToSend(c.postalCode, country) } : {}),
      }),
    );
  return z.object({
    customerData,
    maxResult: z.literal(REWARDS_LOOKUP_PAGE_SIZE).optional(),
    pageNumber: z.literal(REWARDS_LOOKUP_PAGE_NUMBER).optional(),
  });
}

export interface LookupCriteria {
  lastName: string;
  /** Digits. */
  telephoneNumber?: string;
  /** Lower-cased. */
  emailAddress?: string;
  /** As sent: US and Mexico cut to 5 digits. */
  postalCode?: string;
}

export interface LookupResult {
  totalCount: number;
  profiles: MaskedProfile[];
}

/**
 * The member's lookup: every criterion given must match (the last name without case), at most
 * REWARDS_LOOKUP_PAGE_SIZE profiles of page REWARDS_LOOKUP_PAGE_NUMBER, the oldest first.
 * totalCount 0 is "Rewards ID not found" to the UI.
 */
export async function lookupRewardsProfiles(executor: Executor, member: Pick<Member, 'id'>, criteria: LookupCriteria, currency: CurrencyCode, now = new Date()): Promise<LookupResult> {
  const conditions: SQL[] = [
    sql`lower(${rewardsAccounts.lastName}) = ${criteria.lastName.toLowerCase()}`,
    eq(rewardsAccounts.status, 'active'),
    eq(rewardsAccounts.currency, currency),
    or(isNull(rewardsAccounts.userId), eq(rewardsAccounts.userId, member.id))!,
  ];
  if (criteria.telephoneNumber) conditions.push(eq(rewardsAccounts.phoneNumber, criteria.telephoneNumber));
  if (criteria.emailAddress) conditions.push(eq(rewardsAccounts.email, criteria.emailAddress));
  if (criteria.postalCode) conditions.push(eq(rewardsAccounts.postalCode, criteria.postalCode));
  const where = and(...conditions);
  const [{ count } = { count: 0 }] = await executor.select({ count: sql<number>`count(*)::int` }).from(rewardsAccounts).where(where);
  if (!count) return { totalCount: 0, profiles: [] };
  const rows = await executor
    .select()
    .from(rewardsAccounts)
    .where(where)
    .orderBy(asc(rewardsAccounts.createdAt), asc(rewardsAccounts.rewardsId))
    .limit(REWARDS_LOOKUP_PAGE_SIZE)
    .offset((REWARDS_LOOKUP_PAGE_NUMBER - 1) * REWARDS_LOOKUP_PAGE_SIZE);
  const secret = await tokenSecret();
  return {
    totalCount: count,
    profiles: rows.map((row) => maskedProfile(row, sealToken(secret, 'profile', { userId: member.id, rewardsId: row.rewardsId }, now), { showLastName: true })),
  };
}
