import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url(),
  LOCALE_HOSTS: z.string().optional(),
  ACES_ENABLED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FAULT_INJECTION: booleanFlag,
  IS_STAGING: booleanFlag,
  /** The part card image host of spec §3; by default the store serves generated images itself. */
  IMAGE_HOST: z.string().url().optional(),
  /** The public origin for canonical URLs and the sitemap (e.g. https://www.example.com); by default the request's host. */
  SITE_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | null = null;

/** The validated environment; a missing or malformed variable fails loudly on first use. */
export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}
