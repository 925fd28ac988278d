import { LOG_MESSAGE_MAX_CHARACTERS } from './constants';

/**
 * The browser's logger (spec §7 /api/log): errors go at once with a keepalive fetch;
 * missing translation labels are batched and sent by beacon when the page is hidden.
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

const missingLabels = new Set<string>();
let flushRegistered = false;

function flushMissingLabels() {
  if (document.visibilityState !== 'hidden' || missingLabels.size === 0) return;
  // 30 labels of at most 200 characters stay well under the endpoint's 8 KB limit.
  const labels = [...missingLabels].slice(0, 30).map((label) => label.slice(0, 200));
  missingLabels.clear();
  const body = JSON.stringify(trim({ message: 'missing translation labels', level: 'error', meta: { labels, path: location.pathname } }));
  if (!navigator.sendBeacon?.(LOG_ENDPOINT, new Blob([body], { type: 'application/json' }))) {
    sendLog({ message: 'missing translation labels', level: 'error', meta: { labels, path: location.pathname } });
  }
}

export function reportMissingLabel(key: string): void {
  missingLabels.add(key);
  if (!flushRegistered) {
    flushRegistered = true;
    document.addEventListener('visibilitychange', flushMissingLabels);
  }
}
