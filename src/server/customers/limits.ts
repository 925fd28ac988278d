import { callLimiter } from '@/server/platform/rate-limit';

/**
 * Per-caller limits on the sign-in pages' server actions (better-auth limits only its HTTP
 * endpoints). Keyed by the caller, never by the account: an attacker is slowed down, the
 * member is never locked out by someone else's guesses.
 */
function create() {
  return {
    signIn: callLimiter('account:sign-in', 10, 60_000),
    code: callLimiter('account:code', 5, 60_000),
    register: callLimiter('account:register', 5, 60_000),
    reset: callLimiter('account:reset', 5, 60_000),
  };
}
const holder = globalThis as unknown as { __accountLimits?: ReturnType<typeof create> };
export const accountLimits = (holder.__accountLimits ??= create());
