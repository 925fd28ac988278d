import path from 'node:path';
import { adminTokenFile, clusterOptionsFromEnv, startCluster, type Cluster } from './lib/cluster';

/**
 * `npm run cluster`: the store as a retailer runs it, on this machine — PostgreSQL (embedded) as
 * the primary with a streaming replica, Redis, three instances of the production build and HAProxy
 * in front on CLUSTER_PORT (3000). Builds first when the sources changed; migrates and loads the
 * demo data once (files in .data/cluster/). Ctrl-C or SIGTERM stops everything, the balancer
 * first and the primary last. docs/operations/deployment.md describes it and its settings.
 */
const log = (line: string) => console.log(`[cluster] ${line}`);
const options = clusterOptionsFromEnv(log, {
  // Each part's lines, named (and in .data/cluster/logs/<part>.log). The instances' request noise stays in the files.
  echo: (part, line) => {
    if (part === 'haproxy' || part === 'redis' || /\b(error|warn|fatal|ready|listening)\b/i.test(line)) console.log(`[${part}] ${line}`);
  },
});

let cluster: Cluster | null = null;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log('Stopping: HAProxy, the instances (they finish what they serve), Redis, the replica, the primary...');
  await cluster?.stop();
  log('Stopped.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

try {
  cluster = await startCluster(options);
  if (stopping) await cluster.stop();
  log('');
  log(`The storefront, through HAProxy:  ${cluster.url}`);
  for (const instance of cluster.instances) log(`  instance ${instance.name}, directly:     ${instance.url}`);
  log(`The operators' token:             ${path.relative(process.cwd(), adminTokenFile())}`);
  log(`Logs:                             ${path.relative(process.cwd(), path.join(cluster.dataDir, 'logs'))}/`);
  log('Ctrl-C stops the cluster.');
  // An instance that exits by itself is reported; HAProxy takes it out of the rotation (its checks fail).
  const reported = new Set<string>();
  const watch = setInterval(() => {
    for (const instance of cluster?.instances ?? []) {
      if (instance.running() || stopping) reported.delete(instance.name);
      else if (!reported.has(instance.name)) {
        reported.add(instance.name);
        log(`Instance ${instance.name} is not running (HAProxy sends its share to the others).`);
      }
    }
  }, 5_000);
  watch.unref();
  // Keep the process alive until a signal.
  setInterval(() => {}, 1 << 30);
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
