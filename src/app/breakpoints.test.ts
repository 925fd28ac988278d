import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const THEME = fs.readFileSync(path.join(SRC, 'app/globals.css'), 'utf8');

/** The breakpoints the theme defines (`--breakpoint-md: 720px;` → md). */
function definedBreakpoints(css: string): Set<string> {
  return new Set([...css.matchAll(/--breakpoint-([a-z0-9]+)\s*:/g)].map((m) => m[1]!));
}

/** Tailwind's own breakpoint names: a class prefixed with one that the theme does not define does nothing. */
const TAILWIND_BREAKPOINTS = ['sm', 'md', 'lg', 'xl', '2xl'];

/** The breakpoint variants a source file uses (`sm:grid-cols-2`, `max-md:hidden`, `group-hover:lg:…`), by name. */
export function breakpointsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/(?<![\w-])(?:max-)?(sm|md|lg|xl|2xl):(?=[\w[!-])/g)) used.add(match[1]!);
  return used;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('the theme’s breakpoints', () => {
  it('finds the variants a class list uses', () => {
    expect([...breakpointsUsed('className="grid sm:grid-cols-2 max-md:hidden lg:[grid-template-columns:1fr] xl:!block"')].sort()).toEqual(['lg', 'md', 'sm', 'xl']);
    expect([...breakpointsUsed("const text = 'see: this'; // Note: tsx:")].sort()).toEqual([]);
  });

  it('defines sm between phone and tablet, and md, lg, xl as spec §4 says', () => {
    const px = (name: string) => Number(new RegExp(`--breakpoint-${name}:\\s*(\\d+)px`).exec(THEME)?.[1]);
    expect([px('sm'), px('md'), px('lg'), px('xl')]).toEqual([640, 720, 1140, 1600]);
  });

  it('defines every breakpoint a class in src uses, so no responsive class silently does nothing', () => {
    const defined = definedBreakpoints(THEME);
    const undefinedUses = sourceFiles(SRC).flatMap((file) =>
      [...breakpointsUsed(fs.readFileSync(file, 'utf8'))].filter((name) => TAILWIND_BREAKPOINTS.includes(name) && !defined.has(name)).map((name) => `${path.relative(SRC, file)}: ${name}:`),
    );
    expect(undefinedUses).toEqual([]);
  });
});
