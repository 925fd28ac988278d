import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { db } from '@/server/db/client';
import { PAGE_TAGS_CHANNEL } from '@/server/platform/page-cache-channel';

/**
 * Another instance listening for the page tags a write drops (decision 040): start it before the
 * writes, ask whether it heard tags since a mark, and stop it after the tests.
 */
export function pageTagListener() {
  const heard: string[] = [];
  const listener = new Client({ connectionString: process.env.DATABASE_URL });
  const all = (tags: string[], since: number) => tags.every((t) => heard.slice(since).includes(t));
  return {
    async start() {
      await listener.connect();
      listener.on('notification', (message) => heard.push(...(JSON.parse(message.payload ?? '[]') as string[])));
      await listener.query(`LISTEN ${PAGE_TAGS_CHANNEL}`);
    },
    stop: () => listener.end(),
    /** Where the tags heard so far end: what `heardOf` counts from. */
    mark: () => heard.length,
    /** Whether every one of these tags arrived after the mark (waiting a little for the notifications). */
    async heardOf(tags: string[], since: number): Promise<boolean> {
      for (let i = 0; i < 500 && !all(tags, since); i += 1) await db().execute(sql`select 1`);
      return all(tags, since);
    },
  };
}
