// @ts-check
import { createServer } from 'node:http';
import next from 'next';
import { appendForwardedFor } from './lib/forwarded-for.mjs';

/**
 * The web server `npm start` runs (scripts/start.mjs; plain Node, no TypeScript loader: Next reads its build itself): Next's request handler behind a Node HTTP
 * server that appends the socket's address to X-Forwarded-For, as a proxy does. `next start`
 * cannot be used: it writes the socket address only when the caller sent no X-Forwarded-For
 * (node_modules/next/dist/server/base-server.js, `??=`), so the app could never tell a forged
 * header from the socket. With this server the right-most entry is always the socket, and the
 * per-caller limits count `TRUST_PROXY` entries left of it (src/server/platform/rate-limit.ts,
 * docs/decisions/030-limits-per-caller-and-target.md). `--dev` serves `next dev`'s way.
 * Node flags: scripts/start.mjs (SERVER_NODE_FLAGS).
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);

// Every interface, as `next start` listens (HOSTNAME is the machine's name in many shells, not an address).
const app = next({ dev, hostname: 'localhost', port, ...(dev ? { turbopack: true } : {}) });
const handle = app.getRequestHandler();
await app.prepare();
const upgrade = app.getUpgradeHandler();

const server = createServer((request, response) => {
  request.headers['x-forwarded-for'] = appendForwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  void handle(request, response);
});
server.on('upgrade', (request, socket, head) => {
  request.headers['x-forwarded-for'] = appendForwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  void upgrade(request, socket, head);
});
server.listen(port, () => {
  console.log(`▲ Ready in the Redline web server on http://localhost:${port}${dev ? ' (development)' : ''}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  void app.close();
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
