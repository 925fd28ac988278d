import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { Locale } from '@/lib/markets';
import type { SecurityQuestion } from '@/lib/rewards';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { originOf } from '@/server/platform/origin';
import { signedInMember } from '../../../tests/integration/members';
import { behindProxy } from '../../../tests/integration/proxy';
import { createUnlinkedAccount } from './accounts';
import { rewardsAccounts } from './schema';

/** Shared by the linking integration tests: members, store-joined accounts, and calls to the routes. */

export const site = originOf(new Headers()).origin;
let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

export interface TestMember {
  id: string;
  email: string;
  cookie: string;
}

/** A registered member who proved their e-mail (verified) and signed in; their session cookie. */
export const newMember = (locale: Locale = 'en-US', email = `link-${unique()}@example.com`): Promise<TestMember> => signedInMember({ locale, email });

/** A store-joined account, linked to nobody; a fresh last name unless one is given. */
export async function storeAccount(
  fields: { lastName?: string; email?: string | null; phoneNumber?: string | null; postalCode?: string | null; question?: SecurityQuestion | null; answer?: string; currency?: 'USD' | 'MXN' } = {},
): Promise<{ rewardsId: string; lastName: string }> {
  const lastName = fields.lastName ?? `Rivera${unique().replace(/\D/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const { rewardsId } = await createUnlinkedAccount(db(), {
    firstName: 'Jorge',
    lastName,
    email: fields.email === undefined ? `jorge-${unique()}@example.com` : fields.email,
    phoneNumber: fields.phoneNumber === undefined ? '5125550100' : fields.phoneNumber,
    postalCode: fields.postalCode === undefined ? '78701' : fields.postalCode,
    securityQuestion: fields.question === undefined ? 'firstCar' : fields.question,
    securityAnswer: fields.answer ?? 'Ford Falcon',
    currency: fields.currency ?? 'USD',
    source: 'store',
  });
  return { rewardsId, lastName };
}

export async function account(rewardsId: string) {
  const [row] = await db().select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, rewardsId));
  return row!;
}

export async function user(id: string) {
  const [row] = await db().select().from(authUsers).where(eq(authUsers.id, id));
  return row!;
}

type Handler = (request: NextRequest) => Promise<Response> | Response;

/** Call a route handler as the browser would, through the proxy's cross-site check: JSON, this site's Origin, the member's cookie, a caller address. */
export async function call(handler: Handler, path: string, body: unknown, options: { cookie?: string; ip?: string; locale?: Locale; method?: string; origin?: string } = {}) {
  const url = `${site}${path}${options.locale ? `?locale=${options.locale}` : ''}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: options.origin ?? site, 'x-forwarded-for': options.ip ?? `198.51.100.${(counter++ % 250) + 1}` };
  if (options.cookie) headers.cookie = options.cookie;
  const response = await behindProxy(handler)(new NextRequest(url, { method: options.method ?? 'POST', body: JSON.stringify(body), headers }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { errorCode?: string; errorMessageKey?: string } };
}

/** A caller address of its own, so one test's rate limit never spends another's. */
export const callerIp = () => `203.0.113.${(counter++ % 250) + 1}`;
