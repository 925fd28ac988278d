import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed data sets have been loaded, so that `npm start` seeds once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
