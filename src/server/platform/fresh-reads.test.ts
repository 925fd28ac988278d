import { describe, expect, it } from 'vitest';
import { PAGE_FILL_ID_HEADER } from './page-cache';
import { freshReads, freshScope, OPS_SESSION_COOKIE, requestReadsFresh } from './fresh-reads';
import { OPS_COOKIE } from './ops-auth';

describe('which replica reads must be fresh', () => {
  it('names the operators’ session cookie as ops-auth sets it', () => {
    expect(OPS_SESSION_COOKIE).toBe(OPS_COOKIE);
  });

  it('is fresh for a page-cache fill, a server action and an operator, not for a shopper’s plain request', () => {
    expect(requestReadsFresh(new Headers({ [PAGE_FILL_ID_HEADER]: 'f1' }))).toBe(true);
    expect(requestReadsFresh(new Headers({ 'next-action': 'abc123' }))).toBe(true);
    expect(requestReadsFresh(new Headers({ cookie: `theme=dark; ${OPS_COOKIE}=s3ss10n` }))).toBe(true);
    expect(requestReadsFresh(new Headers({ cookie: `theme=dark; not${OPS_COOKIE}=x; ${OPS_COOKIE.replace('.', 'x')}=y` }))).toBe(false);
    expect(requestReadsFresh(new Headers({ cookie: 'cartId=1' }))).toBe(false);
  });

  it('gives each freshReads call a scope of its own, and none outside one (no request here)', async () => {
    expect(await freshScope()).toBeNull();
    const [a, b] = await Promise.all([freshReads(() => freshScope()), freshReads(() => freshScope())]);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a).not.toBe(b);
    expect(await freshReads(async () => (await freshScope()) === (await freshScope()))).toBe(true);
  });
});
