import pino from 'pino';
import { envVar } from './env';
import { currentRequestId } from './request-context';

/** Drizzle's "Failed query: <sql>\nparams: <values>": the values may be a shopper's data. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;

/**
 * An error as the logs keep it: pino's standard form, less what can hold a shopper's data. The
 * SQL text of a failed query stays (it names the query, with placeholders); its parameter values
 * and PostgreSQL's `detail` (which quotes the row: "Key (email)=(…) already exists") do not.
 */
export function errorForLog(error: unknown): unknown {
  const out = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== 'object') return out;
  for (const key of ['message', 'stack'] as const) if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(QUERY_PARAMS, '\nparams: [not logged]');
  delete out.params;
  delete out.detail;
  delete out.raw;
  return out;
}

/** The request's id on every line logged while handling it (request-context.ts); none outside a request. */
export function requestFields(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

/** The logger's settings (exported for its test, which writes with them to a stream of its own). */
export const LOGGER_OPTIONS: pino.LoggerOptions = {
  level: envVar('LOG_LEVEL') ?? (envVar('NODE_ENV') === 'test' ? 'silent' : 'info'),
  base: { service: 'storefront' },
  mixin: requestFields,
  redact: ['req.headers.cookie', 'meta.password', 'meta.cardNumber', 'meta.token'],
  serializers: { err: errorForLog },
};

/**
 * JSON logs to stdout (spec §9 log levels map onto pino's: verbose=debug, success=info). A line
 * logged while a request is handled carries its `requestId` (the `X-Request-Id` it was answered with).
 */
export const logger = pino(LOGGER_OPTIONS);

export type ClientLogLevel = 'info' | 'error' | 'verbose' | 'success';

export function logFromClient(level: ClientLogLevel, message: string, meta: Record<string, unknown>): void {
  const fields = { source: 'browser', clientLevel: level, meta };
  switch (level) {
    case 'error':
      logger.error(fields, message);
      break;
    case 'verbose':
      logger.debug(fields, message);
      break;
    default:
      // The spec's levels have no warning; the browser marks one in meta (sendWarning).
      if (meta.severity === 'warning') logger.warn(fields, message);
      else logger.info(fields, message);
  }
}
