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
}

export function errorEnvelope(detail: ErrorDetail): ErrorEnvelope {
  return { ...detail, errorDetails: [{ ...detail }] };
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
