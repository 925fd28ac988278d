import { useSyncExternalStore } from 'react';
import { sendWarning } from '@/lib/client-log';
import { CHAT_AVAILABILITY_PATH, LOADING, createAvailabilityPoller, parseAgentsAvailable, type AvailabilityPoller, type ChatAvailability } from '@/lib/chat-availability';

export type { ChatAvailability, ChatAvailabilityStatus } from '@/lib/chat-availability';

const AVAILABILITY_TIMEOUT_MS = 10_000;

async function fetchAgentsAvailable(): Promise<number> {
  const response = await fetch(CHAT_AVAILABILITY_PATH, {
    credentials: 'omit',
    cache: 'no-store',
    headers: { accept: 'application/xml' },
    signal: AbortSignal.timeout(AVAILABILITY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Chat availability answered ${response.status}`);
  return parseAgentsAvailable(await response.text());
}

/** Resolves once the browser is idle (at most IDLE_WAIT_MS from now). */
const IDLE_WAIT_MS = 1_000;
function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}

let poller: AvailabilityPoller | null = null;
let firstIdle: Promise<void> | null = null;

/** The page's one poller, made on first use in the browser. */
function pagePoller(): AvailabilityPoller {
  poller ??= createAvailabilityPoller({
    // The first check waits for an idle moment: it starts as the page hydrates, and its request
    // would otherwise lengthen the task that runs the page's effects (docs/performance.md, 2026-11-29).
    fetchCount: async () => {
      await (firstIdle ??= idle());
      return fetchAgentsAvailable();
    },
    now: () => Date.now(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    warn: sendWarning,
  });
  return poller;
}

const subscribe = (listener: () => void) => pagePoller().subscribe(listener);
const getSnapshot = () => pagePoller().getSnapshot();
const getServerSnapshot = () => LOADING;

/** Chat agent availability (spec §4), shared by every caller on the page. */
export function useChatAvailability(): ChatAvailability {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Asks again now (throttled), e.g. when the contact-us modal opens. */
export function recheckChatAvailability(): void {
  if (typeof window === 'undefined') return;
  void pagePoller().check();
}
