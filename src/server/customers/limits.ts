import { callLimiter } from '@/server/platform/rate-limit';

/**
 * Per-caller limits on the sign-in pages' server actions (better-auth limits only its HTTP
 * endpoints). Keyed by the caller, never by the account: an attacker is slowed down, the
 * member is never locked out by someone else's guesses.
 */
/** How many sign-in codes may be asked for in a minute: by a caller on the sign-in page, and by customer service for one shopper (lock.ts). */
export const SIGN_IN_CODE_SENDS = { limit: 5, windowMs: 60_000 } as const;

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
const holder = globalThis as unknown as { __accountLimits?: ReturnType<typeof create> };
export const accountLimits = (holder.__accountLimits ??= create());
