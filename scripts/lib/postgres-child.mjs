// @ts-check
import { spawn } from 'node:child_process';

/**
 * The embedded PostgreSQL as a child of the calling process (the launcher, scripts/start.mjs),
 * run as the preparation describes it (PostgresLaunch in scripts/lib/embedded-db.ts). Its own
 * process group, so that Ctrl-C in a terminal reaches the launcher and the web server but not
 * the database, which the launcher stops last. `ready` resolves with '' once it accepts
 * connections, or with its last output when it exits (or cannot be spawned) first; after that,
 * `onExit` hears of it ending, with its last output.
 * @param {import('./postgres-child.d.mts').PostgresLaunch} launch
 * @param {(how: string, output: string) => void} [onExit]
 */
export function spawnPostgres(launch, onExit) {
  const child = spawn(launch.command, launch.args, {
    env: { ...process.env, ...launch.env },
    ...(launch.uid === undefined ? {} : { uid: launch.uid, gid: launch.gid }),
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const ready = whenReady(child, 'database system is ready to accept connections', onExit);
  return { child, ready };
}

/**
 * Resolves with '' once the PostgreSQL `child` writes `readyText` (its log line for accepting
 * connections), or with its last output when it exits (or cannot be spawned) first; after that,
 * `onExit` hears of it ending, with its last output. Reads all it writes, always: a full pipe
 * would stall it, and the last lines explain a failure.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} readyText
 * @param {(how: string, output: string) => void} [onExit]
 * @returns {Promise<string>}
 */
export function whenReady(child, readyText, onExit) {
  /** @type {string[]} */
  const recent = [];
  const output = () => recent.join('');
  return new Promise((resolve) => {
    let started = false;
    child.once('error', (error) => resolve(String(error)));
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString('utf8');
      recent.push(text);
      if (recent.length > 40) recent.shift();
      if (!started && text.includes(readyText)) {
        started = true;
        resolve('');
      }
    });
    child.once('exit', (code, signal) => {
      const how = signal ?? `code ${code}`;
      if (!started) resolve(output() || `exit ${how}`);
      else onExit?.(how, output());
    });
  });
}
