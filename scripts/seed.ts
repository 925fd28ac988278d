import { createDatabase } from '../src/server/db/client';
import { seedAll } from '../src/server/demo/seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (npm start seeds the embedded database by itself).');
  process.exit(2);
}
const { db, pool } = createDatabase(url);
const reports = await seedAll(db, console.log);
await pool.end();
console.log(`Seed: ${reports.map((r) => `${r.name} ${r.status}${r.rows ? ` (${r.rows} rows)` : ''}`).join(', ')}.`);
