import { ACTIONS_KEPT_FOR_ERROR_LOGS, FAILURE_ACTION_LOG_SAMPLE_RATE, LOG_MESSAGE_MAX_CHARACTERS } from './constants';

/**
 * The browser's logger (spec §7 /api/log), sent with a keepalive fetch so that it survives
 * the page being closed. Labels are translated on the server, which logs missing ones
 * itself (src/i18n/fallback.ts), so the browser has none to report.
 *
 * It also keeps the shopper's last few actions (spec §8): every error log carries them as
 * `lastActions`, and a failure action (a type ending in ERROR or FAILURE) is itself logged,
 * for a sample of shoppers, without any message to the shopper.
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

function post(entry: LogEntry): void {
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

/** Sends a log line; an error carries the last actions (spec §8) unless it brings its own. */
export function sendLog(entry: LogEntry): void {
  if (entry.level === 'error' && !entry.meta?.lastActions) {
    post({ ...entry, meta: { ...entry.meta, lastActions: lastActions() } });
    return;
  }
  post(entry);
}

/**
 * A warning (spec §8: chat availability, the cookie-consent script): the spec's log levels
 * have none, so it travels as `info` marked `severity: 'warning'`, and the shopper sees nothing.
 */
export function sendWarning(message: string, meta: Record<string, unknown> = {}): void {
  sendLog({ level: 'info', message, meta: { ...meta, severity: 'warning' } });
}

/** Spec §8: CART_ADD_FAILURE, CHECKOUT_COMMIT_ERROR... are failure actions. */
export function isFailureAction(type: string): boolean {
  return /(?:ERROR|FAILURE)$/.test(type);
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ActionRecorderOptions {
  keep: number;
  sampleRate: number;
  send: (entry: LogEntry) => void;
  /** A number in [0, 1): the failure is logged when it falls under the sample rate. */
  random?: () => number;
  /** Where the actions outlive a full page load (this tab's session storage); none: memory only. */
  storage?: () => StorageLike | null;
}

/** Where the last actions are kept in the tab's session storage. */
export const LAST_ACTIONS_KEY = 'lastActions';

export function createActionRecorder({ keep, sampleRate, send, random = Math.random, storage = () => null }: ActionRecorderOptions) {
  let memory: string[] | null = null;

  const load = (): string[] => {
    if (memory) return memory;
    memory = [];
    try {
      const saved: unknown = JSON.parse(storage()?.getItem(LAST_ACTIONS_KEY) ?? '[]');
      if (Array.isArray(saved)) memory = saved.filter((a): a is string => typeof a === 'string').slice(-keep);
    } catch {
      // A broken or refused store starts empty.
    }
    return memory;
  };

  return {
    record(type: string, meta: Record<string, unknown> = {}): void {
      memory = [...load(), type].slice(-keep);
      try {
        storage()?.setItem(LAST_ACTIONS_KEY, JSON.stringify(memory));
      } catch {
        // Private mode: memory only.
      }
      if (isFailureAction(type) && random() < sampleRate) {
        send({ level: 'error', message: type, meta: { ...meta, action: type, lastActions: [...memory] } });
      }
    },
    last(): string[] {
      return [...load()];
    },
  };
}

function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const recorder = createActionRecorder({ keep: ACTIONS_KEPT_FOR_ERROR_LOGS, sampleRate: FAILURE_ACTION_LOG_SAMPLE_RATE, send: post, storage: sessionStore });

/** Remembers an action the shopper took or met (e.g. `CART_ADD_FAILURE`); failures are logged at the sample rate. */
export function recordAction(type: string, meta?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  recorder.record(type, meta);
}

/** The last ACTIONS_KEPT_FOR_ERROR_LOGS actions, oldest first. */
export function lastActions(): string[] {
  return typeof window === 'undefined' ? [] : recorder.last();
}
