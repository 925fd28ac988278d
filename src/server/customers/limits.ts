import { RateLimiter } from '@/server/platform/rate-limit';

/**
 * Per-caller limits on the sign-in pages' server actions (better-auth limits only its HTTP
 * endpoints). Keyed by the caller, never by the account: an attacker is slowed down, the
 * member is never locked out by someone else's guesses.
 */
function create() {
  return {
    signIn: new RateLimiter(10, 60_000),
    code: new RateLimiter(5, 60_000),
    register: new RateLimiter(5, 60_000),
    reset: new RateLimiter(5, 60_000),
  };
}
const holder = globalThis as unknown as { __accountLimits?: ReturnType<typeof create> };
export const accountLimits = (holder.__accountLimits ??= create());
