import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './forwarded-for';

export type { TrustedProxies } from './forwarded-for';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A variable set to nothing (`REDIS_URL= npm start`) is one not set. */
const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The built-in store-search service and its demo key: the defaults of the two variables below. */
export const BUILTIN_STORE_SEARCH_URL = 'builtin';
export const BUILTIN_STORE_SEARCH_API_KEY = 'builtin-demo-key';
/** The demo's key for gift-card number digests (src/server/giftcards/secrets.ts): published, so never production's. */
export const DEMO_GIFT_CARD_NUMBER_KEY = 'storefront-demo-gift-card-number-key';
/** The built-in sandbox payment gateway (docs/decisions/014-sandbox-payment-gateway.md). */
export const BUILTIN_PAYMENT_GATEWAY = 'builtin';
/** The gateways PAYMENT_GATEWAY may name: the built-in sandbox, or Stripe (docs/decisions/056). */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
/** Stripe's keys, each required with PAYMENT_GATEWAY=stripe, and what each one is. */
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'the secret API key (sk_test_… in test mode)',
  STRIPE_PUBLISHABLE_KEY: 'the publishable key (pk_test_… in test mode)',
  STRIPE_WEBHOOK_SECRET: 'the webhook signing secret (whsec_…, from the dashboard or `stripe listen`)',
} as const;

/**
 * Where PayPal takes payments (docs/decisions/060): `builtin`, the offline stand-in served by this
 * app (an approval page with Approve and Cancel); `sandbox` or `live`, PayPal's own environments,
 * which need PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID. Unset: no PayPal.
 */
