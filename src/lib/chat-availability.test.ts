import { describe, expect, it, vi } from 'vitest';
import { CHAT_AVAILABILITY_POLL_FOR_MS, CHAT_AVAILABILITY_POLL_MS, CHAT_AVAILABILITY_THROTTLE_MS } from '@/lib/constants';
import { createAvailabilityPoller, parseAgentsAvailable } from './chat-availability';

function setup(answers: (() => Promise<number>)[] = []) {
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const times: number[] = [];
  const fetchCount = vi.fn(() => (times.push(clock), answers.shift() ?? (() => Promise.resolve(1)))());
  const warn = vi.fn();
  const poller = createAvailabilityPoller({
    fetchCount,
    now: () => clock,
    setTimeout: (run, ms) => timers.push({ at: clock + ms, run }),
    warn,
  });
  const advance = async (ms: number) => {
    const until = clock + ms;
    await new Promise((r) => setTimeout(r, 0));
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      clock = next.at;
      next.run();
      await new Promise((r) => setTimeout(r, 0));
    }
    clock = until;
    await new Promise((r) => setTimeout(r, 0));
  };
  return { poller, fetchCount, warn, advance, times };
}

describe('chat availability poller', () => {
  it('is loading, then available when the count is above 0 and unavailable at 0', async () => {
    const { poller, advance } = setup([() => Promise.resolve(2), () => Promise.resolve(0)]);
    expect(poller.getSnapshot()).toEqual({ status: 'loading', available: false });
    poller.subscribe(() => undefined);
    await advance(0);
    expect(poller.getSnapshot()).toEqual({ status: 'success', available: true });
    await advance(CHAT_AVAILABILITY_POLL_MS);
    expect(poller.getSnapshot()).toEqual({ status: 'success', available: false });
  });

  it('counts a failure as unavailable and logs a warning', async () => {
    const { poller, warn, advance } = setup([() => Promise.reject(new Error('502'))]);
    const listener = vi.fn();
    poller.subscribe(listener);
    await advance(0);
    expect(poller.getSnapshot()).toEqual({ status: 'error', available: false });
    expect(listener).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Chat availability check failed', { reason: '502' });
  });

  it('polls every 30 s for 180 s with one poller however many subscribe, then stops', async () => {
    const { poller, fetchCount, advance, times } = setup();
    poller.subscribe(() => undefined);
    poller.subscribe(() => undefined);
    await advance(CHAT_AVAILABILITY_POLL_FOR_MS + 10 * CHAT_AVAILABILITY_POLL_MS);
    expect(fetchCount).toHaveBeenCalledTimes(CHAT_AVAILABILITY_POLL_FOR_MS / CHAT_AVAILABILITY_POLL_MS + 1);
    expect(times).toEqual(Array.from({ length: CHAT_AVAILABILITY_POLL_FOR_MS / CHAT_AVAILABILITY_POLL_MS + 1 }, (_, i) => i * CHAT_AVAILABILITY_POLL_MS));
  });

  it('throttles extra checks to one per 3 s', async () => {
    const { poller, fetchCount, advance } = setup();
    poller.subscribe(() => undefined);
    await advance(0);
    await poller.check();
    await advance(CHAT_AVAILABILITY_THROTTLE_MS - 1);
    await poller.check();
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await advance(1);
    await poller.check();
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('reads the count from the XML and refuses an answer without one', () => {
    expect(parseAgentsAvailable('<?xml version="1.0"?><chatAvailability><agentsAvailable>2</agentsAvailable></chatAvailability>')).toBe(2);
    expect(() => parseAgentsAvailable('<html></html>')).toThrow();
  });
});
