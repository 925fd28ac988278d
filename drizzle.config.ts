import { defineConfig } from 'drizzle-kit';

/** Each module's tables live in its own schema files (docs/decisions/070); drizzle-kit reads them all. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/**/schema.ts', './src/server/**/*-schema.ts'],
  out: './src/server/db/migrations',
});
