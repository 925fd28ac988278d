// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Docker image's web server (Dockerfile, docs/operations/deployment.md): scripts/server.mjs
 * — the same server as `npm start` and the cluster, with its X-Forwarded-For handling and its
 * graceful SIGTERM — run from Next's standalone output (`NEXT_OUTPUT=standalone next build`),
 * which holds the build and only the node_modules it needs, but no next.config.ts (nor the
 * TypeScript and plugins it loads): scripts/server.mjs reads the configuration the build wrote
 * (.next/required-server-files.json) in production wherever it runs.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.NODE_ENV = 'production';
await import('./server.mjs');
