/**
 * `npm run bench:page-js`: the JavaScript a page makes the browser load before it is interactive,
 * as docs/performance.md's budget counts it: every `<script src>` the served HTML lists (the
 * `nomodule` polyfills left out, as current browsers skip them), each compressed with gzip -9,
 * summed per page. Home, a shelf, a product page and search results by default, or the paths
 * given as arguments. It also names the libraries it recognises in those scripts (by strings
 * that survive minification), so that a dialog or a form that should load on first use shows up
 * when it creeps back into the first load.
 *
 * Measures a server that is already running: BASE_URL (default http://localhost:3000), e.g.
 * `PORT=3110 npm start` and `BASE_URL=http://localhost:3110 npm run bench:page-js`. Prints a
 * Markdown table; it never asserts.
 */
import { gzipSync } from 'node:zlib';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DEFAULT_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Shelf', path: '/parts/brakes/brake-pad-set' },
  { name: 'Product', path: '/products/maxgrip-brake-pad-set-max100001' },
  { name: 'Search results', path: '/searchresult?searchText=brake%20pads' },
];

/** Strings each library keeps in its minified code, to say which of them a page's scripts carry. */
export const MARKERS: Record<string, string> = {
  zod: 'ZodError',
  'radix dismissable layer': 'dismissableLayer.pointerDownOutside',
  'radix focus scope': 'focusScope.autoFocusOnMount',
  'radix toast': 'toast.swipeStart',
  'ICU message parser': 'EXPECT_ARGUMENT_CLOSING_BRACE',
};

/** The external scripts an HTML page lists, in order, without the `nomodule` ones. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    if (src && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

export interface ScriptSize {
  src: string;
  bytes: number;
  gzip9: number;
  libraries: string[];
}

async function measureScript(src: string): Promise<ScriptSize> {
  const response = await fetch(new URL(src, `${BASE_URL}/`));
  if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const text = body.toString('utf8');
  return {
    src,
    bytes: body.length,
    gzip9: gzipSync(body, { level: 9 }).length,
    libraries: Object.entries(MARKERS)
      .filter(([, marker]) => text.includes(marker))
      .map(([name]) => name),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const args = process.argv.slice(2);
  const pages = args.length ? args.map((path) => ({ name: path, path })) : DEFAULT_PAGES;
  const rows: string[] = [];
  const details: string[] = [];
  for (const page of pages) {
    const response = await fetch(`${BASE_URL}${page.path}`);
    if (!response.ok) throw new Error(`${page.path}: HTTP ${response.status}`);
    const scripts = await Promise.all(scriptSources(await response.text()).map(measureScript));
    const gzip9 = scripts.reduce((sum, s) => sum + s.gzip9, 0);
    const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const libraries = [...new Set(scripts.flatMap((s) => s.libraries))];
    rows.push(`| ${page.name} | \`${page.path}\` | ${scripts.length} | ${kb(gzip9)} | ${kb(bytes)} | ${libraries.join(', ') || 'none'} |`);
    details.push(`${page.name} (${page.path}):`);
    for (const s of [...scripts].sort((a, b) => b.gzip9 - a.gzip9)) details.push(`  ${kb(s.gzip9).padStart(6)} KB  ${s.src}${s.libraries.length ? `  [${s.libraries.join(', ')}]` : ''}`);
  }
  const load = await import('node:os').then((os) => os.loadavg().map((n) => n.toFixed(2)).join(' '));
  console.log(`${new Date().toISOString()} ${BASE_URL}, load average ${load}; 1 KB = 1024 bytes\n`);
  console.log('| Page | Path | Scripts | KB gzipped (gzip -9) | KB uncompressed | libraries recognised |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
  console.log(`\n${details.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
