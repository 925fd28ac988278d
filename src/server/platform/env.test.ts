import { describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARD_NUMBER_KEY, envVar, parseEnv } from './env';

/** What every instance must share (issue 19, item 7): production refuses to start without it. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  SITE_URL: 'https://www.redline.example',
  BETTER_AUTH_SECRET: 'session-signing-secret-0123456789abcdef',
  ADMIN_API_TOKEN: 'operators-token-0123456789',
  GIFT_CARD_NUMBER_KEY: 'gift-card-number-key-0123456789',
};
const SHARED = ['BETTER_AUTH_SECRET', 'GIFT_CARD_NUMBER_KEY'] as const;

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

  it('starts without ADMIN_API_TOKEN (deprecated: staff and the operator commands use their own API keys), and still takes one', () => {
    expect(parseEnv({ ...production, ADMIN_API_TOKEN: undefined }).ADMIN_API_TOKEN).toBeUndefined();
    expect(parseEnv({ ...production, ADMIN_API_TOKEN: '' }).ADMIN_API_TOKEN).toBeUndefined();
    expect(parseEnv(production).ADMIN_API_TOKEN).toBe(production.ADMIN_API_TOKEN);
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

  it('takes a variable set to nothing as one not set (a launcher that clears a value it inherited)', () => {
    const cleared = parseEnv({ ...bare, REDIS_URL: '', DATABASE_READ_URL: '', JOBS: '' });
    expect(cleared.REDIS_URL).toBeUndefined();
    expect(cleared.DATABASE_READ_URL).toBeUndefined();
    expect(cleared.JOBS).toBe('on');
    expect(() => parseEnv({ ...bare, JOBS: 'maybe' })).toThrow(/JOBS/);
  });
});

/** Issue 24: Stripe selected without its keys refuses to start, in every mode, naming what is missing. */
describe('the Stripe gateway (PAYMENT_GATEWAY=stripe)', () => {
  const bare = { DATABASE_URL: production.DATABASE_URL };
  const keys = { STRIPE_SECRET_KEY: 'sk_test_51Abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('is off by default: the sandbox takes the payments and no Stripe key is needed', () => {
    expect(parseEnv(bare).PAYMENT_GATEWAY).toBe('sandbox');
    expect(parseEnv({ ...bare, PAYMENT_GATEWAY: '' }).PAYMENT_GATEWAY).toBe('sandbox');
  });

  it('starts with its three keys', () => {
    expect(parseEnv({ ...bare, PAYMENT_GATEWAY: 'stripe', ...keys })).toMatchObject({ PAYMENT_GATEWAY: 'stripe', ...keys });
  });

  it.each(Object.keys(keys))('refuses to start without %s, even in development', (name) => {
    expect(() => parseEnv({ ...bare, NODE_ENV: 'development', PAYMENT_GATEWAY: 'stripe', ...keys, [name]: undefined })).toThrow(new RegExp(`${name}: is required with PAYMENT_GATEWAY=stripe`));
    expect(() => parseEnv({ ...bare, NODE_ENV: 'production', DEMO: '1', PAYMENT_GATEWAY: 'stripe', ...keys, [name]: '' })).toThrow(new RegExp(name));
  });

  it('refuses a key of the wrong kind, and a live secret key with a test publishable key', () => {
    expect(() => parseEnv({ ...bare, PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_51Abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...bare, PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...bare, PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_SECRET_KEY: 'sk_live_51Abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
    expect(() => parseEnv({ ...bare, PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });
});

/** Issue 24: PayPal is off unless PAYPAL_ENVIRONMENT names where it runs; PayPal's own environments need their credentials. */
describe('PayPal (PAYPAL_ENVIRONMENT)', () => {
  const bare = { DATABASE_URL: production.DATABASE_URL };
  const keys = { PAYPAL_CLIENT_ID: 'AbCdEfGhIjKlMnOp', PAYPAL_CLIENT_SECRET: 'EFgHiJkLmNoPqRsT', PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' };

  it('is off when unset or empty, and the built-in stand-in needs no credentials', () => {
    expect(parseEnv(bare).PAYPAL_ENVIRONMENT).toBeUndefined();
    expect(parseEnv({ ...bare, PAYPAL_ENVIRONMENT: '' }).PAYPAL_ENVIRONMENT).toBeUndefined();
    expect(parseEnv({ ...bare, PAYPAL_ENVIRONMENT: 'builtin' }).PAYPAL_ENVIRONMENT).toBe('builtin');
    expect(() => parseEnv({ ...bare, PAYPAL_ENVIRONMENT: 'production' })).toThrow(/PAYPAL_ENVIRONMENT/);
  });

  it.each(['sandbox', 'live'])('with %s, starts with the three credentials and refuses to start without any one', (environment) => {
    expect(parseEnv({ ...bare, PAYPAL_ENVIRONMENT: environment, ...keys })).toMatchObject({ PAYPAL_ENVIRONMENT: environment, ...keys });
    for (const name of Object.keys(keys)) {
      expect(() => parseEnv({ ...bare, NODE_ENV: 'development', PAYPAL_ENVIRONMENT: environment, ...keys, [name]: '' })).toThrow(new RegExp(`${name}: is required with PAYPAL_ENVIRONMENT=${environment}`));
    }
  });
});

/** Issue 20: the variables modules used to read from process.env themselves are checked at boot like the rest. */
describe('the variables read outside the boot check before', () => {
  const bare = { DATABASE_URL: production.DATABASE_URL };

  it('gives their defaults when unset', () => {
    const parsed = parseEnv(bare);
    expect(parsed).toMatchObject({ DATABASE_POOL_SIZE: 10, CATALOG_SKUS: 10_000, REWARDS_ISSUE_DELAY_HOURS: 72 });
    expect(parsed.REWARDS_PILOT_ALERT_TYPE).toBeUndefined();
    expect(parsed.LOG_LEVEL).toBeUndefined();
  });

  it('refuses a malformed one at boot, naming it', () => {
    expect(() => parseEnv({ ...bare, DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ ...bare, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ ...bare, CATALOG_SKUS: '1.5' })).toThrow(/CATALOG_SKUS/);
    expect(() => parseEnv({ ...bare, REWARDS_ISSUE_DELAY_HOURS: '-1' })).toThrow(/REWARDS_ISSUE_DELAY_HOURS/);
    expect(() => parseEnv({ ...bare, REWARDS_PILOT_ALERT_TYPE: 'pilot change' })).toThrow(/REWARDS_PILOT_ALERT_TYPE/);
    expect(() => parseEnv({ ...bare, REWARDS_PILOT_ALERT_TYPE: 'tc' })).toThrow(/REWARDS_PILOT_ALERT_TYPE: must not be TC or OP/);
    expect(() => parseEnv({ ...bare, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads one variable by the same schema, now (envVar)', () => {
    expect(envVar('DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '20' })).toBe(20);
    expect(envVar('REWARDS_ISSUE_DELAY_HOURS', {})).toBe(72);
    expect(envVar('REWARDS_PILOT_ALERT_TYPE', { REWARDS_PILOT_ALERT_TYPE: ' px2 ' })).toBe('PX2');
    expect(envVar('GIFT_CARD_NUMBER_KEY', {})).toBeUndefined();
    expect(() => envVar('CATALOG_SKUS', { CATALOG_SKUS: 'many' })).toThrow(/^Invalid environment: CATALOG_SKUS: /);
  });
});
