import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { stripeClient } from './gateway';

/**
 * Stripe's API as its recorded answers (fixtures/api/*.json), served over HTTP on this machine:
 * the real `stripe` client talks to it (host, port, protocol), so the tests exercise the same
 * requests and the same answer parsing as production, with no network. A test queues the answers
 * it expects, in order; each must match the request's method and path, and every request is
 * kept (its form parameters and its Idempotency-Key) for the test to check what was asked.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export interface RecordedAnswer {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body: unknown };
}

export interface SeenRequest {
  method: string;
  path: string;
  /** The body's or query's parameters as Stripe's form encoding flattens them (`metadata[idempotency_key]`). */
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export function apiFixture(name: string): RecordedAnswer {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'api', `${name}.json`), 'utf8')) as RecordedAnswer;
}

/** A webhook event as Stripe sends it (fixtures/events/*.json), as text: the signature covers these exact bytes. */
export function eventFixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, 'events', `${name}.json`), 'utf8');
}

export interface StripeFixtureServer {
  /** Queue recorded answers, served in this order. */
  answer(...names: string[]): void;
  requests: SeenRequest[];
  /** Requests that found no queued answer, or another than the one queued. */
  mismatches: string[];
  /** Answers queued and never asked for. */
  pending(): string[];
  client(): Stripe;
  close(): Promise<void>;
}

export const TEST_SECRET_KEY = 'sk_test_51RedlineFixturesOnly';

export async function startStripeFixtures(): Promise<StripeFixtureServer> {
  const queue: { name: string; answer: RecordedAnswer }[] = [];
  const requests: SeenRequest[] = [];
  const mismatches: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fixtures');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
        authorization: request.headers.authorization ?? null,
      });
      const next = queue.shift();
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fixture_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      if (!next || next.answer.request.method !== request.method || next.answer.request.path !== url.pathname) {
        mismatches.push(`${request.method} ${url.pathname} (queued: ${next ? `${next.name}, ${next.answer.request.method} ${next.answer.request.path}` : 'nothing'})`);
        send(400, { error: { type: 'invalid_request_error', message: 'No recorded answer for this request' } });
        return;
      }
      send(next.answer.response.status, next.answer.response.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    answer: (...names) => queue.push(...names.map((name) => ({ name, answer: apiFixture(name) }))),
    requests,
    mismatches,
    pending: () => queue.map((entry) => entry.name),
    client: () => stripeClient({ secretKey: TEST_SECRET_KEY, host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeoutMs: 5_000 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
