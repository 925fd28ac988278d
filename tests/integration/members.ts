import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Locale } from '@/lib/markets';
import { register } from '@/server/customers/accounts';
import { signInWithCode } from '@/server/onboarding/sign-in-with-code';
import { auth } from '@/server/customers/auth';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { recentEmails } from '@/server/platform/email/outbox';

/** Shared by the tests of signed-in calls: a member registered the only way there is (the e-mailed code), then signed in with the password. */
export const MEMBER_PASSWORD = 'Sup3r-secret-pw';
let members = 0;

/** The session cookie among a sign-in's Set-Cookie headers, as the browser would send it back. */
export const sessionCookie = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ');

export async function signedInMember(
  options: { email?: string; locale?: Locale; firstName?: string; lastName?: string; receivePromoAndSpecialEvents?: boolean } = {},
): Promise<{ id: string; email: string; cookie: string }> {
  const email = options.email ?? `member-${process.pid}-${++members}@example.com`;
  const token = await register(new Headers(), {
    firstName: options.firstName ?? 'Ana',
    lastName: options.lastName ?? 'Silva',
    email,
    password: MEMBER_PASSWORD,
    locale: options.locale ?? 'en-US',
    receivePromoAndSpecialEvents: options.receivePromoAndSpecialEvents ?? true,
  });
  const [mail] = await recentEmails(db(), { to: email, limit: 1 });
  expect(await signInWithCode(new Headers(), email, /\b(\d{6})\b/.exec(mail!.text)![1]!, token)).toBe('ok');
  const { headers } = await auth().api.signInEmail({ body: { email, password: MEMBER_PASSWORD }, headers: new Headers(), returnHeaders: true });
  const [user] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return { id: user!.id, email, cookie: sessionCookie(headers.getSetCookie()) };
}
