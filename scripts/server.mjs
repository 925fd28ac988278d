// @ts-check
import fs from 'node:fs';
import next from 'next';
import { appendForwardedFor } from './lib/forwarded-for.mjs';
import { createStaticAssets } from './lib/static-assets.mjs';
import { createWebServer, shutdownGraceMs } from './lib/web-server.mjs';

/**
 * The web server `npm start` runs (scripts/start.mjs; plain Node, no TypeScript loader: Next reads its build itself): Next's request handler behind a Node HTTP
 * server that appends the socket's address to X-Forwarded-For, as a proxy does. `next start`
 * cannot be used: it writes the socket address only when the caller sent no X-Forwarded-For
 * (node_modules/next/dist/server/base-server.js, `??=`), so the app could never tell a forged
 * header from the socket. With this server the right-most entry is always the socket, and the
 * per-caller limits find the caller from it by `TRUST_PROXY`, a count of proxies or their addresses (src/server/platform/forwarded-for.ts,
 * docs/decisions/030, 047). `--dev` serves `next dev`'s way.
 * Node flags: scripts/start.mjs (SERVER_NODE_FLAGS).
 *
 * Every request gets a request id, is timed for the metrics, and SIGTERM (or SIGINT) shuts the
 * server down gracefully: no new connections, the requests in flight finish (up to
 * SHUTDOWN_GRACE_SECONDS, 25 by default), then the pools, Redis and the jobs close and the
 * process exits 0 (scripts/lib/web-server.mjs, docs/decisions/049).
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const graceMs = shutdownGraceMs();

// Production reads the configuration the build serialised, as Next's standalone server does,
// instead of compiling next.config.ts again: that loads SWC's native compiler and next-intl's
// plugin (with @swc/core) into the server, about 40 MB it never uses (docs/decisions/062).
if (!dev) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(fs.readFileSync('.next/required-server-files.json', 'utf8')).config);

// Every interface, as `next start` listens (HOSTNAME is the machine's name in many shells, not an address).
const app = next({ dev, hostname: 'localhost', port, ...(dev ? { turbopack: true } : {}) });
const handle = app.getRequestHandler();
await app.prepare();
// The build's browser files with the Brotli or gzip the build made of them (docs/decisions/068); Next compresses everything else.
const staticAssets = dev ? null : createStaticAssets();
const upgrade = app.getUpgradeHandler();

const { server, shutdown } = createWebServer({
  graceMs,
  handle: (request, response) => {
    if (staticAssets?.serve(request, response)) return;
    request.headers['x-forwarded-for'] = appendForwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
    return handle(request, response);
  },
  upgrade: (request, socket, head) => {
    request.headers['x-forwarded-for'] = appendForwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
    return upgrade(request, socket, head);
  },
});
server.listen(port, () => {
  console.log(`▲ Ready in the Redline web server on http://localhost:${port}${dev ? ' (development)' : ''}`);
});

let signals = 0;
/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  // A second Ctrl-C does not wait for the requests in flight.
  if (++signals > 1 && signal === 'SIGINT') process.exit(1);
  void shutdown(signal)
    .then(() => {
      setTimeout(() => process.exit(0), 5_000).unref();
      return app.close();
    })
    .then(
      () => process.exit(0),
      (error) => {
        console.error('[server] shutdown failed', error);
        process.exit(1);
      },
    );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
