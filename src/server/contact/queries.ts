/**
 * The contact module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as staff from './staff';

/** Staff's reads (staff.ts: contact.read). */
export const findContactMessageAs = withDatabase(staff.findContactMessageAs);
export const listContactMessagesAs = withDatabase(staff.listContactMessagesAs);
