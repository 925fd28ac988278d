import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { nextCookies } from 'better-auth/next-js';
import { emailOTP } from 'better-auth/plugins';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import { GARAGE_COOKIE, parseGarage } from '@/lib/garage';
import { isLocale, localizedPath, type Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { writeCartCookie } from '@/server/cart/cookies';
import { cartAtSignIn } from '@/server/cart/service';
import { db } from '@/server/db/client';
import { enqueueEmail, kickDelivery } from '@/server/platform/email/outbox';
import { env } from '@/server/platform/env';
import { originOf } from '@/server/platform/origin';
import { sharedCallLimitStorage } from '@/server/platform/rate-limit';
import { currentOriginConfig, trustedOrigins } from '@/server/platform/site-origin';
import { mergeGuestGarage } from '@/server/vehicles/saved-garage';
import { savedGarageCookies, writeGarageCookies } from '@/server/vehicles/preferred';
import { passwordResetEmail, signInCodeEmail } from './account-emails';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from './auth-schema';
import { hashPassword, verifyDummyPassword, verifyPassword } from '@/server/platform/passwords';
import { mayMailTo, SIGN_IN_CODE_SENDS } from './limits';
import { addressProven, CLIENT_ADDRESS_HEADER } from './sign-in-guard';

/** Accounts (docs/decisions/020-accounts.md): better-auth with sessions in PostgreSQL. */

/** The prefix of better-auth's cookies (`redline.session_token`, with `__Secure-` over HTTPS). */
export const AUTH_COOKIE_PREFIX = 'redline';

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
export const PASSWORD_RESET_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * A session without "keep me signed in" lasts at most this long on the server (better-auth's own
 * for such a sign-in), besides ending after SESSION_IDLE_MINUTES without a request (member.ts);
 * its cookie has no Max-Age, so it also ends when the browser closes.
 */
export const NOT_REMEMBERED_SESSION_HOURS = 24;

/**
 * Whether a sign-in asked to be remembered: only the password form has "keep me signed in"
 * (spec §4); a sign-in with an e-mailed code, and so a registration, never is, and neither is a
 * password sign-in that did not say so (better-auth's own default would remember it).
 */
function rememberedSignIn(context: { path?: string; body?: unknown } | null | undefined): boolean {
  return context?.path === '/sign-in/email' && (context.body as { rememberMe?: unknown } | undefined)?.rememberMe === true;
}
const isSignIn = (path: string | undefined) => !!path?.startsWith('/sign-in/');

async function localeOfEmail(email: string): Promise<Locale> {
  const [user] = await db().select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return user && isLocale(user.locale) ? user.locale : 'en-US';
}

/**
 * The origin of the request a server action is answering, for the links better-auth e-mails (it
 * passes no request then). One per process, like the auth instance below (`holder`): Next bundles
 * this module into several server chunks, and the instance made by the first chunk that asked
 * (a route handler, say) must read the store that the action's chunk writes.
 */
const originHolder = globalThis as unknown as { __authActionOrigin?: AsyncLocalStorage<string> };
const actionOrigin = (originHolder.__authActionOrigin ??= new AsyncLocalStorage<string>());

/** Run a better-auth call for a server action whose request had these headers: links it e-mails are on this site (originOf). */
export function withRequestOrigin<T>(requestHeaders: Headers, call: () => Promise<T>): Promise<T> {
  return actionOrigin.run(originOf(requestHeaders).origin, call);
}

/**
 * Where an e-mailed link points: the site's origin for the HTTP request (SITE_URL, else its Host;
 * forwarded headers only behind TRUST_PROXY), or for the server action's request. Never a
 * default host: a link nobody can follow is a bug to fix, not to send.
 */
function linkOrigin(request: Request | undefined): string {
  if (request) return originOf(request.headers).origin;
  const origin = actionOrigin.getStore() ?? env().SITE_URL;
  if (!origin) throw new Error('An e-mailed link needs the request: call better-auth through withRequestOrigin');
  return new URL(origin).origin;
}

/** Whether the address has an account with a password: what better-auth's password sign-in checks against. */
async function hasPassword(email: string): Promise<boolean> {
  const [found] = await db()
    .select({ id: authAccounts.id })
    .from(authUsers)
    .innerJoin(authAccounts, and(eq(authAccounts.userId, authUsers.id), eq(authAccounts.accountId, authUsers.id), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)))
    .where(eq(authUsers.email, email.toLowerCase()))
    .limit(1);
  return !!found;
}

/**
 * Before better-auth's password sign-in: an address without an account, or without a password,
 * is refused here after the same scrypt check a real password gets (against a dummy hash with
 * the same parameters), with better-auth's own answer. better-auth would hash the password
 * instead, a different piece of work; now both refusals run `verifyPassword` once, and a wrong
 * password takes as long as an unknown address (issue 19, item 5; bench/sign-in-timing.ts).
 * Anything malformed is left to better-auth's own checks.
 */
