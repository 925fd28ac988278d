import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { envVar } from './env';
import { logger } from './logger';

/**
 * OpenTelemetry traces (decision 049), exported over OTLP/HTTP (JSON) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (e.g. http://collector:4318; the exporter posts to
 * `<endpoint>/v1/traces`, and reads the other OTEL_EXPORTER_OTLP_* variables itself: headers,
 * timeout, a traces-only endpoint). The provider is registered globally through
 * @opentelemetry/api, so Next 16's own spans (the request, the route's render, fetches,
 * `generateMetadata`…, with `next.route` naming the route pattern) are exported through it;
 * the store adds none of its own yet. Query strings are cut from them first
 * (QueryRedactingSpanProcessor). The resource names the service `redline-storefront`
 * (OTEL_SERVICE_NAME overrides). Spans leave in batches (BatchSpanProcessor); the graceful
 * shutdown flushes what is left.
 *
 * Started once per process from src/instrumentation.ts; the provider is kept on globalThis.
 */
export const DEFAULT_SERVICE_NAME = 'redline-storefront';

interface TracingHolder {
  __redlineTracing?: NodeTracerProvider;
}
const holder = globalThis as unknown as TracingHolder;

/** The attributes of Next's spans that hold a URL: the request's target, a fetch's URL. */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full'] as const;

/** A URL or path without its query string and fragment; other text unchanged. */
export function withoutQuery(text: string): string {
  return text.replace(/[?#][^\s]*/g, '');
}

/**
 * Query strings stay out of the traces: Next's request span carries the raw target
 * (`http.target`: `/trackOrder?orderNumber=…&email=…`, a search's words) and its fetch spans the
 * whole URL in their name and `http.url` (an API key in a query). Next sets these when the span
 * starts, so this processor, first in line, cuts the query there, before any exporter sees it.
 */
export class QueryRedactingSpanProcessor implements SpanProcessor {
  onStart(span: Span): void {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value === 'string' && /[?#]/.test(value)) span.setAttribute(key, withoutQuery(value));
    }
    if (/[?#]/.test(span.name)) span.updateName(withoutQuery(span.name));
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** The service name the spans carry: OTEL_SERVICE_NAME when set, else redline-storefront. */
export function serviceName(source?: Record<string, string | undefined>): string {
  return envVar('OTEL_SERVICE_NAME', source) ?? DEFAULT_SERVICE_NAME;
}

/**
 * Register the tracer provider when OTEL_EXPORTER_OTLP_ENDPOINT is set; null (nothing
 * registered, no cost) when it is not. A second call answers the provider of the first.
 */
export function startTracing(): NodeTracerProvider | null {
  if (holder.__redlineTracing) return holder.__redlineTracing;
  const endpoint = envVar('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (!endpoint) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: serviceName(),
      'deployment.environment.name': envVar('NODE_ENV'),
    }),
    spanProcessors: [new QueryRedactingSpanProcessor(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  holder.__redlineTracing = provider;
  logger.info({ endpoint: safeEndpoint(endpoint), service: serviceName() }, 'traces: exported over OTLP/HTTP');
  return provider;
}

/** The endpoint as the log shows it: no credentials or query. */
function safeEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/** Flush and unregister (tests); the graceful shutdown calls the provider's own shutdown. */
export async function stopTracingForTests(): Promise<void> {
  const provider = holder.__redlineTracing;
  holder.__redlineTracing = undefined;
  await provider?.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}
