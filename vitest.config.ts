import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

const UNIT = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
const INTEGRATION = ['src/**/*.int.test.ts'];

/**
 * Unit test files that replace modules (vi.mock), reload them, or set process.env: they need a
 * module registry of their own. Every other unit file shares its worker's modules (isolate: false),
 * which saves importing the same modules again for each of the hundred-odd files (about 70% of the
 * unit project's CPU time; docs/performance.md, "CI time").
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|resetModules|stubEnv)\(|process\.env\.\w+\s*(\?\?|\|\||&&)?=(?!=)|delete process\.env\./;

function unitFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.int.test.ts'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

const isolatedUnitFiles = ['src', 'scripts', 'bench'].flatMap(unitFiles).filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers on two cores (Vitest's default is cores − 1): an integration file waits on
    // PostgreSQL much of its time, and each file works in a database of its own (a clone of the
    // template), so two files never see each other's rows (docs/performance.md, "CI time").
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT,
          exclude: [...INTEGRATION, ...isolatedUnitFiles],
          isolate: false,
          // Vitest's 5 s is short for the few that lint or parse many files (scripts/eslint-layers.test.ts
          // takes 2 s here under load) on a CI machine that runs at half this one's speed.
          testTimeout: 20_000,
          // next-intl's middleware imports 'next/server' without an extension, which Node's ESM loader refuses (src/proxy.test.ts).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          // A pattern that matches nothing when no file needs isolation (an empty include would not).
          include: isolatedUnitFiles.length ? isolatedUnitFiles : ['no-file-needs-isolation'],
          testTimeout: 20_000,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/database.ts'],
          // Generous: the CI machine has run the suite at half this machine's speed while the
          // production build shared its two cores; a test that hangs still fails, a minute later.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
