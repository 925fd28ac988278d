import { describe, expect, it } from 'vitest';
import { beforeAfterRows, cells, cookieHeader, cookieJar, figures, keptLine, listeningPid, parsePs, processTree, quietest, serverMemory, type PageRun } from './load';

describe('cookieJar', () => {
  it('keeps what the server set, the last value of a name winning, and drops deleted cookies', () => {
    const first = cookieJar(['preferredStoreId=6877; Path=/; Max-Age=31536000; SameSite=Lax', 'cartId=abc; Path=/; HttpOnly']);
    const next = cookieJar(['preferredStoreId=1234; Path=/', 'cartId=; Path=/; Max-Age=0', 'garage=k1%2Ck2; Path=/; HttpOnly'], first);
    expect(cookieHeader(next)).toBe('preferredStoreId=1234; garage=k1%2Ck2');
    expect(cookieHeader(first)).toBe('preferredStoreId=6877; cartId=abc');
  });

  it('keeps a value that holds an equals sign and ignores a header without a name', () => {
    expect(cookieHeader(cookieJar(['token=a=b==; Path=/', '=orphan', 'junk']))).toBe('token=a=b==');
  });
});

describe('process memory', () => {
  const ps = [
    '  100     1  81920 node --import tsx scripts/start.ts',
    '  101   100  51200 node /repo/node_modules/tsx/dist/cli.mjs scripts/server.ts',
    '  102   101 460800 /usr/bin/node --require /repo/node_modules/tsx/dist/preflight.cjs scripts/server.ts',
    '  103   100  30720 /tmp/pg/bin/postgres -D /tmp/storefront-pg-x -p 55490',
    '  105   101  15360 /repo/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping',
    '  104   103  10240 postgres: checkpointer',
    '  200     1 999999 node some-other-helper.js',
  ].join('\n');

  it('reads ps rows and walks one process tree, leaving other processes out', () => {
    const rows = parsePs(ps);
    expect(rows).toHaveLength(7);
    expect(processTree(rows, 100).map((r) => r.pid)).toEqual([100, 101, 103, 102, 105, 104]);
    expect(processTree(rows, 999)).toEqual([]);
  });

  it('names the largest Node process the server and adds up the other processes and PostgreSQL apart', () => {
    const memory = serverMemory(processTree(parsePs(ps), 100));
    expect(memory.server).toBe(450);
    expect(memory.node).toBe(80 + 50 + 450 + 15);
    expect(memory.postgres).toBe(30 + 10);
  });

  it('finds the pid listening on a port in ss output', () => {
    const ss = [
      'LISTEN 0 400 127.0.0.1:55490 0.0.0.0:* users:(("postgres",pid=31228,fd=8))',
      'LISTEN 0 511 *:3180 *:* users:(("node",pid=4242,fd=21))',
      'LISTEN 0 511 *:31801 *:* users:(("node",pid=1,fd=21))',
    ].join('\n');
    expect(listeningPid(ss, 3180)).toBe(4242);
    expect(listeningPid(ss, 3181)).toBeNull();
  });
});

const run = (over: Partial<PageRun>): PageRun => ({ requests: 0, seconds: 1, latencies: [], ttfb: [], bytes: [], non2xx: 0, errors: 0, loadBefore: 0, loadAfter: 0, peak: null, ...over });

describe('runs', () => {
  it('keeps the run on the quieter machine, by the mean of its load at start and end', () => {
    const busy = run({ loadBefore: 2, loadAfter: 12 });
    const quiet = run({ loadBefore: 6, loadAfter: 5 });
    expect(quietest([busy, quiet])).toBe(quiet);
    expect(() => quietest([])).toThrow();
  });

  it('turns a run into requests per second, percentiles and mean bytes', () => {
    const f = figures(run({ requests: 50, seconds: 20, latencies: [10, 20, 30, 40], ttfb: [1, 2, 3, 4], bytes: [1000, 3000], loadBefore: 3, loadAfter: 5 }));
    expect(f.rps).toBe(2.5);
    expect(f.latency.p50).toBe(30);
    expect(f.ttfb.p95).toBe(4);
    expect(f.bytes).toBe(2000);
    expect(f.load).toBe(4);
  });
});

describe('beforeAfterRows', () => {
  const previous = [
    '| page | shopper | before: req/s | p50 | after: req/s | p50 |',
    '| --- | --- | --- | --- | --- | --- |',
    '| home | anonymous | 40.0 | 200 ms | - | - |',
    '| shelf | anonymous | 30.0 | 250 ms | 500.0 | 9 ms |',
  ].join('\n');

  it('fills the column measured now and keeps the other from the previous section', () => {
    const rows = beforeAfterRows(previous, 2, 2, 'after', new Map([['home | anonymous', ['610.0', '12 ms']], ['product | anonymous', ['700.0', '10 ms']]]));
    expect(rows).toEqual(['| home | anonymous | 40.0 | 200 ms | 610.0 | 12 ms |', '| product | anonymous | - | - | 700.0 | 10 ms |']);
  });

  it('measuring "before" again keeps the "after" cells', () => {
    const rows = beforeAfterRows(previous, 2, 2, 'before', new Map([['shelf | anonymous', ['33.0', '240 ms']]]));
    expect(rows.map(cells)).toEqual([['shelf', 'anonymous', '33.0', '240 ms', '500.0', '9 ms']]);
  });

  it('refuses a row with the wrong number of values', () => {
    expect(() => beforeAfterRows('', 1, 2, 'before', new Map([['home', ['1']]]))).toThrow(/2 columns/);
  });

  it('finds a kept note line by its start', () => {
    expect(keptLine('a\n- **After**: measured\nb', '- **After**')).toBe('- **After**: measured');
    expect(keptLine('a', '- **After**')).toBeNull();
  });
});