/** The account a password-reset token belongs to (its address and first name) while the token is good; null otherwise. */
export async function resetTokenOwner(token: string): Promise<{ email: string; firstName: string } | null> {
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(token)) return null;
  const [row] = await db()
    .select({ email: authUsers.email, firstName: authUsers.firstName, expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .innerJoin(authUsers, eq(authUsers.id, authVerifications.value))
    .where(eq(authVerifications.identifier, `reset-password:${token}`));
  return row && row.expiresAt.getTime() > Date.now() ? { email: row.email, firstName: row.firstName } : null;
}

async function refuseWithoutPassword(body: unknown): Promise<void> {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH || !z.email().safeParse(email).success) return;
  if (await hasPassword(email)) return;
  await verifyDummyPassword(password);
  throw APIError.from('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
}

/** The code a locked account's sign-in is refused with (403, by password or code alike): the shopper is told to contact customer service. */
export const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED';

/**
 * Before any session is made for an account (a password or code sign-in, whatever the path): a
 * locked one (customer service's lock, lock.ts) is refused. Checked here, after better-auth has
 * verified the password or the code, so only someone who proved the account learns it is locked;
 * a wrong password to a locked account reads as any wrong password.
 */
async function refuseLocked(userId: string): Promise<void> {
  const [user] = await db().select({ lockedAt: authUsers.lockedAt }).from(authUsers).where(eq(authUsers.id, userId));
  if (user?.lockedAt) throw APIError.from('FORBIDDEN', { code: ACCOUNT_LOCKED, message: 'This account is locked. Please contact customer service.' });
}

function createAuth() {
  const config = env();
  const secure = config.NODE_ENV === 'production';
  return betterAuth({
    appName: 'Redline Auto Parts',
    baseURL: config.SITE_URL,
    // The same origins as the proxy's cross-site check (cross-site.ts): the site's and its market domains.
    trustedOrigins: (request) => (request ? trustedOrigins(request.headers, currentOriginConfig()) : []),
    secret: config.BETTER_AUTH_SECRET,
    database: drizzleAdapter(db(), {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made only by the register flow (accounts.ts), which proves the address first.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A new account signs in with the code sent to its address (accounts.ts register), never blind.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }, request) => {
        const member = user as unknown as { locale?: string; firstName?: string };
        const locale: Locale = isLocale(member.locale) ? member.locale : 'en-US';
        const url = new URL(localizedPath(`/resetPassword/${token}`, locale), linkOrigin(request)).toString();
        const mail = await passwordResetEmail(member.firstName ?? '', url, PASSWORD_RESET_MINUTES, locale);
        await enqueueEmail(db(), { kind: 'passwordReset', locale, to: user.email, ...mail });
        kickDelivery();
      },
    },
    session: {
      // One lifetime for every "keep me signed in" session, never extended (NOT_REMEMBERED_SESSION_HOURS
      // for the others); the idle timeout is ours (member.ts).
      expiresIn: config.SESSION_MAX_AGE_DAYS * 86_400,
      disableSessionRefresh: true,
      additionalFields: {
        autoLogin: { type: 'boolean', required: false, defaultValue: false, input: false },
        lastActiveAt: { type: 'date', required: false, input: false },
      },
    },
    user: {
      additionalFields: {
        // Written by the store's own flows only (registration, the profile), with their rules:
        // never from a caller's body to better-auth (decision 076).
        firstName: { type: 'string', required: false, defaultValue: '', input: false },
        lastName: { type: 'string', required: false, defaultValue: '', input: false },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
        locale: { type: 'string', required: false, defaultValue: 'en-US', input: false },
        userType: { type: 'string', required: false, defaultValue: '', input: false },
        rewardsId: { type: 'string', required: false, input: false },
        receivePromoAndSpecialEvents: { type: 'boolean', required: false, defaultValue: true, input: false },
        receivePromoPrint: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      // Shared by every instance either way: in Redis with REDIS_URL (one atomic script per request, the
      // primary database spared a write per call; in the process while Redis is away), else in PostgreSQL.
      ...(config.REDIS_URL ? { customStorage: sharedCallLimitStorage('better-auth') } : { storage: 'database' as const }),
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/email-otp/*': { window: SIGN_IN_CODE_SENDS.windowMs / 1000, max: SIGN_IN_CODE_SENDS.limit },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      // The caller's address as clientKey picks it (the right hop of X-Forwarded-For, never an entry the
      // caller wrote), put in this header by the /api/auth route (sign-in-guard.ts authRequest): better-auth's
      // own reading of X-Forwarded-For takes a one-entry list only, and sends "client, proxy" to one shared bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            await refuseLocked(session.userId);
            const autoLogin = rememberedSignIn(context);
            const latest = Date.now() + NOT_REMEMBERED_SESSION_HOURS * 3_600_000;
            const expiresAt = !autoLogin && isSignIn(context?.path) && session.expiresAt.getTime() > latest ? new Date(latest) : session.expiresAt;
            return { data: { ...session, autoLogin, expiresAt, lastActiveAt: new Date() } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (context) => {
        const body = context.body as { email?: unknown; type?: unknown; token?: unknown } | undefined;
        if (context.path === '/email-otp/send-verification-otp') {
          // The store's codes are sign-in codes; the plugin's other kinds are not used (and would count on the address).
          if (body?.type !== 'sign-in') throw APIError.from('BAD_REQUEST', { code: 'UNSUPPORTED_CODE_TYPE', message: 'Only sign-in codes are sent' });
          if (typeof body.email === 'string' && !(await mayMailTo('signInCode', body.email))) throw APIError.from('TOO_MANY_REQUESTS', { code: 'TOO_MANY_CODES', message: 'Too many sign-in codes were sent to this address: wait, then ask again' });
          return;
        }
        if (context.path === '/request-password-reset') {
          if (typeof body?.email === 'string' && !(await mayMailTo('passwordReset', body.email))) throw APIError.from('TOO_MANY_REQUESTS', { code: 'TOO_MANY_RESETS', message: 'Too many reset links were sent to this address: wait, then ask again' });
          return;
        }
        if (context.path === '/reset-password') {
          // A reset link proves the mailbox as a code does: password sign-in, paused by someone's wrong passwords, opens again.
          const owner = typeof body?.token === 'string' ? await resetTokenOwner(body.token) : null;
          if (owner) await addressProven(owner.email);
          return;
        }
        if (context.path !== '/sign-in/email') return;
        await refuseWithoutPassword(context.body);
        // Remembered only when asked: better-auth's own default for a missing rememberMe is true.
        if (body && typeof body === 'object' && (body as Record<string, unknown>).rememberMe !== true) return { context: { body: { ...body, rememberMe: false } } };
      }),
      // After every successful sign-in or sign-up: the guest's cart and vehicles join the account.
      after: createAuthMiddleware(async (context) => {
        const signedIn = context.context.newSession;
        if (!signedIn) return;
        const userId = signedIn.user.id;
        // A sign-in without "keep me signed in" gets a browser-session cookie (no Max-Age), whatever
        // path signed it in: better-auth gives its code sign-in a cookie of SESSION_MAX_AGE_DAYS.
        if (isSignIn(context.path) && !rememberedSignIn(context)) {
          const { sessionToken, dontRememberToken } = context.context.authCookies;
          const replaced = new Set([sessionToken.name, dontRememberToken.name]);
          const headers = context.context.responseHeaders;
          if (headers) {
            const kept = headers.getSetCookie().filter((cookie) => !replaced.has(cookie.slice(0, cookie.indexOf('='))));
            headers.delete('set-cookie');
            for (const cookie of kept) headers.append('set-cookie', cookie);
          }
          await setSessionCookie(context, signedIn, true);
        }
        // Rotation: the session this browser had before signing in ends now, so an old cookie (a
        // fixated one, or another member's on a shared computer) is worth nothing.
        const previous = await context.getSignedCookie(context.context.authCookies.sessionToken.name, context.context.secret);
        if (previous && previous !== signedIn.session.token) await db().delete(authSessions).where(eq(authSessions.token, previous));
        const jar = { set: (name: string, value: string, options: Parameters<typeof context.setCookie>[2]) => context.setCookie(name, value, options) };
        const cartId = await cartAtSignIn(db(), userId, context.getCookie(COOKIES.cartId) ?? undefined);
        if (cartId) writeCartCookie(jar, cartId, secure);
        const guestGarage = parseGarage(context.getCookie(GARAGE_COOKIE));
        const guestPreferred = parseVehicleKey(context.getCookie(COOKIES.preferredVehicleId) ?? '');
        await mergeGuestGarage(db(), userId, guestGarage, guestPreferred);
        writeGarageCookies(jar, await savedGarageCookies(db(), userId), secure);
      }),
    },
    plugins: [
      emailOTP({
        otpLength: SIGN_IN_CODE_LENGTH,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        // Codes only for existing accounts; an unknown address gets the same answer and no mail.
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in') return;
          const locale = await localeOfEmail(email);
          await enqueueEmail(db(), { kind: 'signInCode', locale, to: email, ...(await signInCodeEmail(otp, SIGN_IN_CODE_MINUTES, locale)) });
          kickDelivery();
        },
      }),
      nextCookies(),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const holder = globalThis as unknown as { __auth?: Auth };

/** The accounts service, made on first use (it needs the environment and the database). */
export function auth(): Auth {
  return (holder.__auth ??= createAuth());
}
