import { describe, expect, it } from 'vitest';
import { encodeHostile, HOSTILE, routeFiles, writeMeasured } from './audit-security';

describe('audit:security', () => {
  it('finds every route file with its mutating methods, route groups left out of the URL', () => {
    const routes = new Map(routeFiles().map((r) => [r.pattern, r.methods]));
    expect(routes.get('/ecomm/b2c/v1/giftcard/balance')).toEqual(['POST']);
    expect(routes.get('/ecomm/b2c/v1/order/item')?.sort()).toEqual(['DELETE', 'POST', 'PUT']);
    expect(routes.get('/api/auth/[...all]')?.sort()).toEqual(['GET', 'POST']);
    // `export { GET }` counts too.
    expect(routes.get('/sls/b2c/page-type/v1/page-type')).toEqual(['GET']);
    expect([...routes.keys()].some((p) => p.includes('('))).toBe(false);
  });

  it('replaces only what is between its markers, and appends a Measured section the first time', () => {
    const first = writeMeasured('# Security\n\n| a | b |\n', 'run 1');
    expect(first).toContain('## Measured');
    expect(first).toContain('run 1');
    const second = writeMeasured(`${first}\n## Later\nkept\n`, 'run 2');
    expect(second).not.toContain('run 1');
    expect(second).toContain('run 2');
    expect(second).toContain('| a | b |');
    expect(second).toContain('## Later\nkept');
    expect(second.match(/## Measured/g)).toHaveLength(1);
  });

  it('fuzzes with NUL bytes, broken escapes and oversized values', () => {
    expect(HOSTILE).toEqual(expect.arrayContaining(['\u0000', '%E0%A4%A', '\ud800']));
    expect(HOSTILE.some((v) => v.length >= 5000)).toBe(true);
  });
});

describe('encodeHostile', () => {
  it('percent-encodes like encodeURIComponent, and a lone surrogate as its raw bytes', () => {
    expect(encodeHostile("a b/'\u0000")).toBe(encodeURIComponent("a b/'\u0000"));
    expect(encodeHostile('\u202e\ud83d\ude97')).toBe(encodeURIComponent('\u202e\ud83d\ude97'));
    expect(encodeHostile('x\ud800y')).toBe('x%ED%A0%80y');
  });
});
