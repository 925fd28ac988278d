import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { E2E_ADMIN_TOKEN } from './admin';
import { expect, test } from './fixtures';

/**
 * The operations endpoints, request ids, metrics, traces and the graceful shutdown (issue 22,
 * decision 049) on the production build. The first part asks the test server; the second starts
 * a web server of its own (`node scripts/server.mjs` on the build Playwright has made, a free port,
 * a database that is not there, traces to a collector in this file), because it stops it with SIGTERM.
 */

test.describe('operations endpoints on the test server', () => {
  test('/healthz and /readyz answer, never cached, without cookies, with a request id', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers()['cache-control']).toBe('no-store');
    expect(health.headers()['set-cookie']).toBeUndefined();
    expect(health.headers()['x-page-cache']).toBeUndefined();
    expect(health.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { process: 'running', database: 'up', migrations: 'current', redis: 'not configured' } });
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(ready.headers()['set-cookie']).toBeUndefined();
  });

  test('a request keeps a sane X-Request-Id, and an error answer carries it in its envelope', async ({ request }) => {
    const answer = await request.get('/ecomm/b2c/v1/shoppingCart/mini-cart?locale=xx-XX', { headers: { 'x-request-id': 'e2e-request-0001' } });
    expect(answer.status()).toBe(400);
    expect(answer.headers()['x-request-id']).toBe('e2e-request-0001');
    const body = (await answer.json()) as { errorCode: string; requestId?: string; errorDetails: unknown[] };
    expect(body).toMatchObject({ errorCode: 'UNSUPPORTED_LOCALE', requestId: 'e2e-request-0001' });
    const forged = await request.get('/healthz', { headers: { 'x-request-id': 'forged id "with" spaces' } });
    expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/metrics answers only to the operators’ token, labelled by route pattern, never by path', async ({ request }) => {
    expect((await request.get('/metrics')).status()).toBe(401);
    expect((await request.get('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status()).toBe(401);
    expect((await request.get('/es-MX/store/tx/austin/999999')).status()).toBeLessThan(500);
    expect((await request.get('/healthz')).status()).toBe(200);
    // A catalogue page twice: a page-cache miss, then a hit.
    const brands = `/brands?page=${1000 + Math.floor(Math.random() * 8000)}`;
    expect((await request.get(brands)).headers()['x-page-cache']).toBe('miss');
    expect((await request.get(brands)).headers()['x-page-cache']).toBe('hit');
    const scraped = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(scraped.status()).toBe(200);
    expect(scraped.headers()['content-type']).toContain('text/plain');
    expect(scraped.headers()['cache-control']).toBe('no-store');
    const text = await scraped.text();
    expect(text).toMatch(/redline_http_requests_total\{method="GET",route="\/healthz",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/redline_http_requests_total\{method="GET",route="\/\[locale\]\/store\/\[state\]\/\[city\]\/\[storeNumber\]",status_class="[24]xx"\} [1-9]/);
    expect(text).toMatch(/redline_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/healthz"\} [1-9]/);
    expect(text).toMatch(/redline_db_pool_connections\{pool="primary",state="total"\} \d/);
    expect(text).toMatch(/redline_cache_lookups_total\{cache="page",result="hit"\} [1-9]/);
    expect(text).toMatch(/redline_cache_lookups_total\{cache="page",result="miss"\} [1-9]/);
    expect(text).toMatch(/redline_http_requests_total\{method="GET",route="\/\[locale\]\/brands",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/redline_process_resident_memory_bytes \d/);
    expect(text).not.toContain('austin');
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Span {
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** An OTLP/HTTP collector: keeps the service names and spans posted to /v1/traces. */
async function collector(): Promise<{ url: string; services: Set<string>; spans: Span[]; close(): Promise<void> }> {
  const services = new Set<string>();
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { resourceSpans: { resource: { attributes: Span['attributes'] }; scopeSpans: { spans: Span[] }[] }[] };
      for (const batch of parsed.resourceSpans) {
        const name = batch.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        if (name) services.add(name);
        for (const scope of batch.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, services, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Whether a new connection to the port is refused (the listener is closed). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

test.describe('a web server of its own, stopped with SIGTERM', () => {
  test.describe.configure({ timeout: 120_000 });

  let server: ChildProcess | null = null;
  test.afterEach(() => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  });

  test('finishes the request in flight, refuses new connections, flushes its traces, closes what it holds and exits 0', async () => {
    const otlp = await collector();
    const port = await freePort();
    const closedDatabase = await freePort();
    let output = '';
    server = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        DEMO: '1',
        DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${closedDatabase}/none`,
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        SHUTDOWN_GRACE_SECONDS: '60',
        REDIS_URL: '',
        // No job worker against a database that is not there (decision 048's switch).
        JOBS: 'off',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Ready in the Redline web server');
    const base = `http://127.0.0.1:${port}`;

    // Without its database it is alive but not ready, and says why.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'not ready', checks: { database: 'down', redis: 'not configured' } });

    // A request whose body is still arriving: the server has it (100 Continue) when SIGTERM comes.
    const body = JSON.stringify({ level: 'info', message: 'a log line sent during the shutdown', meta: {} });
    const slow = http.request(`${base}/api/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue', 'x-request-id': 'e2e-slow-request-42' },
    });
    const answered = new Promise<{ status: number; requestId: string | undefined; connection: string | undefined }>((resolve, reject) => {
      slow.once('response', (response) => {
        response.resume();
        response.once('end', () => resolve({ status: response.statusCode ?? 0, requestId: response.headers['x-request-id'] as string | undefined, connection: response.headers.connection }));
      });
      slow.once('error', reject);
    });
    await new Promise<void>((resolve) => slow.once('continue', () => resolve()));
    slow.write(body.slice(0, 10));

    server.kill('SIGTERM');
    await expect.poll(() => refused(port), { timeout: 10_000 }).toBe(true);
    expect(server.exitCode).toBeNull();

    slow.end(body.slice(10));
    expect(await answered).toEqual({ status: 204, requestId: 'e2e-slow-request-42', connection: 'close' });
    expect(await exited).toBe(0);

    const lines = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'a log line sent during the shutdown')).toMatchObject({ requestId: 'e2e-slow-request-42' });
    // The traces, the database pools and Redis were each stopped.
    expect(lines.find((line) => line.msg === 'shutdown: every stop has run')).toMatchObject({ stops: expect.any(Number) });
    expect((lines.find((line) => line.msg === 'shutdown: every stop has run')!.stops as number) >= 3).toBe(true);
    expect(output).toContain('[server] stopped');

    // Next's own spans reached the collector, under the store's service name, the shutdown flushing the last batch.
    expect([...otlp.services]).toEqual(['redline-storefront']);
    expect(otlp.spans.length).toBeGreaterThan(0);
    const routes = otlp.spans.flatMap((span) => span.attributes.filter((a) => a.key === 'next.route' || a.key === 'http.route').map((a) => a.value.stringValue));
    expect(routes).toContain('/readyz');
    await otlp.close();
  });
});
