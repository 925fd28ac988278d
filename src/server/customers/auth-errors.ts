/**
 * better-auth's refusals (a wrong password, an expired code...) told apart by what they say, not
 * by class identity. `error instanceof APIError` is false when the error was made by another
 * copy of the class than the one imported here, and one build holds several: Next bundles the
 * route handlers, the pages and the server actions separately, each with its own copy of
 * better-call's module, while `auth()` is made once per process (globalThis) by whichever bundle
 * asked first. On an instance whose first caller was `/api/auth/*`, a wrong password on the
 * sign-in page was "not an APIError", so it went on as a 500; on another it read "Invalid Id".
 * better-auth itself checks `name === 'APIError'` (`isAPIError`).
 */
export interface AuthRefusal {
  /** better-auth's error code (`INVALID_EMAIL_OR_PASSWORD`, `OTP_EXPIRED`...), else the status name. */
  code: string;
  status: number;
}

const STATUS_NAMES: Record<string, number> = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, UNPROCESSABLE_ENTITY: 422, TOO_MANY_REQUESTS: 429 };

/** The refusal in a better-auth error (a 4xx APIError of any copy of the class), or null for anything else, to throw on. */
export function authRefusal(error: unknown): AuthRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, status, statusCode, body } = error as { name?: unknown; status?: unknown; statusCode?: unknown; body?: unknown };
  if (name !== 'APIError') return null;
  const numeric = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : typeof status === 'string' ? STATUS_NAMES[status] : undefined;
  if (numeric === undefined || numeric < 400 || numeric > 499) return null;
  const bodyCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return { code: typeof bodyCode === 'string' && bodyCode ? bodyCode : typeof status === 'string' ? status : String(numeric), status: numeric };
}
