import http from 'node:http';
import { cookieHeader, cookieJar } from '../../bench/lib/load';

/**
 * An HTTP client for the cluster test and bench/cluster.ts: one shopper with a cookie jar (its
 * cookies go to every instance, as a browser's go to every port of a host) and its own loopback
 * address (127.0.0.x), so that each shopper is a caller of its own to the per-caller limits,
 * through HAProxy (which forwards the address it sees) as in front of a real balancer.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export class ConnectionError extends Error {}

export function send(
  url: string,
  { method = 'GET', headers = {}, body, localAddress, timeoutMs = 60_000 }: { method?: string; headers?: Record<string, string>; body?: unknown; localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers },
        ...(localAddress ? { localAddress } : {}),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', (error) => reject(new ConnectionError(error.message)));
        response.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', (error) => reject(new ConnectionError(error.message)));
    if (payload) request.write(payload);
    request.end();
  });
}

export class Shopper {
  private jar = new Map<string, string>();

  constructor(readonly localAddress: string) {}

  /** A request to `base` (an instance, or HAProxy) as this shopper's browser would send it: its cookies and the page's Origin on writes. */
  async call(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size) headers.cookie = cookieHeader(this.jar);
    if (method !== 'GET' && method !== 'HEAD') headers.origin = new URL(base).origin;
    const answer = await send(base + path, { ...options, method, headers, localAddress: this.localAddress });
    const setCookies = answer.headers['set-cookie'] ?? [];
    if (setCookies.length) this.jar = cookieJar(setCookies, this.jar);
    return answer;
  }

  get cookies(): ReadonlyMap<string, string> {
    return this.jar;
  }
}

/** A US address the checkout accepts (Texas: taxed, served by a distribution centre). */
export const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '5125550100' };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
