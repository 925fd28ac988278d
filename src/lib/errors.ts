/**
 * The one error envelope of the API (spec §8): the three fields at the top level and the
 * same again as errorDetails[0], so callers that read either place find them.
 */
export interface ErrorDetail {
  errorCode: string;
  errorMessageKey: string;
  errorMessageDefault: string;
  /** Ours: the values the message key's placeholders take, e.g. { count: 3 }. */
  errorMessageValues?: Record<string, string | number>;
}

export interface ErrorEnvelope extends ErrorDetail {
  errorDetails: ErrorDetail[];
  /**
   * Ours: the id of the request that failed (its `X-Request-Id` header, in every log line of it),
   * for an operator to find what happened. Present in answers of the web server (decision 049).
   */
  requestId?: string;
}

/**
 * The id of the request being handled on the server: the AsyncLocalStorage that the web server
 * (scripts/lib/web-server.mjs) runs each request in, read from globalThis so that this module,
 * which the browser loads too, imports nothing of Node's (src/server/platform/request-context.ts
 * owns it). Undefined in the browser and outside a request.
 */
export function requestIdOfContext(): string | undefined {
  const store = (globalThis as { __redlineRequestContext?: { getStore(): { requestId?: string } | undefined } }).__redlineRequestContext;
  return store?.getStore()?.requestId;
}

/** The envelope of one error (or of several: `details`, one per field), with the request's id when there is one. */
export function errorEnvelope(detail: ErrorDetail, details: readonly ErrorDetail[] = [detail]): ErrorEnvelope {
  const requestId = requestIdOfContext();
  return { ...detail, errorDetails: details.map((d) => ({ ...d })), ...(requestId ? { requestId } : {}) };
}

/** Read an error payload from either place; errorDetails[0] wins when both exist. */
export function readErrorPayload(body: unknown): ErrorDetail | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const details = Array.isArray(record.errorDetails) ? record.errorDetails[0] : undefined;
  const source = (details && typeof details === 'object' ? details : record) as Record<string, unknown>;
  const errorCode = source.errorCode;
  if (errorCode === undefined || errorCode === null) return null;
  return {
    errorCode: String(errorCode),
    errorMessageKey: typeof source.errorMessageKey === 'string' ? source.errorMessageKey : '',
    errorMessageDefault: typeof source.errorMessageDefault === 'string' ? source.errorMessageDefault : '',
    ...(source.errorMessageValues && typeof source.errorMessageValues === 'object' ? { errorMessageValues: source.errorMessageValues as Record<string, string | number> } : {}),
  };
}
