/** scripts/lib/web-server.mjs: the Node HTTP server around Next's handler (request id, metrics hook, graceful shutdown). */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const REQUEST_ID_PATTERN: RegExp;
export function requestIdOf(incoming: string | string[] | undefined): string;
export function requestContext(): AsyncLocalStorage<{ requestId: string }>;
export interface ObservedRequest {
  method: string;
  path: string;
  status: number;
  seconds: number;
  pageCache?: string;
}
export function createWebServer(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => unknown;
  graceMs: number;
  log?: (line: string) => void;
}): { server: Server; shutdown(why: string): Promise<void>; inFlight(): number };
export function shutdownGraceMs(value?: string): number;
/** The Node flags of the web server: scripts/start.mjs, the cluster and the Dockerfile's CMD (docs/decisions/062). */
export const SERVER_NODE_FLAGS: readonly string[];
