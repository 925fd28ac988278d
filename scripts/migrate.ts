import { createDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (npm start migrates the embedded database by itself).');
  process.exit(2);
}
const { db, pool } = createDatabase(url);
await runMigrations(db);
await pool.end();
console.log('Migrations applied.');
