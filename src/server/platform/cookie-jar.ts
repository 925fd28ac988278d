/** The request's cookies, as every module that reads one sees them (Next's cookie store, a better-auth hook, a test). */
export interface CookieReader {
  get(name: string): string | undefined;
}

export interface CookieOptions {
  path: string;
  maxAge: number;
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
}

/** Where a module writes a cookie: Next's cookie store, a route's response, a better-auth hook. */
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): unknown;
}
