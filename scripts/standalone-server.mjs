// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Docker image's web server (Dockerfile, docs/operations/deployment.md): scripts/server.mjs
 * — the same server as `npm start` and the cluster, with its X-Forwarded-For handling and its
 * graceful SIGTERM — run from Next's standalone output (`NEXT_OUTPUT=standalone next build`),
 * which holds the build and only the node_modules it needs, but no next.config.ts (nor the
 * TypeScript and plugins it loads). Next reads the configuration the build wrote
 * (.next/required-server-files.json) from __NEXT_PRIVATE_STANDALONE_CONFIG instead, as the
 * standalone output's own server.js does.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.NODE_ENV = 'production';
const required = JSON.parse(fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(required.config);
await import('./server.mjs');
