/**
 * Next's request APIs stood in for, in tests that call server actions (which read the cookies
 * and headers of the request and may redirect): one cookie jar, the request's headers, and
 * `redirect` as the throw Next makes of it. A test file replaces the modules with these and works
 * the same `request` (one module instance per test file):
 *
 *   vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
 *   vi.mock('next/navigation', () => import('../../../tests/next-request').then((next) => next.nextNavigation));
 *   const { request } = await import('../../../tests/next-request');
 */

export interface JarCookie {
  value: string;
  /** What the action set it with (path, maxAge, sameSite, secure, httpOnly...); `{}` for a cookie the request brought. */
  options: Record<string, unknown>;
}

export const request = {
  /** The cookies by name: those the request brought and those the action set. */
  jar: new Map<string, JarCookie>(),
  /** The request's headers, read whenever the code asks for them. */
  headers: {} as Record<string, string>,
};

/** `next/headers`: `cookies()` reads and writes `request.jar`; `headers()` answers `request.headers`. */
export const nextHeaders = {
  headers: async () => new Headers(request.headers),
  cookies: async () => ({
    get: (name: string) => {
      const cookie = request.jar.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      request.jar.set(name, { value, options });
    },
    delete: (cookie: string | { name: string }) => {
      request.jar.delete(typeof cookie === 'string' ? cookie : cookie.name);
    },
  }),
};

/** `next/navigation`: `redirect(to)` throws, as Next's does; the error carries where to. */
export const nextNavigation = {
  redirect: (to: string): never => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
  forbidden: (): never => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
  },
};
