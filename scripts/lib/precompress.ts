import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TYPES } from './static-assets.mjs';

/**
 * The build's browser files compressed once, at build time (docs/decisions/068): beside every
 * compressible file of `.next/static` at least MIN_BYTES long, a `.br` (Brotli, quality 11) and a
 * `.gz` (gzip, level 9). scripts/lib/static-assets.mjs serves them; Next would compress each
 * answer again, with gzip at level 6, for every request.
 */
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

function* staticFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && path.extname(entry.name) in TYPES) yield path.join(entry.parentPath, entry.name);
  }
}

/** Writes the `.br` and `.gz` of every file that lacks them or changed since; answers how many files it compressed. */
export function precompressStatic(root = process.cwd()): number {
  let compressed = 0;
  for (const file of staticFiles(path.join(root, '.next', 'static'))) {
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const fresh = (sibling: string) => fs.existsSync(sibling) && fs.statSync(sibling).mtimeMs >= stat.mtimeMs;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const source = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
    compressed += 1;
  }
  return compressed;
}
