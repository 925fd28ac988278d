import { logger } from './logger';

/**
 * Graceful shutdown (issue 22, decision 049). Whatever holds a resource that must be closed when
 * the process ends (database pools, Redis, the job queue's worker) registers its stop here with
 * `onShutdown`; `scripts/server.mjs`, once the requests in flight have ended after SIGTERM, calls
 * `globalThis.__redlineShutdown()`, which is `runShutdown`.
 *
 * The registry lives on globalThis: Next bundles the server code into several chunks, and each
 * chunk would otherwise hold its own copy of this module and of its list.
 */

/** How long one stop may take before the next one runs regardless. */
export const STOP_TIMEOUT_MS = 5_000;

interface ShutdownRegistry {
  stops: Array<{ name: string; stop: () => Promise<void> }>;
  /** Set by the first `runShutdown`; later calls wait for the same run. */
  running: Promise<void> | null;
}

interface ShutdownHolder {
  __redlineShutdownRegistry?: ShutdownRegistry;
  __redlineShutdown?: () => Promise<void>;
  /** Set by scripts/server.mjs on SIGTERM, before the requests in flight have ended. */
  __redlineShuttingDown?: boolean;
}
const holder = globalThis as unknown as ShutdownHolder;

function registry(): ShutdownRegistry {
  holder.__redlineShutdownRegistry ??= { stops: [], running: null };
  holder.__redlineShutdown ??= runShutdown;
  return holder.__redlineShutdownRegistry;
}

/**
 * Register `fn` to run when the process shuts down. Stops run once, last registered first (what
 * started last, and may use what started before it, stops first). `name` only labels the logs.
 */
export function onShutdown(fn: () => Promise<void>, name = fn.name || 'anonymous'): void {
  registry().stops.push({ name, stop: fn });
}

/** Mark the process as shutting down without running the stops yet (the server drains first). */
export function markShuttingDown(): void {
  holder.__redlineShuttingDown = true;
}

/** Whether the shutdown has begun (readiness and liveness answer 503 from then on). */
export function shuttingDown(): boolean {
  return registry().running !== null || holder.__redlineShuttingDown === true;
}

async function bounded(name: string, stop: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(stop).then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') logger.warn({ stop: name, timeoutMs }, 'shutdown: a stop took too long; going on without it');
  } catch (error) {
    logger.error({ err: error, stop: name }, 'shutdown: a stop failed; going on');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Run every registered stop once, in reverse order of registration, each bounded by
 * `timeoutMs`; a stop that throws or hangs is logged and the next one runs. Calling it again
 * (a second signal) waits for the same run; stops registered after it began are not run.
 */
export function runShutdown(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  const current = registry();
  if (current.running) return current.running;
  holder.__redlineShuttingDown = true;
  const stops = current.stops.splice(0).reverse();
  current.running = (async () => {
    for (const { name, stop } of stops) await bounded(name, stop, timeoutMs);
    logger.info({ stops: stops.length }, 'shutdown: every stop has run');
  })();
  return current.running;
}

/** Forget every stop and the run (tests only). */
export function resetShutdownForTests(): void {
  holder.__redlineShutdownRegistry = { stops: [], running: null };
  holder.__redlineShuttingDown = false;
}

// Make `globalThis.__redlineShutdown` available as soon as this module loads.
registry();