export const PAYPAL_ENVIRONMENTS = ['builtin', 'sandbox', 'live'] as const;
/** PayPal's credentials, each required with PAYPAL_ENVIRONMENT=sandbox or live, and what each one is. */
const PAYPAL_KEYS = {
  PAYPAL_CLIENT_ID: 'the REST app’s client id (developer.paypal.com, Apps & Credentials)',
  PAYPAL_CLIENT_SECRET: 'the REST app’s secret',
  PAYPAL_WEBHOOK_ID: 'the id PayPal gave the webhook /payments/paypal/webhook (its signatures are verified against it)',
} as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url(),
  LOCALE_HOSTS: z.string().optional(),
  ACES_ENABLED: booleanFlag.default(true),
  /** pino's level; unset: info, and silent under the tests (logger.ts). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * A read replica of DATABASE_URL (streaming replication): reads that may lag a moment
   * (catalogue, search, stores, content) go there; unset, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: z.preprocess(emptyIsUnset, z.string().url().optional()),
  /**
   * Redis shared by every instance (src/server/platform/redis.ts): the response cache, rate
   * limits and what else a process would keep to itself. Unset: each process keeps its own.
   */
  REDIS_URL: z.preprocess(
    emptyIsUnset,
    z
      .string()
      .url()
      .refine((value) => /^rediss?:$/.test(new URL(value).protocol), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /**
   * Where traces go (OTLP over HTTP, e.g. http://collector:4318; platform/tracing.ts): unset,
   * no traces. The exporter reads the other OTEL_EXPORTER_OTLP_* variables itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyIsUnset, z.string().url().optional()),
  /** The service name the traces carry; unset: redline-storefront. */
  OTEL_SERVICE_NAME: z.preprocess(emptyIsUnset, z.string().trim().min(1).max(100).optional()),
  /**
   * How long the web server lets requests in flight finish after SIGTERM before it closes their
   * connections (scripts/lib/web-server.mjs reads it; checked here at boot too).
   */
  SHUTDOWN_GRACE_SECONDS: z.preprocess(emptyIsUnset, z.coerce.number().min(0).max(600).default(25)),
  /** Connections in the server's database pool (src/server/db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Connections in the read replica's pool (DATABASE_READ_URL); unset, as many as DATABASE_POOL_SIZE. */
  DATABASE_READ_POOL_SIZE: z.preprocess(emptyIsUnset, z.coerce.number().int().min(1).max(1000).optional()),
  /**
   * The job queue (pg-boss in the schema `pgboss` of DATABASE_URL, src/server/jobs): `on`, the
   * server process starts it (the schedules and the workers); `off`, this process runs no job
   * and sends none (another instance with JOBS=on does the work).
   */
  JOBS: z.preprocess(emptyIsUnset, z.enum(['on', 'off']).default('on')),
  /**
   * The bound of the in-process response cache (src/server/platform/cache.ts) in MB, by an
   * estimate of what its answers hold; the least recently used go first (docs/decisions/044).
   */
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(32),
  /** The demo catalogue's size (src/server/catalog/seed.ts): 10,000 by default, a million for benchmarks. */
  CATALOG_SKUS: z.coerce.number().int().min(1).default(10_000),
  /** How long after its fifth credit a reward can be spent (rewards/ledger.ts): 72 hours; `npm start`'s demo sets 0. */
  REWARDS_ISSUE_DELAY_HOURS: z.coerce.number().min(0).default(72),
  /** The loyalty alert type shown as the pilot-change banner (rewards/alerts.ts); unset: PC. */
  REWARDS_PILOT_ALERT_TYPE: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{1,16})?$/, 'must be 1 to 16 letters or digits')
    .refine((value) => value !== 'TC' && value !== 'OP', 'must not be TC or OP (the terms and offers alert types)')
    .optional(),
  FAULT_INJECTION: booleanFlag,
  IS_STAGING: booleanFlag,
  /** The page cache (docs/decisions/040): `off` renders every page per request. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The page cache's budget in megabytes of stored HTML, per process (least recently used pages leave first). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** The part card image host of spec §3; by default the store serves generated images itself. */
  IMAGE_HOST: z.string().url().optional(),
  /**
   * The public origin (e.g. https://www.example.com) of every absolute URL the site writes: links
   * in e-mails, canonical URLs, the sitemap. Required in production; only the demo (DEMO=1, set
   * by `npm start` outside production) and development fall back to the request's own Host.
   */
  SITE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:$/.test(new URL(value).protocol) && new URL(value).pathname === '/' && !new URL(value).search && !new URL(value).hash, 'must be an http(s) origin without a path, e.g. https://www.example.com')
    .optional(),
  /** Set by `npm start` when it is not started for production: the demo may run without SITE_URL. */
  DEMO: booleanFlag,
  /** The port the server listens on (`npm start`: 3000): without SITE_URL, links written outside a request point there. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * The store-search service of spec §7 and its API key. By default the built-in service
   * ('builtin': the stores table) with its demo key; set either to an empty string and the
   * geosearch answers the spec's §8 missing-configuration error (docs/decisions/011-stores.md).
   */
  STORE_SEARCH_URL: z.string().default(BUILTIN_STORE_SEARCH_URL),
  STORE_SEARCH_API_KEY: z.string().default(BUILTIN_STORE_SEARCH_API_KEY),
  /**
   * The secret that gift-card numbers are hashed with (HMAC). The demo's key stands in when it
   * is unset in the demo; production must set it (see SHARED_SECRETS) once and never change it,
   * or issued cards are lost.
   */
  GIFT_CARD_NUMBER_KEY: z.string().min(16).optional(),
  /**
   * The secret that signs session cookies (32+ random characters). The demo's `npm start`
   * makes one in the data directory when it is unset; production must set it (SHARED_SECRETS).
   */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Minutes without a request after which a session that is not "keep me signed in" ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  /** Days after which every session ends, "keep me signed in" or not. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  /** The sign-in notice (spec §4): a snackbar when a shopper becomes signed in outside the sign-in page. */
  SIGN_IN_ALERTS: booleanFlag.default(true),
  /** The inactivity sign-out toast (spec §2.6, §4): tells a member their idle session ended. */
  INACTIVITY_SIGN_OUT_TOAST: booleanFlag.default(true),
  /** The guest-dropdown flag (spec §2.6): the sign-in control opens the account modal in every market. */
  GUEST_DROPDOWN: booleanFlag.default(false),
  /**
   * Deprecated (decision 052), goes in the next release: the shared operators' token
   * (Authorization: Bearer), still an administrator on the admin API with a warning in the log,
   * and on GET /metrics. Optional in production too: staff use their own API keys, and
   * so do the operator commands (REDLINE_API_KEY). The demo's `npm start` makes one.
   */
  ADMIN_API_TOKEN: z.preprocess(emptyIsUnset, z.string().min(16).optional()),
  /**
   * Chat agent availability (spec §7): an endpoint answering XML with the count of available
   * agents, passed through to the browser. Unset: the built-in count of agents online in /ops/chat.
   */
  CHAT_AVAILABILITY_URL: z.string().url().optional(),
  /** The payment gateway; only the built-in sandbox is implemented. */
  PAYMENT_GATEWAY_URL: z.string().default(BUILTIN_PAYMENT_GATEWAY),
  /**
   * Which payment gateway takes the shoppers' payments (docs/decisions/056): `sandbox`, the
   * built-in one (PAYMENT_GATEWAY_URL above), or `stripe`, which needs the three STRIPE_* keys.
   */
  PAYMENT_GATEWAY: z.preprocess(emptyIsUnset, z.enum(PAYMENT_GATEWAYS).default('sandbox')),
  /** Stripe's secret API key (sk_test_… or sk_live_…, or a restricted rk_ key): server only, never logged. */
  STRIPE_SECRET_KEY: z.preprocess(emptyIsUnset, z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional()),
  /** Stripe's publishable key (pk_test_… or pk_live_…): the checkout page hands it to Stripe.js. */
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyIsUnset, z.string().regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional()),
  /** The signing secret of the webhook endpoint /payments/stripe/webhook (whsec_…; `stripe listen` prints one). */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyIsUnset, z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional()),
  /** PayPal as a way to pay (docs/decisions/060): builtin (offline stand-in), sandbox or live; unset, not offered. */
  PAYPAL_ENVIRONMENT: z.preprocess(emptyIsUnset, z.enum(PAYPAL_ENVIRONMENTS).optional()),
  /** PayPal's REST client id (sandbox or live). */
  PAYPAL_CLIENT_ID: z.preprocess(emptyIsUnset, z.string().min(10).optional()),
  /** PayPal's REST client secret: server only, never logged. */
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyIsUnset, z.string().min(10).optional()),
  /** The id of the webhook /payments/paypal/webhook in PayPal's dashboard: its notices are verified with it. */
  PAYPAL_WEBHOOK_ID: z.preprocess(emptyIsUnset, z.string().regex(/^[A-Z0-9]{10,40}$/, 'must be a PayPal webhook id (e.g. 8PT597110X687430LKGECATA)').optional()),
  /**
   * The SMTP server that sends the e-mail outbox, e.g. smtp://user:pass@host:587 (or smtps://
   * on 465). Without it nothing is sent: messages stay pending in the outbox table.
   */
  SMTP_URL: z.string().url().optional(),
  /** The sender of every e-mail, as the From header writes it. */
  MAIL_FROM: z.string().min(3).default('Redline Auto Parts <orders@redline.example>'),
  /** Proxies in front of the web server, a count or a list of their addresses (trustedProxies below); checked at boot. */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^Invalid environment: TRUST_PROXY: /, '') });
      }
    }),
});

