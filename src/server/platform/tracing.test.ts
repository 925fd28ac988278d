import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceName, startTracing, stopTracingForTests, withoutQuery } from './tracing';

interface Received {
  path: string;
  contentType: string;
  body: { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string; traceId: string; parentSpanId?: string }[] }[] }[] };
}

/** A tiny OTLP/HTTP collector: it keeps what is posted to it and answers as a collector does. */
async function collector(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body: JSON.parse(body) as Received['body'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

afterEach(async () => {
  await stopTracingForTests();
  vi.unstubAllEnvs();
});

describe('traces', () => {
  it('are off without OTEL_EXPORTER_OTLP_ENDPOINT: no provider is registered', () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', '');
    expect(startTracing()).toBeNull();
    // The API's no-op tracer: its spans are not recording.
    expect(trace.getTracer('test').startSpan('nothing').isRecording()).toBe(false);
  });

  it('are exported to the collector at OTEL_EXPORTER_OTLP_ENDPOINT, parent and child in one trace, named for the store', async () => {
    const otlp = await collector();
    try {
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', otlp.url);
      vi.stubEnv('OTEL_SERVICE_NAME', '');
      const provider = startTracing();
      expect(provider).not.toBeNull();
      const tracer = trace.getTracer('redline-test');
      tracer.startActiveSpan('GET /[locale]/p/[slug]/[sku]', (parent) => {
        tracer.startSpan('render route (app) /[locale]/p/[slug]/[sku]').end();
        parent.end();
      });
      await provider!.forceFlush();

      expect(otlp.received.length).toBeGreaterThan(0);
      expect(otlp.received[0]).toMatchObject({ path: '/v1/traces', contentType: expect.stringContaining('application/json') });
      const batch = otlp.received.flatMap((r) => r.body.resourceSpans);
      const attributes = Object.fromEntries(batch[0]!.resource.attributes.map((a) => [a.key, a.value.stringValue]));
      expect(attributes['service.name']).toBe('redline-storefront');
      const spans = batch.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
      const parent = spans.find((s) => s.name === 'GET /[locale]/p/[slug]/[sku]');
      const child = spans.find((s) => s.name.startsWith('render route'));
      expect(parent).toBeDefined();
      expect(child?.traceId).toBe(parent!.traceId);
      expect(child?.parentSpanId).toBeTruthy();
    } finally {
      await otlp.close();
    }
  });

  it('leave query strings out: the request’s target and a fetch’s URL and name', async () => {
    const otlp = await collector();
    try {
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', otlp.url);
      const provider = startTracing()!;
      const tracer = trace.getTracer('redline-test');
      tracer.startSpan('GET', { attributes: { 'http.method': 'GET', 'http.target': '/trackOrder?orderNumber=123456789&email=ana%40example.com' } }).end();
      tracer.startSpan('fetch GET https://stores.example/search?apiKey=s3cret&zip=78701', { attributes: { 'http.url': 'https://stores.example/search?apiKey=s3cret&zip=78701' } }).end();
      await provider.forceFlush();
      const text = JSON.stringify(otlp.received.map((r) => r.body));
      expect(text).toContain('/trackOrder');
      expect(text).toContain('fetch GET https://stores.example/search');
      expect(text).not.toContain('ana%40example.com');
      expect(text).not.toContain('123456789');
      expect(text).not.toContain('s3cret');
      expect(withoutQuery('GET /p/x?a=1#top')).toBe('GET /p/x');
    } finally {
      await otlp.close();
    }
  });

  it('take their service name from OTEL_SERVICE_NAME when it is set', () => {
    expect(serviceName({})).toBe('redline-storefront');
    expect(serviceName({ OTEL_SERVICE_NAME: 'redline-eu' })).toBe('redline-eu');
  });
});
