import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type PostgresLaunch } from './embedded-db';
import { spawnPostgres } from './postgres-child.mjs';

/**
 * The launcher's PostgreSQL (scripts/start.mjs): the preparation describes how to run it
 * (startEmbeddedPostgres with `launch`), the launcher runs it as its own child. A real server.
 */
describe('the embedded PostgreSQL as the launcher runs it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-pg-'));
  let child: ReturnType<typeof spawnPostgres>['child'] | null = null;
  let leftover: string | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    // What the launcher deletes after a throw-away cluster stops (moved out of the project when run as root).
    if (leftover) fs.rmSync(leftover, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('starts from the description, answers queries, runs in its own process group and stops on SIGINT', { timeout: 120_000 }, async () => {
    let described: PostgresLaunch | null = null;
    const database = await startEmbeddedPostgres({
      dataDir: path.join(root, 'pg'),
      ephemeral: true,
      port: Number(process.env.TEST_PG_PORT ?? 55432) + 100,
      launch: async (launch) => {
        described = launch;
        leftover = launch.removeAfterStop;
        const started = spawnPostgres(launch);
        child = started.child;
        const output = await started.ready;
        if (output) throw new Error(output);
      },
    });
    expect(described!.args).toEqual(expect.arrayContaining(['-D', '-p', String(database.port), 'listen_addresses=127.0.0.1']));
    expect(described!.removeAfterStop).toBeTruthy();

    const client = new Client({ connectionString: database.url() });
    await client.connect();
    const { rows } = await client.query<{ answer: number }>('SELECT 6 * 7 AS answer');
    await client.end();
    expect(rows[0]!.answer).toBe(42);

    // Its own process group: Ctrl-C in a terminal does not reach it before the web server stops.
    expect(child!.pid).toBeGreaterThan(0);
    const group = Number(fs.readFileSync(`/proc/${child!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]);
    expect(group).toBe(child!.pid);
    expect(group).not.toBe(Number(fs.readFileSync(`/proc/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]));

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('reports the server’s own words when it cannot start', { timeout: 60_000 }, async () => {
    const { ready } = spawnPostgres({
      command: path.join(root, 'no-such-postgres'),
      args: [],
      env: { LC_MESSAGES: 'C' },
    });
    expect(await ready).toMatch(/ENOENT/);
  });
});
