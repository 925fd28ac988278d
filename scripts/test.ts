import fs from 'node:fs';
import { buildIsCurrent, finishBuild } from './lib/build-stamp';
import { NEXT_BIN, run } from './lib/run';

/**
 * `npm test`: lint, types, unit and integration tests (on an embedded PostgreSQL the tests
 * start themselves), the production build when it is stale, and the Playwright journeys.
 * Every step runs (the journeys need the build); the last line sums up the runners.
 *
 * Two pairs run side by side, because each pair's steps are independent and neither keeps both
 * cores busy alone (docs/performance.md, "CI time"): lint beside the types, and the build beside
 * the unit and integration tests. The step beside writes its output to test-results/<step>.log,
 * printed whole when it ends, so the two never interleave line by line.
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

interface StepOptions {
  counts?: () => { passed: number; failed: number; skipped: number } | null;
  env?: NodeJS.ProcessEnv;
  /** Run beside another step: the output goes to test-results/<beside>.log, printed when the step ends. */
  beside?: string;
}

async function step(name: string, command: string[], { counts, env, beside }: StepOptions = {}) {
  // The summary keeps the steps in the order they were started.
  const result: (typeof results)[number] = { step: name, passed: 0, failed: 0, skipped: 0 };
  results.push(result);
  console.log(`\n=== ${name}: ${command.join(' ')}${beside ? ' (beside another step; its output when it ends)' : ''}`);
  const started = Date.now();
  const log = beside ? `test-results/${beside}.log` : null;
  const out = log ? fs.openSync(log, 'w') : null;
  const code = await run(node, command, { ...(env ? { env } : {}), ...(out === null ? {} : { stdio: ['ignore', out, out] }) });
  if (out !== null) {
    fs.closeSync(out);
    console.log(`\n=== ${name}, its output:\n${fs.readFileSync(log!, 'utf8')}`);
  }
  result.note = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const counted = counts?.() ?? null;
  // A runner that exits non-zero with nothing failed (a crash, a config error) still fails.
  if (counted) Object.assign(result, { passed: counted.passed, failed: counted.failed || (code === 0 ? 0 : 1), skipped: counted.skipped });
  else Object.assign(result, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  return code === 0;
}

/** `file › test: first line of the error` for every failed Vitest test (and every file that failed to run). */
function failedVitest(): string[] {
  const report = readJson<{
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
  }>(vitestJson);
  return (report?.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

/** `file › test: first line of the error` for every Playwright test that failed on every try. */
function failedPlaywright(): string[] {
  interface Suite {
    title: string;
    file?: string;
    suites?: Suite[];
    specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  }
  const report = readJson<{ suites: Suite[] }>(playwrightJson);
  const out: string[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        out.push(`${spec.file} › ${[...path, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

function firstLine(message: string | undefined): string {
  const line = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim() !== '') ?? '(no message)';
  return line.trim().slice(0, 300);
}

fs.mkdirSync('test-results', { recursive: true });
const vitestJson = 'test-results/vitest-results.json';
const playwrightJson = 'test-results/e2e-results.json';
fs.rmSync(vitestJson, { force: true });
fs.rmSync(playwrightJson, { force: true });

// The route types first (what `next build` generates before it type-checks), so tsc checks what the
// build would; the build then skips its own type check (next.config.ts, REDLINE_TYPES_CHECKED).
const [, typed] = await Promise.all([
  step('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'], { beside: 'lint' }),
  (async () => {
    const routeTypes = await step('route types', [NEXT_BIN, 'typegen']);
    return (await step('types', ['node_modules/typescript/bin/tsc', '--noEmit'])) && routeTypes;
  })(),
]);
const vitest = step('unit and integration', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`], {
  counts: () => {
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestJson);
    return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  },
});
const build = (async () => {
  if (buildIsCurrent()) return true;
  const ok = await step('build', [NEXT_BIN, 'build'], { beside: 'build', env: typed ? { ...process.env, REDLINE_TYPES_CHECKED: '1' } : undefined });
  if (ok) finishBuild();
  return ok;
})();
const [, built] = await Promise.all([vitest, build]);
if (built) {
  await step('end-to-end', ['node_modules/@playwright/test/cli.js', 'test'], {
    counts: () => {
      const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightJson);
      return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
    },
  });
} else {
  results.push({ step: 'end-to-end', passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' });
}

// The names of what failed, last, where a CI log's tail shows them (its excerpt may not reach the
// runner's own report further up).
const failures = [...failedVitest(), ...failedPlaywright()];
if (failures.length) {
  console.log('\n=== Failed');
  for (const f of failures.slice(0, 20)) console.log(f);
  if (failures.length > 20) console.log(`... and ${failures.length - 20} more`);
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
