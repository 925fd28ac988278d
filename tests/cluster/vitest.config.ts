import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` (tests/cluster/run.ts): the cluster test on its own, never among
 * `npm test`'s projects (vitest.config.ts includes src, scripts and bench only): it starts
 * PostgreSQL, a replica, Redis, three production servers and HAProxy, and takes minutes.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..', '..', 'src') } },
  test: {
    name: 'cluster',
    root: path.resolve(import.meta.dirname, '..', '..'),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
