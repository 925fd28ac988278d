import fs from 'node:fs';
import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers (docs/decisions/037-layers-sealed-by-lint.md): app → features → server/lib →
 * platform, never back. Each rule below seals one direction; `npm run house` counts what the
 * rules cannot see (tables named in raw SQL, module cycles).
 */
const dirs = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const FEATURES = dirs('src/features');
/** src/server/db is the platform's database layer (the client, the migrations); it owns no table and is not a module here. */
const MODULES = dirs('src/server').filter((name) => name !== 'db');

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helpers.ts'];
/** A module's tables: its schema.ts and *-schema.ts files. */
const SCHEMA_IMPORTS = ['@/server/*/schema', '@/server/*/*-schema', '@/server/*/*/schema', '@/server/*/*/*-schema'];

/**
 * 'use client' files never import server code: its values would be bundled for the browser
 * (or fail the build). `import type` is erased, so it is fine. The rule resolves relative
 * specifiers too (../../server/...).
 */
const clientImportsNoServer = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' files import no value from src/server (types are fine)" },
    schema: [],
    messages: { server: "A 'use client' file cannot import {{what}} from src/server: only types (`import type`). Pass the data as props, or call a server action." },
  },
  create(context) {
    const file = context.filename;
    const srcServer = path.join(process.cwd(), 'src', 'server') + path.sep;
    let client = false;
    const isServer = (specifier) => specifier.startsWith('@/server/') || (specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(srcServer));
    const check = (node, specifier, typeOnly) => {
      if (!client || typeOnly || typeof specifier !== 'string' || !isServer(specifier)) return;
      context.report({ node, messageId: 'server', data: { what: specifier } });
    };
    return {
      Program(program) {
        client = program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');
      },
      ImportDeclaration(node) {
        const typeOnly = node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

/**
 * The demo's seeds and the catalogue generator (its taxonomy, its fitment spread, the seeded
 * random numbers) are seed code: only seed code and tests import them. What the storefront and
 * the import need from them lives in runtime modules or in the database (decision 009).
 */
const SEED_CODE = [/^src\/server\/(.+\/)?seed\.ts$/, /^src\/server\/content\/(seed-data|pages-seed)\.ts$/, /^src\/server\/content\/page-seed\//, /^src\/server\/catalog\/(generator|taxonomy|fitment-spread)\.ts$/, /^src\/server\/db\/seeded-random\.ts$/];
const isSeedCode = (relative) => SEED_CODE.some((pattern) => pattern.test(relative.split(path.sep).join('/')));

const runtimeImportsNoSeed = {
  meta: {
    type: 'problem',
    docs: { description: 'runtime code imports no seed or generator file (types included)' },
    schema: [],
    messages: { seed: 'Runtime code cannot import {{what}}: it is seed code. Move what the storefront needs to a runtime module, or store it in the database.' },
  },
  create(context) {
    const root = process.cwd();
    const from = path.relative(root, context.filename);
    if (isSeedCode(from)) return {};
    const resolve = (specifier) => {
      if (specifier.startsWith('@/')) return path.join('src', specifier.slice(2));
      if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(context.filename), specifier));
      return null;
    };
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier);
      if (target && (isSeedCode(target) || isSeedCode(`${target}.ts`))) context.report({ node, messageId: 'seed', data: { what: specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const house = { rules: { 'client-imports-no-server': clientImportsNoServer, 'runtime-imports-no-seed': runtimeImportsNoSeed } };

const noSqlInPages = { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'No SQL in app/ or features/: call a server module.' };

/** Where the layers point down: one zone per direction that is never taken. */
const layerZones = [
  { target: './src/lib', from: ['./src/server', './src/features', './src/app', './src/components'], message: 'src/lib is shared and pure: it imports nothing from server, features, components or app.' },
  { target: './src/server', from: ['./src/features', './src/app', './src/components'], message: 'Server code never imports features, components or app: they call it, not the reverse.' },
  { target: './src/components', from: ['./src/features', './src/app'], message: 'Shared components never import a feature or a page: pass what they need as props.' },
  // The platform sits below the modules; what runs every module (the demo's seed) is a module above them (decision 069).
  ...['./src/server/platform', './src/server/db'].map((target) => ({
    target,
    from: MODULES.filter((module) => module !== 'platform').map((module) => `./src/server/${module}`),
    message: 'The platform (src/server/db, src/server/platform) imports no module: modules call it.',
  })),
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  {
    plugins: { house },
  },

  // app/ and features/, their tests too: no SQL (the block at the end adds the database client and schemas).
  {
    files: ['src/app/**', 'src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSqlInPages] }] },
  },

  // lib, server and components point down only.
  {
    files: ['src/lib/**', 'src/server/**', 'src/components/**'],
    // A route's integration test lives beside the module it exercises and calls the route handler.
    ignores: TESTS,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },

  // A feature imports itself, components, lib and server; never another feature, never app.
  {
    files: ['src/features/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app', message: 'A feature never imports app/: pages compose features.' },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: `features/${feature} imports only itself, components/, lib/ and server functions: move what features share to src/components/ or src/lib/, or compose them in the page (app/).`,
            })),
          ],
        },
      ],
    },
  },

  // A module reads and writes only its own tables: it never imports another module's schema.
  ...MODULES.map((module) => ({
    files: [`src/server/${module}/**`],
    // Schemas too: a foreign key to another module's table is written in the migrations (decision 072).
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SCHEMA_IMPORTS, `!@/server/${module}/**`],
              message: `server/${module} touches only its own tables: call the owning module's functions (and keep ids), never its schema.`,
            },
          ],
        },
      ],
    },
  })),

  // Client components import no server values.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    rules: { 'house/client-imports-no-server': 'error' },
  },

  // Seeds and the demo generator are for seeding: runtime code never imports them.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: TESTS,
    rules: { 'house/runtime-imports-no-seed': 'error' },
  },

  // process.env is read in one place: the env module, checked at boot.
  {
    files: ['src/**'],
    ignores: ['src/server/platform/env.ts', 'src/instrumentation.ts', ...TESTS],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/platform/env.ts (env() or envVar()): it is checked at boot.' },
      ],
    },
  },
  {
    // One read surface per module (docs/decisions/038): outside src/server, code calls a module's
    // queries.ts or use-cases.ts, which bring the database themselves. Tests may set up fixtures with it.
    files: ['src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use the store's Link (@/components/Link): it prefetches on the shopper's intent, not on sight (docs/decisions/064)." }],
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'No SQL in app/, features/, components/ or lib/: call a server module.' },
            {
              group: ['@/server/db/*', '@/server/**/schema', '@/server/**/*-schema', '!@/server/content/pages-schema'],
              message: 'No database client or table schema outside src/server: call the module\'s queries.ts or use-cases.ts (types are re-exported there).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
