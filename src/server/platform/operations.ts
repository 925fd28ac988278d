import { closePools } from '@/server/db/client';
import { startMetrics } from './metrics';
import { closeRedis } from './redis';
import { onShutdown } from './shutdown';
import { startTracing } from './tracing';

/**
 * The server's operations at boot (decision 049, from src/instrumentation.ts): traces exported
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, the graceful shutdown's closing of the database pools
 * and Redis (registered before the jobs, so stopped after them: shutdown runs in reverse), and the
 * metrics registry that takes the web server's request timings.
 */
export function registerOperations(): void {
  const tracing = startTracing();
  // Registered first, so stopped last: the spans of the shutdown's own work are flushed too.
  if (tracing) onShutdown(() => tracing.shutdown(), 'traces');
  onShutdown(closePools, 'database pools');
  onShutdown(closeRedis, 'redis');
  startMetrics();
}