/**
 * The secrets every instance must share, required in production: with one made up per process
 * (better-auth's default, the demo's built-in gift-card key) a session signed by one instance
 * is refused by the next, and gift cards issued under one key cannot be found under another.
 * Only the demo (DEMO=1) runs without them: `npm start` makes the session secret in its data
 * directory and its gift cards use the demo key. ADMIN_API_TOKEN is no longer one of them.
 */
const SHARED_SECRETS = {
  BETTER_AUTH_SECRET: 'signs the session cookies (32+ random characters)',
  GIFT_CARD_NUMBER_KEY: 'the key gift-card numbers are hashed with (16+ random characters; never change it)',
} as const;

const CheckedEnvSchema = EnvSchema.superRefine((config, context) => {
  // Stripe selected without its keys would fail at the first payment: refuse to start instead, in every mode.
  if (config.PAYMENT_GATEWAY === 'stripe') {
    for (const [name, what] of Object.entries(STRIPE_KEYS) as [keyof typeof STRIPE_KEYS, string][]) {
      if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `is required with PAYMENT_GATEWAY=stripe: ${what}` });
    }
    const mode = (key: string | undefined) => key?.match(/^[a-z]+_(test|live)_/)?.[1];
    if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && mode(config.STRIPE_SECRET_KEY) !== mode(config.STRIPE_PUBLISHABLE_KEY)) {
      context.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY' });
    }
  }
  // PayPal's own environments without credentials would fail at the first payment: refuse to start instead.
  if (config.PAYPAL_ENVIRONMENT === 'sandbox' || config.PAYPAL_ENVIRONMENT === 'live') {
    for (const [name, what] of Object.entries(PAYPAL_KEYS) as [keyof typeof PAYPAL_KEYS, string][]) {
      if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `is required with PAYPAL_ENVIRONMENT=${config.PAYPAL_ENVIRONMENT}: ${what}` });
    }
  }
  if (config.NODE_ENV !== 'production' || config.DEMO) return;
  // Links in e-mails must not come from whatever Host a caller sends (decision 020, password-reset links).
  if (!config.SITE_URL) {
    context.addIssue({ code: 'custom', path: ['SITE_URL'], message: 'is required in production (the public origin, e.g. https://www.example.com)' });
  }
  for (const [name, what] of Object.entries(SHARED_SECRETS) as [keyof typeof SHARED_SECRETS, string][]) {
    if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `is required in production, the same on every instance: ${what}` });
  }
  if (config.GIFT_CARD_NUMBER_KEY === DEMO_GIFT_CARD_NUMBER_KEY) {
    context.addIssue({ code: 'custom', path: ['GIFT_CARD_NUMBER_KEY'], message: 'must not be the demo’s published key in production' });
  }
});

