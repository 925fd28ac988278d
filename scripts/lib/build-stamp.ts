import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { markBrowserChunks } from './compile-hints';
import { precompressStatic } from './precompress';

/**
 * Whether the production build in .next matches the sources: a hash of every file that
 * goes into `next build`, written beside the build when it finishes.
 */
const INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'scripts/lib/compile-hints.ts', 'scripts/lib/precompress.ts'];
const STAMP = path.join('.next', 'source-stamp');

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceHash(root = process.cwd()): string {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}

/** What every build does after `next build`: the browser chunks' compile hint (decision 064), their Brotli and gzip (decision 068), then the stamp. */
export function finishBuild(root = process.cwd()): void {
  markBrowserChunks(root);
  precompressStatic(root);
  fs.writeFileSync(path.join(root, STAMP), sourceHash(root) + '\n');
}
