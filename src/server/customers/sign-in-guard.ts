import { REQUEST_BODY_MAX_BYTES } from '@/lib/constants';
import { readBodyBytes } from '@/server/platform/body';
import { trustedProxies } from '@/server/platform/env';
import { ApiError, errorResponse, noSuchEndpoint } from '@/server/platform/http';
import { forwardedAddress } from '@/server/platform/forwarded-for';
import { attemptGuard, clientKey, type AttemptGuard, type KeyedSerial, keyedSerial } from '@/server/platform/rate-limit';

/**
 * Wrong passwords (docs/decisions/030-limits-per-caller-and-target.md), for the sign-in page's
 * action and better-auth's POST /api/auth/sign-in/email alike:
 * - per (account, caller): five, then the caller waits 30 s before its next password for that
 *   account, doubling up to 15 minutes; the right password forgets them;
 * - per account: a caller's first five count on it; at twenty (so from four callers or more)
 *   password sign-in to the account pauses, for every caller, until its owner signs in with a
 *   code e-mailed to the account's address (which forgets the count) or a day passes without a
 *   wrong password. Signing in by code is never paused.
 */
export const PASSWORD_SIGN_IN_LIMITS = {
  perCaller: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  perTarget: { free: 20, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  share: 5,
} as const;

const holder = globalThis as unknown as { __passwordSignIns?: AttemptGuard; __passwordSerial?: KeyedSerial };
export const passwordSignIns = (holder.__passwordSignIns ??= attemptGuard('password-sign-in', PASSWORD_SIGN_IN_LIMITS));
const serial = (holder.__passwordSerial ??= keyedSerial('password-sign-in'));

const account = (email: string) => email.trim().toLowerCase();

export type PasswordGate = { kind: 'open' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'codeRequired' };

/**
 * A password attempt by `caller` on the account of `email`: refused by the gate, else `attempt`
 * runs (answering whether the password was right) and is counted. One at a time per (account,
 * caller), so parallel guesses each meet the failures before them.
 */
export async function tryPassword<T>(email: string, caller: string, attempt: () => Promise<{ right: boolean; counted: boolean; result: T }>): Promise<{ gate: Exclude<PasswordGate, { kind: 'open' }> } | { gate: { kind: 'open' }; result: T }> {
  return serial.run(`${account(email)}\u0000${caller}`, async () => {
    const gate = await passwordGate(email, caller);
    if (gate.kind !== 'open') return { gate };
    const { right, counted, result } = await attempt();
    if (counted) await passwordTried(email, caller, right);
    return { gate, result };
  });
}

/** Whether `caller` may try a password for the account of `email` now. */
export async function passwordGate(email: string, caller: string): Promise<PasswordGate> {
  const target = account(email);
  const own = await passwordSignIns.pairs.check(`${target}\u0000${caller}`);
  if (!own.allowed) return { kind: 'wait', retryAfterSeconds: own.retryAfterSeconds };
  if (await passwordSignIns.targetOverBudget(target)) return { kind: 'codeRequired' };
  return { kind: 'open' };
}

/** After a password sign-in: a wrong password counts; the right one forgets this caller's (and the account's) failures. */
export async function passwordTried(email: string, caller: string, right: boolean): Promise<void> {
  const target = account(email);
  if (!right) {
    await passwordSignIns.fail(target, caller);
    return;
  }
  await passwordSignIns.succeed(target, caller);
  await passwordSignIns.release(target);
}

/** The owner proved the address (signed in with an e-mailed code): password sign-in opens again. */
export async function addressProven(email: string): Promise<void> {
  await passwordSignIns.release(account(email));
}

/** The header better-auth reads the caller's address from (auth.ts advanced.ipAddress); set only by authRequest below. */
export const CLIENT_ADDRESS_HEADER = 'x-redline-client-address';

/**
 * The better-auth endpoints API clients may call (decision 020, decision 076): signing in (by
 * password or an e-mailed code), out, a password reset, and the session. The others stay shut
 * (404 in the error envelope): the store's own flows change a profile, an e-mail address or a
 * password with their rules (names, phone, lengths, sessions ended), and better-auth's
 * update-user would write names and phone unchecked.
 */
const API_CLIENT_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  GET: ['/get-session'],
  POST: ['/sign-in/email', '/sign-in/email-otp', '/email-otp/send-verification-otp', '/sign-out', '/request-password-reset', '/reset-password'],
};

/**
 * better-auth's HTTP endpoints (/api/auth/*) behind the same rules as the pages: only
 * API_CLIENT_ENDPOINTS, with bodies as small as the store's other routes' (413 past it); the
 * caller's address (clientKey's entry of X-Forwarded-For) handed to better-auth's own per-path
 * limits in CLIENT_ADDRESS_HEADER (any copy the caller sent is replaced), and password sign-ins
 * through passwordGate. A paused account answers 403 PASSWORD_SIGN_IN_PAUSED; a waiting caller
 * 429 TOO_MANY_ATTEMPTS with Retry-After, in better-auth's own error shape.
 */
export async function authRequest(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth(?=\/)/, '');
  if (!API_CLIENT_ENDPOINTS[request.method]?.includes(path)) return noSuchEndpoint();
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = forwardedAddress(request.headers.get('x-forwarded-for'), trustedProxies());
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  let body: Buffer | null = null;
  if (request.method === 'POST') {
    try {
      body = await readBodyBytes(request, REQUEST_BODY_MAX_BYTES);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.status, error.detail);
      throw error;
    }
  }
  const email = request.method === 'POST' && /\/sign-in\/(email|email-otp)$/.test(path) ? emailOf(body!) : '';
  const forwarded = new Request(request.url, { method: request.method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  if (path === '/get-session') return withoutSessionToken(await handle(forwarded));
  if (!email) return handle(forwarded);
  const caller = clientKey(request.headers);
  if (path.endsWith('/sign-in/email-otp')) {
    const response = await handle(forwarded);
    if (response.ok) await addressProven(email);
    return response;
  }
  const outcome = await tryPassword(email, caller, async () => {
    const response = await handle(forwarded);
    return { right: response.ok, counted: response.ok || response.status === 401, result: response };
  });
  if ('result' in outcome) return outcome.result;
  const { gate } = outcome;
  if (gate.kind === 'wait') {
    return Response.json({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong passwords for this account from this address. Try again later or sign in with an e-mailed code.' }, { status: 429, headers: { 'Retry-After': String(gate.retryAfterSeconds), 'Cache-Control': 'no-store' } });
  }
  return Response.json({ code: 'PASSWORD_SIGN_IN_PAUSED', message: 'Password sign-in to this account is paused after many wrong passwords. Sign in with an e-mailed code (/api/auth/email-otp/send-verification-otp).' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The session as get-session answers it, without its token: the cookie carries it (HttpOnly),
 * and a script of the page that read it could use the session elsewhere.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const answer = (await response.json()) as { session?: { token?: unknown } } | null;
  if (answer?.session) delete answer.session.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}

function emailOf(body: Buffer): string {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return '';
  }
  const email = parsed && typeof parsed === 'object' && 'email' in parsed ? (parsed as { email: unknown }).email : null;
  return typeof email === 'string' ? account(email).slice(0, 254) : '';
}
