import { CHAT_AVAILABILITY_POLL_FOR_MS, CHAT_AVAILABILITY_POLL_MS, CHAT_AVAILABILITY_THROTTLE_MS } from '@/lib/constants';

export type ChatAvailabilityStatus = 'loading' | 'success' | 'error';
export interface ChatAvailability {
  status: ChatAvailabilityStatus;
  available: boolean;
}

export const CHAT_AVAILABILITY_PATH = '/ecomm/b2c/v1/chat/availability';
export const LOADING: ChatAvailability = Object.freeze({ status: 'loading', available: false });

export interface PollerDeps {
  /** The number of agents available; rejects on any failure. */
  fetchCount(): Promise<number>;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  warn(message: string, meta: Record<string, unknown>): void;
}

/** Reads `<agentsAvailable>n</agentsAvailable>` from the availability XML (spec §7). */
export function parseAgentsAvailable(xml: string): number {
  const match = /<agentsAvailable>\s*(\d+)\s*<\/agentsAvailable>/.exec(xml);
  if (!match) throw new Error('The chat availability answer has no agentsAvailable count');
  return Number(match[1]);
}

/**
 * Spec §4/§9: availability is loading, then success (available when the count is above 0) or
 * error (unavailable, a warning logged). The first subscriber starts the poll: at once, then
 * every CHAT_AVAILABILITY_POLL_MS for CHAT_AVAILABILITY_POLL_FOR_MS. Checks closer together than
 * CHAT_AVAILABILITY_THROTTLE_MS (e.g. `check()` when a modal opens) reuse the last answer.
 */
export function createAvailabilityPoller(deps: PollerDeps) {
  let state: ChatAvailability = LOADING;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let startedAt: number | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function set(next: ChatAvailability) {
    if (next.status === state.status && next.available === state.available) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function check(): Promise<void> {
    if (inFlight) return inFlight;
    if (deps.now() - lastCheckAt < CHAT_AVAILABILITY_THROTTLE_MS) return Promise.resolve();
    lastCheckAt = deps.now();
    inFlight = deps
      .fetchCount()
      .then(
        (count) => set({ status: 'success', available: count > 0 }),
        (error: unknown) => {
          deps.warn('Chat availability check failed', { reason: error instanceof Error ? error.message : String(error) });
          set({ status: 'error', available: false });
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  function scheduleNext() {
    if (startedAt === null || deps.now() - startedAt + CHAT_AVAILABILITY_POLL_MS > CHAT_AVAILABILITY_POLL_FOR_MS) return;
    deps.setTimeout(() => {
      void check();
      scheduleNext();
    }, CHAT_AVAILABILITY_POLL_MS);
  }

  function start() {
    if (startedAt !== null) return;
    startedAt = deps.now();
    void check();
    scheduleNext();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): ChatAvailability => state,
    check,
  };
}

export type AvailabilityPoller = ReturnType<typeof createAvailabilityPoller>;
