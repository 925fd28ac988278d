import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { emailOTP } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
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
import { mergeGuestGarage } from '@/server/vehicles/saved-garage';
import { savedGarageCookies, writeGarageCookies } from '@/server/vehicles/preferred';
import { passwordResetEmail, signInCodeEmail } from './account-emails';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from './auth-schema';
import { hashPassword, verifyPassword } from './passwords';
import { CLIENT_ADDRESS_HEADER } from './sign-in-guard';

/** Accounts (docs/decisions/020-accounts.md): better-auth with sessions in PostgreSQL. */

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
export const PASSWORD_RESET_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

async function localeOfEmail(email: string): Promise<Locale> {
  const [user] = await db().select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return user && isLocale(user.locale) ? user.locale : 'en-US';
}

/** The origin of the request a server action is answering, for the links better-auth e-mails (it passes no request then). */
const actionOrigin = new AsyncLocalStorage<string>();

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

function createAuth() {
  const config = env();
  const secure = config.NODE_ENV === 'production';
  return betterAuth({
    appName: 'Redline Auto Parts',
    baseURL: config.SITE_URL,
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
      // One lifetime for every session, never extended; the idle timeout is ours (member.ts).
      expiresIn: config.SESSION_MAX_AGE_DAYS * 86_400,
      disableSessionRefresh: true,
      additionalFields: {
        autoLogin: { type: 'boolean', required: false, defaultValue: false, input: false },
        lastActiveAt: { type: 'date', required: false, input: false },
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        phone: { type: 'string', required: false, defaultValue: '' },
        locale: { type: 'string', required: false, defaultValue: 'en-US' },
        userType: { type: 'string', required: false, defaultValue: '', input: false },
        rewardsId: { type: 'string', required: false, input: false },
        receivePromoAndSpecialEvents: { type: 'boolean', required: false, defaultValue: true },
        receivePromoPrint: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/email-otp/*': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'redline',
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
            const body = (context?.body ?? {}) as { rememberMe?: unknown };
            return { data: { ...session, autoLogin: body.rememberMe === true, lastActiveAt: new Date() } };
          },
        },
      },
    },
    hooks: {
      // After every successful sign-in or sign-up: the guest's cart and vehicles join the account.
      after: createAuthMiddleware(async (context) => {
        const signedIn = context.context.newSession;
        if (!signedIn) return;
        const userId = signedIn.user.id;
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
