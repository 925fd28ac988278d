import pino from 'pino';

/** JSON logs to stdout (spec §9 log levels map onto pino's: verbose=debug, success=info). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'storefront' },
  redact: ['req.headers.cookie', 'meta.password', 'meta.cardNumber', 'meta.token'],
});

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
