import { spawn } from 'node:child_process';

/**
 * An operator command (scripts/*.ts) run as the operator runs it, in a child process under tsx,
 * on this test file's own database (DATABASE_URL): its exit code and what it printed.
 */
export function runScript(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, REDLINE_API_KEY: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
