import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { paypalSdkClient, PayPalSdkProvider } from './sdk';

/**
 * PayPal's REST API through its official SDK, answered from recorded responses (fixtures/*.json:
 * the request each answers, and PayPal's response), served through the SDK's HTTP client's own
 * adapter: the SDK builds, authenticates, sends and parses every call as it would against PayPal.
 */
interface Fixture {
  request: { method: string; path: string };
  response: { status: number; body: unknown };
}

const fixture = (name: string): Fixture => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as Fixture;

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A provider whose calls are answered, in order, by these recordings (the OAuth token first); each call must be the one recorded. */
export function recorded(...names: string[]) {
  const queue = ['oauth-token', ...names].map(fixture);
  const sent: Sent[] = [];
  const adapter = async (config: { method?: string; url?: string; baseURL?: string; headers?: Record<string, string>; data?: unknown }) => {
    const url = new URL(config.url!, config.baseURL);
    const next = queue.shift();
    if (!next) throw new Error(`no recording left for ${config.method} ${url.pathname}`);
    const method = (config.method ?? 'get').toUpperCase();
    expect(`${method} ${url.pathname}`).toBe(`${next.request.method} ${next.request.path}`);
    expect(url.origin).toBe('https://api-m.sandbox.paypal.com');
    const headers = Object.fromEntries(Object.entries(config.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    sent.push({ method, path: url.pathname, headers, body: typeof config.data === 'string' && config.data.startsWith('{') ? JSON.parse(config.data) : config.data });
    return { data: JSON.stringify(next.response.body), status: next.response.status, statusText: '', headers: { 'content-type': 'application/json' }, config };
  };
  const client = paypalSdkClient({ environment: 'sandbox', clientId: 'AbCdEfGhIjKlMnOp', clientSecret: 'EFgHiJkLmNoPqRsT', httpOptions: { adapter } });
  return { provider: new PayPalSdkProvider(client, 'sandbox', '8PT597110X687430LKGECATA'), sent, left: () => queue.length };
}

/** The signature headers of the notice the recorded verify-webhook-signature answers (webhook-verified.json, webhook-not-verified.json) were given. */
export const RECORDED_WEBHOOK_HEADERS = { authAlgo: 'SHA256withRSA', certUrl: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270', transmissionId: '69cd13f0-d67a-11e5-baa3-778b53f4ae55', transmissionSig: 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==', transmissionTime: '2026-11-28T04:30:00Z' };
