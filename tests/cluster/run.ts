import fs from 'node:fs';
import { run } from '../../scripts/lib/run';

/**
 * `npm run test:cluster [-- --record]`: the cluster test (tests/cluster/cluster.test.ts) under its
 * own vitest config; with `--record`, its result (each scenario, passed or failed, and how long
 * it took, with the load average) replaces the "Last result" table in
 * docs/operations/deployment.md. Exit code: vitest's.
 */
const RESULTS = 'test-results/cluster-results.json';
const DOC = 'docs/operations/deployment.md';
const BEGIN = '<!-- cluster-test-result:begin -->';
const END = '<!-- cluster-test-result:end -->';

fs.mkdirSync('test-results', { recursive: true });
fs.rmSync(RESULTS, { force: true });
const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const started = Date.now();
const code = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/cluster/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}`]);
const seconds = Math.round((Date.now() - started) / 1000);
const loadAfter = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

interface Report {
  testResults: { assertionResults: { title: string; status: string; duration?: number; failureMessages?: string[] }[] }[];
}

if (process.argv.includes('--record') && fs.existsSync(RESULTS)) {
  const report = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Report;
  const rows = report.testResults.flatMap((file) => file.assertionResults);
  const firstLine = (text: string) => text.split('\n').find((line) => line.trim())?.trim().replaceAll('|', '\\|').slice(0, 160) ?? '';
  const table = [
    BEGIN,
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${seconds} s in all (the cluster's start included), load average ${loadBefore} at the start and ${loadAfter} at the end (2 cores, shared with other work).`,
    '',
    '| scenario | result | duration |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.title} | ${r.status === 'passed' ? 'passed' : `**${r.status}**${r.failureMessages?.length ? `: ${firstLine(r.failureMessages[0]!)}` : ''}`} | ${r.duration === undefined ? '-' : `${(r.duration / 1000).toFixed(1)} s`} |`),
    END,
  ].join('\n');
  const doc = fs.readFileSync(DOC, 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${BEGIN} … ${END} block to write the result into`);
  fs.writeFileSync(DOC, doc.slice(0, from) + table + doc.slice(to + END.length));
  console.log(`Recorded the result in ${DOC}.`);
}
process.exit(code);
