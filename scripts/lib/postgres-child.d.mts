import type { ChildProcess } from 'node:child_process';
import type { PostgresLaunch } from './embedded-db';

export type { PostgresLaunch };

/** scripts/lib/postgres-child.mjs: the embedded PostgreSQL as the caller's child, in its own process group. */
export function spawnPostgres(launch: PostgresLaunch, onExit?: (how: string, output: string) => void): { child: ChildProcess; ready: Promise<string> };

/** Resolves with '' once the child writes `readyText`, or with its last output when it exits first; then `onExit` hears of its end. */
export function whenReady(child: ChildProcess, readyText: string, onExit?: (how: string, output: string) => void): Promise<string>;
