import { afterEach, describe, expect, it } from 'vitest';
import { markShuttingDown, onShutdown, resetShutdownForTests, runShutdown, shuttingDown } from './shutdown';

afterEach(() => resetShutdownForTests());

describe('shutdown registry', () => {
  it('runs every stop once, last registered first', async () => {
    const order: string[] = [];
    onShutdown(async () => void order.push('pools'));
    onShutdown(async () => void order.push('redis'));
    onShutdown(async () => void order.push('jobs'));
    await Promise.all([runShutdown(), runShutdown()]);
    await runShutdown();
    expect(order).toEqual(['jobs', 'redis', 'pools']);
  });

  it('logs a stop that throws or hangs and runs the others', async () => {
    const order: string[] = [];
    onShutdown(async () => void order.push('first registered'));
    onShutdown(() => new Promise<void>(() => {}), 'hangs');
    onShutdown(async () => {
      throw new Error('boom');
    });
    await expect(runShutdown(50)).resolves.toBeUndefined();
    expect(order).toEqual(['first registered']);
  });

  it('is reachable from globalThis, as scripts/server.mjs calls it', async () => {
    let stopped = false;
    onShutdown(async () => {
      stopped = true;
    });
    const hook = (globalThis as { __redlineShutdown?: () => Promise<void> }).__redlineShutdown;
    expect(typeof hook).toBe('function');
    await hook!();
    expect(stopped).toBe(true);
  });

  it('reports shutting down once the server marks it or the stops run', async () => {
    expect(shuttingDown()).toBe(false);
    markShuttingDown();
    expect(shuttingDown()).toBe(true);
    resetShutdownForTests();
    expect(shuttingDown()).toBe(false);
    await runShutdown();
    expect(shuttingDown()).toBe(true);
  });
});
