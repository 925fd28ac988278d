import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** How long a server may take to build and answer: BENCH_READY_MINUTES (5); a build on a busy 2-core machine takes longer. */
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_MINUTES ?? 5) * 60_000;
const STOP_TIMEOUT_MS = 60_000;

export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

function forwardLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/**
 * The production server for a benchmark: `scripts/start.mjs` on its own port with a
 * throw-away database. When someone else's `next build` holds the build lock, it waits and
 * tries again within the timeout.
 */
export class BenchServer {
  private child: ChildProcess | null = null;
  private readonly tail: string[] = [];
  /** While the server stops, its stderr is counted instead of echoed (connection teardown noise). */
  private quiet: { lines: number; first: string } | null = null;

  constructor(
    private readonly port: number,
    private readonly log: (line: string) => void,
    private readonly env: Record<string, string> = {},
  ) {}

  /** The launcher's pid while the server runs (the root of its process tree), else null. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  async start(): Promise<string> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      try {
        return await this.startOnce(deadline - Date.now());
      } catch (error) {
        const busy = this.tail.some((line) => line.includes('Another next build process is already running'));
        if (!busy || Date.now() + 30_000 > deadline) throw error;
        this.log('Another `next build` is running in this checkout; trying again in 30 s...');
        this.tail.length = 0;
        await sleep(30_000);
      }
    }
  }

  private remember(line: string) {
    this.tail.push(line);
    if (this.tail.length > 60) this.tail.shift();
  }

  private startOnce(timeoutMs: number): Promise<string> {
    this.log(`Starting the production server on port ${this.port} (throw-away database; the first build takes a while)...`);
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), EMBEDDED_PG_EPHEMERAL: '1', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a server which ignores SIGTERM can still be taken down whole.
      detached: true,
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server was not ready within ${READY_TIMEOUT_MS / 60_000} minutes.\n${this.tail.join('\n')}`)), timeoutMs);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        clearTimeout(timer);
        reject(new Error(`The server exited before it was ready (${signal ?? `code ${code}`}).\n${this.tail.join('\n')}`));
      };
      child.once('exit', onExit);
      forwardLines(child.stdout, (line) => {
        this.remember(line);
        if (line.startsWith('[start]')) console.log(`  ${line}`);
        const ready = /\[start\] The storefront is at (http:\/\/\S+)/.exec(line);
        if (ready?.[1]) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve(ready[1].replace(/\/+$/, ''));
        }
      });
      forwardLines(child.stderr, (line) => {
        this.remember(line);
        if (!line.trim()) return;
        if (this.quiet) {
          this.quiet.lines++;
          this.quiet.first ||= line.trim();
        } else {
          console.error(`  [server] ${line}`);
        }
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.log('Stopping the server...');
    this.quiet = { lines: 0, first: '' };
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const inTime = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!inTime && child.pid) {
      this.log(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing its process group.`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
    }
    if (this.quiet.lines > 0) this.log(`  (the server wrote ${this.quiet.lines} lines to stderr while stopping, starting with: ${this.quiet.first})`);
    this.log('Server stopped.');
  }
}

/** Runs a benchmark's `main`, stops the server it may have started whatever happens, and exits (1 when it failed). */
export async function runBenchmark(server: BenchServer, main: () => Promise<void>): Promise<never> {
  let code = 0;
  try {
    await main();
  } catch (error) {
    console.error(`[bench] Measurement failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    code = 1;
  } finally {
    await server.stop();
  }
  process.exit(code);
}
