import fs from 'node:fs';
import { buildIsCurrent, writeBuildStamp } from './lib/build-stamp';
import { NEXT_BIN, run } from './lib/run';

/**
 * `npm test`: lint, types, unit and integration tests (on an embedded PostgreSQL the tests
 * start themselves), the production build when it is stale, and the Playwright journeys.
 * Every step runs (the journeys need the build); the last line sums up the runners.
 */
process.env.NEXT_TELEMETRY_DISABLED = '1';
const node = process.execPath;
const results: { step: string; passed: number; failed: number; skipped: number; note?: string }[] = [];

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function step(name: string, command: string[], counts?: () => { passed: number; failed: number; skipped: number } | null, env?: NodeJS.ProcessEnv) {
  console.log(`\n=== ${name}: ${command.join(' ')}`);
  const started = Date.now();
  const code = await run(node, command, env ? { env } : {});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = counts?.() ?? null;
  if (counted) {
    // A runner that exits non-zero with nothing failed (a crash, a config error) still fails.
    const failed = counted.failed || (code === 0 ? 0 : 1);
    results.push({ step: name, passed: counted.passed, failed, skipped: counted.skipped, note: `${seconds} s` });
  } else {
    results.push({ step: name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, note: `${seconds} s` });
  }
  return code === 0;
}

fs.mkdirSync('test-results', { recursive: true });
const vitestJson = 'test-results/vitest-results.json';
const playwrightJson = 'test-results/e2e-results.json';
fs.rmSync(vitestJson, { force: true });
fs.rmSync(playwrightJson, { force: true });

await step('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
// The route types first (what `next build` generates before it type-checks), so tsc checks what the
// build would; the build then skips its own type check (next.config.ts, REDLINE_TYPES_CHECKED).
const routeTypes = await step('route types', [NEXT_BIN, 'typegen']);
const typed = (await step('types', ['node_modules/typescript/bin/tsc', '--noEmit'])) && routeTypes;
await step('unit and integration', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`], () => {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestJson);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
});

let built = buildIsCurrent();
if (!built) {
  built = await step('build', [NEXT_BIN, 'build'], undefined, typed ? { ...process.env, REDLINE_TYPES_CHECKED: '1' } : undefined);
  if (built) writeBuildStamp();
}
if (built) {
  await step('end-to-end', ['node_modules/@playwright/test/cli.js', 'test'], () => {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightJson);
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  });
} else {
  results.push({ step: 'end-to-end', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
}

console.log('\n=== Summary');
for (const r of results) {
  console.log(`${r.step.padEnd(22)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? `  (${r.note})` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
