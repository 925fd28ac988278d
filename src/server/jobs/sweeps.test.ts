import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSweepTimer, SWEEP_INTERVAL_MS, type SweepReport } from './sweeps';

const NOTHING: SweepReport = { abandonedSubmissions: 0, staleGiftCardHolds: 0, expiredTokens: 0 };

describe('the sweep timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps once per interval, skips a turn while a sweep is still running, and stops', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const sweep = () => {
      started += 1;
      return new Promise<SweepReport>((resolve) => (finish = () => resolve(NOTHING)));
    };
    const stop = startSweepTimer(SWEEP_INTERVAL_MS, sweep);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(started).toBe(1);
    // Still running at its next turn: not started twice.
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(started).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(3 * SWEEP_INTERVAL_MS);
    expect(started).toBe(2);
  });

  it('keeps one timer per process when started again', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const sweep = async () => {
      runs += 1;
      return NOTHING;
    };
    startSweepTimer(SWEEP_INTERVAL_MS, sweep);
    const stop = startSweepTimer(SWEEP_INTERVAL_MS, sweep);
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(runs).toBe(1);
    stop();
  });
});
