import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 23, decision 052): who did what to which record, when, from where, with
 * the values before and after. Append-only: the database refuses UPDATE and DELETE on it
 * (migration 0032's trigger); only the audit module writes it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id'),
    actorLabel: text('actor_label').notNull(),
    actorRole: text('actor_role').notNull(),
    via: text('via').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    /** What was done: `order.event`, `order.refund`, `stock.adjust`, `price.set`, `staff.disable`, `denied`… */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_entity_idx').on(t.entityType, t.entityId, t.at), index('audit_events_staff_idx').on(t.staffId, t.at), index('audit_events_action_idx').on(t.action, t.at)],
);
