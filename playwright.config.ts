import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium';
import { E2E_ADMIN_TOKEN } from './tests/e2e/admin';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/**
 * Journeys against the production build, served by `npm start`'s own script on a
 * throw-away embedded PostgreSQL, with fault injection on for the error-boundary journey.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `${process.execPath} scripts/start.mjs`,
        url: `${baseURL}/`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        // SIGTERM, not Playwright's default SIGKILL: the launcher then stops the server and its PostgreSQL (which runs in a process group of its own, docs/decisions/044).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
        // TRUST_PROXY: each journey is its own caller (tests/e2e/fixtures.ts sends X-Forwarded-For), so the per-caller rate limits hold as in production.
        // PAYPAL_ENVIRONMENT=builtin: PayPal is offered, through the store's offline stand-in (decision 060), as a deployment that configures it offers it.
        env: { PORT: String(PORT), EMBEDDED_PG_EPHEMERAL: '1', FAULT_INJECTION: '1', LOG_LEVEL: 'warn', ADMIN_API_TOKEN: E2E_ADMIN_TOKEN, TRUST_PROXY: '1', PAYPAL_ENVIRONMENT: 'builtin' },
      },
});