export type Env = z.infer<typeof EnvSchema>;

/** Parse an environment; a missing or malformed variable throws, naming it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/**
 * One variable, read now and checked by the same schema as at boot: for a value read on every
 * call (tests and benchmarks switch it) or by code that runs without a whole environment (unit
 * tests, the proxy). A malformed value throws, naming it; `npm start` has refused it already.
 */
export function envVar<K extends keyof Env>(name: K, source: Record<string, string | undefined> = process.env): Env[K] {
  const parsed = (EnvSchema.shape[name] as unknown as z.ZodType<Env[K]>).safeParse(source[name]);
  if (!parsed.success) throw new Error(`Invalid environment: ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

let cached: Env | null = null;

/** The validated environment; a missing or malformed variable fails loudly on first use (and at boot: src/instrumentation.ts). */
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}

/**
 * TRUST_PROXY: who stands in front of the web server (decision 047). A count (unset or 0: none;
 * `1` or `true`: one load balancer; `2`: a CDN and a load balancer), each appending the address
 * it saw to X-Forwarded-For: the caller's address is that many entries left of the socket
 * address the web server appends itself (forwarded-for.ts). Or a comma list of the proxies'
 * addresses and networks (`10.0.0.0/8,192.168.1.5`): the caller is the right-most entry that is
 * not one of them. X-Forwarded-Host and -Proto are believed when any proxy is trusted. Read on
 * every call (tests switch it); a malformed value fails at boot.
 */
export function trustedProxies(value = process.env.TRUST_PROXY): TrustedProxies {
  // A malformed value never gets this far in a server: the boot check (EnvSchema) refuses it.
  try {
    return parseTrustedProxies(value);
  } catch {
    return { kind: 'hops', hops: 0 };
  }
}

/** Whether any proxy is trusted: forwarded host and protocol are believed (origin.ts). */
export function trustProxy(): boolean {
  const trusted = trustedProxies();
  return trusted.kind === 'list' || trusted.hops > 0;
}

