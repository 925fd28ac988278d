import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { originOf } from './origin';

const demo = { siteUrl: undefined, trustProxy: false };

describe('the site’s origin for links and redirects', () => {
  it('is SITE_URL whenever it is configured, whatever the request says', () => {
    const h = new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect(originOf(h, { siteUrl: 'https://www.redline.example', trustProxy: true }).origin).toBe('https://www.redline.example');
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto unless the proxy is trusted', () => {
    const h = new Headers({ host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect(originOf(h, demo).origin).toBe('https://shop.example');
  });

  it('believes the forwarded host and protocol behind a trusted proxy (TRUST_PROXY=1)', () => {
    const h = new Headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
    expect(originOf(h, { siteUrl: undefined, trustProxy: true }).origin).toBe('https://shop.example');
  });

  it('is the request’s own Host in the demo (http on localhost)', () => {
    expect(originOf(new Headers({ host: 'localhost:3180' }), demo).origin).toBe('http://localhost:3180');
    expect(originOf(new Headers({ host: '127.0.0.1:3180' }), demo).origin).toBe('http://127.0.0.1:3180');
  });

  it('refuses a Host that is not a host name (no path, credentials or second host smuggled in)', () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', 'shop.example\\evil.example', '']) {
      expect(() => originOf(new Headers({ host }), demo), host).toThrow();
    }
  });
});

describe('SITE_URL in production', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

  it('is required when NODE_ENV is production (checked when the environment is read at boot)', () => {
    expect(() => parseEnv({ ...base, NODE_ENV: 'production' })).toThrow(/SITE_URL/);
    const secrets = { BETTER_AUTH_SECRET: 'a'.repeat(32), ADMIN_API_TOKEN: 'b'.repeat(16), GIFT_CARD_NUMBER_KEY: 'c'.repeat(16) };
    expect(parseEnv({ ...base, ...secrets, NODE_ENV: 'production', SITE_URL: 'https://www.redline.example' }).SITE_URL).toBe('https://www.redline.example');
  });

  it('may be left out by the demo (npm start outside production sets DEMO=1) and outside production', () => {
    expect(parseEnv({ ...base, NODE_ENV: 'production', DEMO: '1' }).SITE_URL).toBeUndefined();
    expect(parseEnv({ ...base, NODE_ENV: 'development' }).SITE_URL).toBeUndefined();
    expect(parseEnv({ ...base, NODE_ENV: 'test' }).SITE_URL).toBeUndefined();
  });

  it('must be an http(s) origin, without a path', () => {
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', SITE_URL: 'https://www.redline.example/shop' })).toThrow(/SITE_URL/);
  });
});
