import { describe, expect, it } from 'vitest';
import { appendForwardedFor as appendForTests } from '../../src/server/platform/forwarded-for';
import { appendForwardedFor } from './forwarded-for.mjs';

describe('appendForwardedFor (scripts/lib/forwarded-for.mjs, the one the web server runs)', () => {
  it('appends the socket address to what came in, so the right-most entry is always the socket', () => {
    expect(appendForwardedFor(undefined, '198.51.100.7')).toBe('198.51.100.7');
    expect(appendForwardedFor('203.0.113.9', '10.0.0.5')).toBe('203.0.113.9, 10.0.0.5');
    expect(appendForwardedFor(['203.0.113.9, 198.18.0.1', ' 192.0.2.4 '], '10.0.0.5')).toBe('203.0.113.9, 198.18.0.1, 192.0.2.4, 10.0.0.5');
    expect(appendForwardedFor(' , ,', undefined)).toBe('unknown');
  });

  it('is the same function the tests under src/ use to stand in for the web server', () => {
    const cases: [string | string[] | undefined, string | undefined][] = [
      [undefined, '::1'],
      ['1.2.3.4', '::ffff:10.0.0.1'],
      [['a', 'b,,c'], undefined],
      ['', ''],
      ['  203.0.113.1 ,2001:db8::1', '10.0.0.5'],
    ];
    for (const [incoming, socket] of cases) expect(appendForwardedFor(incoming, socket)).toBe(appendForTests(incoming, socket));
  });
});
