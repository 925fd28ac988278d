/**
 * The platform module's read types for pages and components. Staff read the outbox through
 * src/server/outbox/staff.ts (outbox.read); server code reads it with the executor-taking
 * functions of email/outbox.ts.
 */
export type { EmailKind, EmailStatus, OutboxEmail } from './email/schema';
