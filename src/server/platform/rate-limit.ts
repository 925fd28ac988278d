import { trustProxy as trustProxyHeaders } from './env';

/**
 * A fixed-window rate limiter keyed by caller. In-process: each instance counts its own
 * callers until a shared store (Redis) implements it.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the call is allowed, and when over the limit, how many seconds until it is again. */
  take(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.windowMs) {
      if (this.windows.size > 50_000) this.windows.clear();
      this.windows.set(key, { startedAt: now, count: 1 });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    if (current.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.startedAt + this.windowMs - now) / 1000)) };
    }
    current.count += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * The caller's address. Forwarded headers are believed only behind a proxy that sets them
 * (TRUST_PROXY=1); otherwise a caller could pick a new key for every request.
 */
export function clientKey(headers: Headers, trustProxy = trustProxyHeaders()): string {
  if (!trustProxy) return 'direct';
  const forwarded = headers.get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct';
}
