import fs from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints; docs/decisions/064): a
 * script that opens with this comment has all its functions compiled while it streams in, on
 * a background thread, instead of lazily on the main thread the first time each one is called.
 * Next's browser chunks are module factories called at start-up (React, the router, the page's
 * client components), so without it their compilation is part of the page's longest task.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Opens every browser chunk of the build in `root` with the hint (once); answers how many it changed. */
export function markBrowserChunks(root = process.cwd()): number {
  const dir = path.join(root, '.next', 'static', 'chunks');
  let marked = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
