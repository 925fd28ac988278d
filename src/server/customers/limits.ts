import { callLimiter, type CallLimiter } from '@/server/platform/rate-limit';

/**
 * Per-caller limits on the sign-in pages' server actions (better-auth limits only its HTTP
 * endpoints). Keyed by the caller, never by the account: an attacker is slowed down, the
 * member is never locked out by someone else's guesses.
 */
/** How many sign-in codes may be asked for in a minute: by a caller on the sign-in page, and by customer service for one shopper (lock.ts). */
export const SIGN_IN_CODE_SENDS = { limit: 5, windowMs: 60_000 } as const;

/**
 * What one address is sent, whoever asks and from wherever (decision 076): five sign-in codes,
 * and five password-reset links, in ten minutes. A mailbox is not flooded by callers spread over
 * many addresses; beyond, the request is refused as too many (for any address, an account or
 * not). No longer window: an attacker who spends an address's allowance the moment it renews
 * leaves its owner the last code or link sent, good until the next window, never a day without one.
 */
export const MAILS_TO_AN_ADDRESS = { limit: 5, windowMs: 10 * 60_000 } as const;

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
const holder = globalThis as unknown as { __accountLimits?: ReturnType<typeof create>; __mailsToAnAddress?: Record<AddressMail, CallLimiter> };
export const accountLimits = (holder.__accountLimits ??= create());
type AddressMail = 'signInCode' | 'passwordReset';
const mailsToAnAddress = (holder.__mailsToAnAddress ??= {
  signInCode: callLimiter('account:code-to', MAILS_TO_AN_ADDRESS.limit, MAILS_TO_AN_ADDRESS.windowMs),
  passwordReset: callLimiter('account:reset-to', MAILS_TO_AN_ADDRESS.limit, MAILS_TO_AN_ADDRESS.windowMs),
});

/** Whether another sign-in code or reset link may be sent to `email` (MAILS_TO_AN_ADDRESS); counts it when it may. */
export async function mayMailTo(kind: AddressMail, email: string): Promise<boolean> {
  return (await mailsToAnAddress[kind].take(email.trim().toLowerCase())).allowed;
}
