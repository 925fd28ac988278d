import { LOG_MESSAGE_MAX_CHARACTERS } from './constants';

/**
 * The browser's logger (spec §7 /api/log), sent with a keepalive fetch so that it survives
 * the page being closed. Labels are translated on the server, which logs missing ones
 * itself (src/i18n/fallback.ts), so the browser has none to report.
 */
export type LogLevel = 'info' | 'error' | 'verbose' | 'success';

export interface LogEntry {
  message: string;
  level: LogLevel;
  meta?: Record<string, unknown>;
}

export const LOG_ENDPOINT = '/api/log';

function trim(entry: LogEntry): LogEntry {
  return { ...entry, message: entry.message.slice(0, LOG_MESSAGE_MAX_CHARACTERS) };
}

export function sendLog(entry: LogEntry): void {
  try {
    void fetch(LOG_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(trim(entry)),
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}
