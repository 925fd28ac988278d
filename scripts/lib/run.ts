import { spawn, type SpawnOptions } from 'node:child_process';

/** Run a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const NEXT_BIN = 'node_modules/next/dist/bin/next';
