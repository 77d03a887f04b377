import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every staff write leaves one row here, written inside the write's own transaction so a change and its
 * record commit or roll back together. The actor is kept as a plain reference that survives the account
 * (set null) so history is never deleted with a user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    area: varchar('area', { length: 40 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    entityType: varchar('entity_type', { length: 60 }).notNull(),
    // Text, not integer: some entities are keyed by more than a serial (a price range of a hut, a setting).
    entityId: varchar('entity_id', { length: 80 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_area_idx').on(table.area, table.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
