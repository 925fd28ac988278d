import { describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARD_NUMBER_KEY, parseEnv } from './env';

/** What every instance must share (issue 19, item 7): production refuses to start without it. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  SITE_URL: 'https://www.redline.example',
  BETTER_AUTH_SECRET: 'session-signing-secret-0123456789abcdef',
  ADMIN_API_TOKEN: 'operators-token-0123456789',
  GIFT_CARD_NUMBER_KEY: 'gift-card-number-key-0123456789',
};
const SHARED = ['BETTER_AUTH_SECRET', 'ADMIN_API_TOKEN', 'GIFT_CARD_NUMBER_KEY'] as const;

describe('the environment in production', () => {
  it('starts with every shared secret set', () => {
    expect(parseEnv(production)).toMatchObject({ BETTER_AUTH_SECRET: production.BETTER_AUTH_SECRET, ADMIN_API_TOKEN: production.ADMIN_API_TOKEN, GIFT_CARD_NUMBER_KEY: production.GIFT_CARD_NUMBER_KEY });
  });

  it.each(SHARED)('refuses to start without %s, naming it', (name) => {
    expect(() => parseEnv({ ...production, [name]: undefined })).toThrow(new RegExp(`${name}: is required in production`));
    expect(() => parseEnv({ ...production, [name]: '' })).toThrow(new RegExp(name));
  });

  it('names every missing secret at once', () => {
    const error = (() => {
      try {
        parseEnv({ NODE_ENV: 'production', DATABASE_URL: production.DATABASE_URL, SITE_URL: production.SITE_URL });
      } catch (thrown) {
        return String(thrown);
      }
      return '';
    })();
    for (const name of SHARED) expect(error).toContain(name);
  });

  it('refuses the demo’s published gift-card key', () => {
    expect(() => parseEnv({ ...production, GIFT_CARD_NUMBER_KEY: DEMO_GIFT_CARD_NUMBER_KEY })).toThrow(/GIFT_CARD_NUMBER_KEY: must not be the demo/);
  });

  it('refuses secrets too short to be secret', () => {
    expect(() => parseEnv({ ...production, BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ ...production, ADMIN_API_TOKEN: 'short' })).toThrow(/ADMIN_API_TOKEN/);
  });
});

describe('the environment of the demo and of development', () => {
  const bare = { DATABASE_URL: production.DATABASE_URL };

  it('runs without the shared secrets: the demo (DEMO=1, set by npm start outside production), development and tests', () => {
    expect(parseEnv({ ...bare, NODE_ENV: 'production', DEMO: '1' }).GIFT_CARD_NUMBER_KEY).toBeUndefined();
    expect(parseEnv({ ...bare, NODE_ENV: 'development' }).BETTER_AUTH_SECRET).toBeUndefined();
    expect(parseEnv({ ...bare, NODE_ENV: 'test' }).ADMIN_API_TOKEN).toBeUndefined();
  });
});
