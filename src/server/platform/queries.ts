/**
 * The platform module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as outbox from './email/outbox';

export const outboxEmail = withDatabase(outbox.outboxEmail);
export const recentEmails = withDatabase(outbox.recentEmails);

export type { EmailStatus, OutboxEmail } from './email/schema';
