import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  {
    files: ['src/app/**', 'src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'No SQL in app/ or features/: call a server module.' },
          ],
        },
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
