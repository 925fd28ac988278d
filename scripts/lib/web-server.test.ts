import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestContext as appRequestContext, REQUEST_ID_PATTERN as APP_PATTERN, requestIdOf as appRequestIdOf } from '../../src/server/platform/request-context';
import { createWebServer, REQUEST_ID_PATTERN, requestContext, requestIdOf, SERVER_NODE_FLAGS, shutdownGraceMs, type ObservedRequest } from './web-server.mjs';

type Globals = {
  __redlineShuttingDown?: boolean;
  __redlineShutdown?: () => Promise<void>;
  __redlineObserveRequest?: (request: ObservedRequest) => void;
};
const globals = globalThis as Globals;
const saved = { ...globals };

afterEach(() => {
  globals.__redlineShuttingDown = saved.__redlineShuttingDown;
  globals.__redlineShutdown = saved.__redlineShutdown;
  globals.__redlineObserveRequest = saved.__redlineObserveRequest;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, options: { agent?: http.Agent; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: options.agent ?? false, headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A deferred: a promise and the function that settles it. */
function later(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the request id', () => {
  it('keeps a sane incoming id and makes a new one for anything else', () => {
    expect(requestIdOf('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d')).toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    expect(requestIdOf('Root=1-67891233-abcdef012345678912345678')).toBe('Root=1-67891233-abcdef012345678912345678');
    for (const bad of [undefined, '', 'two words', 'line\nbreak', '"quoted"', 'x'.repeat(129), ['a', 'b']]) {
      const made = requestIdOf(bad);
      expect(made, String(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });

  it('follows the same rule as src/server/platform/request-context.ts, and shares its store through globalThis', () => {
    expect(REQUEST_ID_PATTERN.source).toBe(APP_PATTERN.source);
    for (const incoming of ['abc', 'a b', 'x'.repeat(128), 'x'.repeat(129), 'Root=1-a;b']) expect(requestIdOf(incoming) === incoming).toBe(appRequestIdOf(incoming) === incoming);
    expect(requestContext()).toBe(appRequestContext());
  });

  it('is sent back, set on the request, and held in the request context across awaits', async () => {
    const seen: { header?: string; context?: string }[] = [];
    const { server } = createWebServer({
      graceMs: 1_000,
      log: () => {},
      handle: async (request, response) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push({ header: request.headers['x-request-id'] as string, context: requestContext().getStore()?.requestId });
        response.end('ok');
      },
    });
    const port = await listening(server);
    try {
      const kept = await get(port, '/', { headers: { 'x-request-id': 'from-the-balancer-42' } });
      expect(kept.headers['x-request-id']).toBe('from-the-balancer-42');
      const made = await get(port, '/', { headers: { 'x-request-id': 'not "sane" at all' } });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual([
        { header: 'from-the-balancer-42', context: 'from-the-balancer-42' },
        { header: made.headers['x-request-id'], context: made.headers['x-request-id'] },
      ]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('each finished request', () => {
  it('is handed to the metrics hook with its method, path without the query, status and duration', async () => {
    const observed: ObservedRequest[] = [];
    globals.__redlineObserveRequest = (request) => observed.push(request);
    const { server } = createWebServer({
      graceMs: 1_000,
      log: () => {},
      handle: (request, response) => {
        response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
        response.end();
      },
    });
    const port = await listening(server);
    try {
      await get(port, '/p/brake-pads/123?locale=en-US');
      await get(port, '/missing');
      await new Promise((resolve) => setImmediate(resolve));
      expect(observed.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
        { method: 'GET', path: '/p/brake-pads/123', status: 200 },
        { method: 'GET', path: '/missing', status: 404 },
      ]);
      expect(observed.every((r) => r.seconds >= 0 && r.seconds < 60)).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe('the graceful shutdown', () => {
  it('refuses new connections, closes idle ones, lets the request in flight finish, then runs the stops', async () => {
    const events: string[] = [];
    globals.__redlineShutdown = async () => void events.push('stops ran');
    const slow = later();
    const arrived = later();
    const { server, shutdown } = createWebServer({
      graceMs: 30_000,
      log: () => {},
      handle: async (request, response) => {
        if (request.url === '/slow') {
          arrived.resolve();
          await slow.promise;
          events.push('slow answered');
        }
        response.end(request.url);
      },
    });
    const port = await listening(server);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/warm', { agent: keepAlive })).status).toBe(200);
      const idle = Object.values(keepAlive.freeSockets).flat();
      expect(idle).toHaveLength(1);
      const idleClosed = new Promise<void>((resolve) => idle[0]!.once('close', () => resolve()));

      const inFlight = get(port, '/slow');
      await arrived.promise;
      const stopped = shutdown('SIGTERM').then(() => events.push('shutdown resolved'));
      expect(globals.__redlineShuttingDown).toBe(true);

      await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // The idle keep-alive connection is closed by the server (else this waits until the test times out).
      await idleClosed;
      expect(events).toEqual([]);

      slow.resolve();
      const answer = await inFlight;
      expect(answer).toMatchObject({ status: 200, body: '/slow' });
      expect(answer.headers.connection).toBe('close');
      await stopped;
      expect(events).toEqual(['slow answered', 'stops ran', 'shutdown resolved']);
      expect(server.listening).toBe(false);
    } finally {
      slow.resolve();
      keepAlive.destroy();
    }
  });

  it('cuts a request still running when the grace period ends, and still runs the stops', async () => {
    let stopsRan = false;
    globals.__redlineShutdown = async () => {
      stopsRan = true;
    };
    const arrived = later();
    const { server, shutdown } = createWebServer({
      graceMs: 100,
      log: () => {},
      handle: () => arrived.resolve(),
    });
    const port = await listening(server);
    const hanging = get(port, '/never-answers');
    await arrived.promise;
    await shutdown('SIGTERM');
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(stopsRan).toBe(true);
  });

  it('does not wait for an event stream, which ends only when its caller leaves', async () => {
    const arrived = later();
    const { server, shutdown } = createWebServer({
      graceMs: 30_000,
      log: () => {},
      handle: (_request, response) => {
        response.setHeader('Content-Type', 'text/event-stream');
        response.write('data: hello\n\n');
        arrived.resolve();
      },
    });
    const port = await listening(server);
    const stream = get(port, '/ops/chat/api/events');
    await arrived.promise;
    await shutdown('SIGTERM');
    await expect(stream).rejects.toThrow();
  });
});

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('is 25 s unset, a number of seconds when set, and refused when it is not one', () => {
    expect(shutdownGraceMs(undefined)).toBe(25_000);
    expect(shutdownGraceMs('')).toBe(25_000);
    expect(shutdownGraceMs('2.5')).toBe(2_500);
    expect(shutdownGraceMs('0')).toBe(0);
    for (const bad of ['soon', '-1', '601']) expect(() => shutdownGraceMs(bad), bad).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe("the web server's Node flags", () => {
  it('bound the heap, and the Docker image runs the server with the same flags as npm start and the cluster', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-old-space-size=1536');
    const cmd = fs.readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8').split('\n').findLast((line) => line.startsWith('CMD '));
    expect(JSON.parse(cmd!.slice(4))).toEqual(['node', ...SERVER_NODE_FLAGS, 'scripts/standalone-server.mjs']);
  });
});
