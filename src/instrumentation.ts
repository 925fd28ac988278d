/** At boot: the environment is read and checked once, so a missing SITE_URL in production stops the server rather than a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./server/platform/env');
  env();
}
