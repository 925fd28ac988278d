import { pool } from '@/server/db/client';

/** One round trip to PostgreSQL (GET /api/status): resolves when it answers, throws its error (an outage: database-errors.ts) when not. */
export async function pingDatabase(): Promise<void> {
  await pool().query('select 1');
}
