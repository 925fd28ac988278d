import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { staffRead } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import { authUsers } from './auth-schema';

/** How many shoppers a look-up lists at most: narrow the search beyond that. */
export const SHOPPER_SEARCH_LIMIT = 25;

export interface ShopperSummary {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  locale: string;
  rewardsId: string | null;
  emailVerified: boolean;
  createdAt: Date;
  /** When customer service locked the account (account-access.ts); null: open. */
  lockedAt: Date | null;
}

const SUMMARY = {
  id: authUsers.id,
  email: authUsers.email,
  name: authUsers.name,
  firstName: authUsers.firstName,
  lastName: authUsers.lastName,
  phone: authUsers.phone,
  locale: authUsers.locale,
  rewardsId: authUsers.rewardsId,
  emailVerified: authUsers.emailVerified,
  createdAt: authUsers.createdAt,
  lockedAt: authUsers.lockedAt,
};

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customer service looks a shopper up (issue 23, `customers.read`): by e-mail (whole or its
 * start), phone (its digits, whole or the last ones), name (first, last or full, any part) or
 * rewards number (exact). Newest accounts first.
 */
export function findShoppersAs(executor: Executor, query: string, actor: Actor): Promise<ShopperSummary[]> {
  return staffRead(actor, 'customers.read', async () => {
    const text = query.trim().slice(0, 120);
    if (text.length < 2) return [];
    const digits = text.replace(/\D/g, '');
    const like = `%${likeEscaped(text)}%`;
    const conditions = [
      ilike(authUsers.email, `${likeEscaped(text.toLowerCase())}%`),
      ilike(authUsers.name, like),
      ilike(sql`${authUsers.firstName} || ' ' || ${authUsers.lastName}`, like),
      eq(authUsers.rewardsId, text),
    ];
    if (digits.length >= 4 && digits.length === text.replace(/[\s()+.-]/g, '').length) conditions.push(sql`${authUsers.phone} like ${`%${digits}`}`);
    return executor.select(SUMMARY).from(authUsers).where(or(...conditions)).orderBy(sql`${authUsers.createdAt} desc`).limit(SHOPPER_SEARCH_LIMIT);
  });
}

/** One shopper's account as customer service sees it; null when there is none. */
export function shopperAs(executor: Executor, userId: string, actor: Actor): Promise<ShopperSummary | null> {
  return staffRead(actor, 'customers.read', async () => (await executor.select(SUMMARY).from(authUsers).where(eq(authUsers.id, userId)))[0] ?? null);
}
