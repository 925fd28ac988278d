import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue pages' first load (docs/decisions/045), read from the sources: from the root,
 * locale and shop layouts and the home, shelf, product and search pages, every module the browser gets with the page is a
 * `'use client'` module they import, and whatever those import statically (server actions stay on
 * the server). Dialogs, forms and
 * prompts come in with `next/dynamic` or `import()` (not followed here: they load on first use).
 * None of those modules may import the libraries that belong to dialogs and forms.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const LAYOUTS = ['src/app/layout.tsx', 'src/app/[locale]/layout.tsx', 'src/app/[locale]/(shop)/layout.tsx'];
/** The catalogue's pages: home, departments and shelves, product pages, search results. */
const PAGES = ['src/app/[locale]/(shop)/page.tsx', 'src/app/[locale]/(shop)/[...rest]/page.tsx', 'src/app/[locale]/(shop)/products/[...slug]/page.tsx', 'src/app/[locale]/(shop)/searchresult/page.tsx'];
/** Packages (or their entry points) that must not load with the page. */
const NOT_IN_FIRST_LOAD: Record<string, string> = {
  zod: 'zod (32 KB gzipped): forms validate with it when they load',
  'radix-ui': 'Radix (dialog, focus scope, dismissable layer, toast: 25 KB): dialogs and toasts load on first use',
  'next-intl': "next-intl's client (with the ICU message parser, 12 KB): client components get their words as props",
  'use-intl': 'use-intl (the ICU message parser)',
};

/** Static imports and re-exports of a module (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

/** Every client module of the page with the chain that brings it in, and the forbidden packages they import. */
function firstLoad() {
  const offences: string[] = [];
  const seen = new Map<string, boolean>();
  const visit = (file: string, client: boolean, chain: string[]) => {
    const source = fs.readFileSync(file, 'utf8');
    // A server action's module stays on the server: the browser gets a reference to call it.
    if (/^\s*['"]use server['"]/.test(source)) return;
    const isClient = client || /^\s*['"]use client['"]/.test(source);
    if (seen.get(file) === true || (seen.has(file) && !isClient)) return;
    seen.set(file, isClient);
    const here = [...chain, path.relative(ROOT, file)];
    for (const specifier of staticImports(source)) {
      const local = resolveModule(specifier, file);
      if (local) {
        // On the server side only the features', components' and app's modules can bring client modules in.
        if (isClient || /\/src\/(features|components|app)\//.test(local)) visit(local, isClient, here);
        continue;
      }
      if (!isClient) continue;
      // next-intl's server entry never reaches the browser; everything else of a listed package does.
      if (specifier === 'next-intl/server') continue;
      const reason = NOT_IN_FIRST_LOAD[packageOf(specifier)];
      if (reason) offences.push(`${here.join(' → ')} imports '${specifier}': ${reason}`);
    }
  };
  for (const entry of [...LAYOUTS, ...PAGES]) visit(path.join(ROOT, entry), false, []);
  return { offences, clientModules: [...seen].filter(([, client]) => client).map(([file]) => path.relative(ROOT, file)) };
}

describe("the catalogue pages' first load", () => {
  const { offences, clientModules } = firstLoad();

  it('reaches the shell and its slots (the walk itself works)', () => {
    expect(clientModules).toEqual(expect.arrayContaining(['src/features/chat/ChatWidget.tsx', 'src/features/shell/email-promo/EmailPromoTab.tsx', 'src/features/rewards/alerts/LoyaltyAlerts.tsx', 'src/components/CspClient.tsx']));
    // The dialogs loaded with next/dynamic are not part of it.
    expect(clientModules).not.toContain('src/features/chat/ChatModal.tsx');
    expect(clientModules).not.toContain('src/components/PanelDialog.tsx');
  });

  it('loads no dialog, form validation or message formatter with the page', () => {
    expect(offences).toEqual([]);
  });
});

/** Every module under src/ (tests left out). */
function sourceFiles(dir = path.join(ROOT, 'src')): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('the client boundary', () => {
  it("server modules take only components from 'use client' modules (anything else arrives as a client reference, not its value)", () => {
    const isClient = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));
    const offences: string[] = [];
    for (const file of sourceFiles()) {
      const source = fs.readFileSync(file, 'utf8');
      if (isClient(file)) continue;
      for (const match of source.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)) {
        const target = resolveModule(match[2]!, file);
        if (!target || !isClient(target)) continue;
        const values = match[1]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        // A component's name starts with a capital followed by a small letter (APP_BANNER_ID does not).
        const notComponents = values.filter((name) => !/^[A-Z][a-z]/.test(name));
        if (notComponents.length) offences.push(`${path.relative(ROOT, file)} imports ${notComponents.join(', ')} from ${match[2]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
