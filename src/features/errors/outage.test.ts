import { describe, expect, it } from 'vitest';
import { boundaryKind, probeOutage, STATUS_PATH } from './outage';

describe('the error boundary’s outage probe', () => {
  it('calls a 503 from the status route an outage, anything else an error', async () => {
    expect(boundaryKind({ status: 503 })).toBe('outage');
    expect(boundaryKind({ status: 200 })).toBe('error');
    expect(boundaryKind({ status: 500 })).toBe('error');
    expect(boundaryKind(null)).toBe('error');
    const asked: string[] = [];
    const answer = (status: number) => (async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(null, { status });
    }) as typeof fetch;
    expect(await probeOutage(answer(503))).toBe('outage');
    expect(await probeOutage(answer(200))).toBe('error');
    expect(await probeOutage((async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).toBe('error');
    expect(asked).toEqual([STATUS_PATH, STATUS_PATH]);
  });
});
