import { callLimiter, type CallLimiter } from '@/server/platform/rate-limit';

/**
 * Per-caller limits on the sign-in pages' server actions (better-auth limits only its HTTP
 * endpoints). Keyed by the caller, never by the account: an attacker is slowed down, the
 * member is never locked out by someone else's guesses.
 */
/** How many sign-in codes may be asked for in a minute: by a caller on the sign-in page, and by customer service for one shopper (lock.ts). */
export const SIGN_IN_CODE_SENDS = { limit: 5, windowMs: 60_000 } as const;

/**
 * How many sign-in codes one address is sent, whoever asks and from wherever (decision 076): a
 * mailbox is not flooded by callers spread over many addresses. Five in ten minutes and twenty a
 * day, more than its owner asks for; beyond, the request is refused as too many (for any address,
 * an account or not), and the codes already sent still work.
 */
export const SIGN_IN_CODES_TO_AN_ADDRESS = [
  { limit: 5, windowMs: 10 * 60_000 },
  { limit: 20, windowMs: 24 * 60 * 60_000 },
] as const;

function create() {
  return {
    signIn: callLimiter('account:sign-in', 10, 60_000),
    code: callLimiter('account:code', SIGN_IN_CODE_SENDS.limit, SIGN_IN_CODE_SENDS.windowMs),
    /** Customer service resending a code, keyed by the shopper: their mailbox gets no more than they could ask for themselves. */
    codeResend: callLimiter('account:code-resend', SIGN_IN_CODE_SENDS.limit, SIGN_IN_CODE_SENDS.windowMs),
    register: callLimiter('account:register', 5, 60_000),
    reset: callLimiter('account:reset', 5, 60_000),
  };
}
const holder = globalThis as unknown as { __accountLimits?: ReturnType<typeof create>; __codesToAnAddress?: CallLimiter[] };
export const accountLimits = (holder.__accountLimits ??= create());
const codesToAnAddress = (holder.__codesToAnAddress ??= SIGN_IN_CODES_TO_AN_ADDRESS.map(({ limit, windowMs }, i) => callLimiter(`account:code-to:${i}`, limit, windowMs)));

/** Whether another sign-in code may be sent to `email` (SIGN_IN_CODES_TO_AN_ADDRESS); counts it when it may. */
export async function mayMailCodeTo(email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  for (const limiter of codesToAnAddress) if (!(await limiter.take(address)).allowed) return false;
  return true;
}
