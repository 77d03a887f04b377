import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings, bookingTickets, dateRange } from './bookings';
import { hutClosedNights, huts } from './catalogue';
import { users } from './users';

export const CHECK_OUT_TIMINGS = ['early', 'on_time', 'late'] as const;
export const GATE_VIAS = ['desk', 'scan'] as const;
export const SCAN_ACTIONS = ['verify', 'check_in', 'check_out', 'redeem'] as const;
export const SCAN_RESULTS = ['ok', 'refused'] as const;
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;

/**
 * A stay's departure: at most one per booking (the primary key). `due_at` is the stay's check-out time the
 * `timing` was judged against: early (before the stay's last day), late (after due_at) or on time.
 */
export const bookingCheckOuts = pgTable(
  'booking_check_outs',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    checkedOutBy: integer('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    timing: text('timing', { enum: CHECK_OUT_TIMINGS }).notNull(),
    via: text('via', { enum: GATE_VIAS }).notNull(),
    /** An early check-out shortens the stay to end on the check-out day (migration 0058): the stay as booked; null when not shortened. */
    stayBefore: dateRange('stay_before'),
  },
  (table) => [
    check('booking_check_outs_timing', sql`${table.timing} IN ('early', 'on_time', 'late')`),
    check('booking_check_outs_via', sql`${table.via} IN ('desk', 'scan')`),
  ],
);

/** Every gate action, accepted or refused, with who, when and the device; written outside the action's transaction. */
export const scanLog = pgTable(
  'scan_log',
  {
    id: serial('id').primaryKey(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    device: varchar('device', { length: 200 }).notNull().default(''),
    action: text('action', { enum: SCAN_ACTIONS }).notNull(),
    via: text('via', { enum: GATE_VIAS }).notNull().default('scan'),
    result: text('result', { enum: SCAN_RESULTS }).notNull(),
    reason: varchar('reason', { length: 40 }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => bookingTickets.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('scan_log_action', sql`${table.action} IN ('verify', 'check_in', 'check_out', 'redeem')`),
    check('scan_log_via', sql`${table.via} IN ('desk', 'scan')`),
    check('scan_log_result', sql`${table.result} IN ('ok', 'refused')`),
    index('scan_log_at_idx').on(table.scannedAt, table.id),
    index('scan_log_actor_idx').on(table.actorId, table.scannedAt),
  ],
);

/**
 * A hut's housekeeping status; a hut without a row is clean. out_of_order may have closed the hut's nights for
 * a period (`closureId`, a hut_closed_nights row). Read it with `housekeepingFor` (modules/housekeeping/repository).
 */
export const hutHousekeeping = pgTable(
  'hut_housekeeping',
  {
    hutId: integer('hut_id')
      .primaryKey()
      .references(() => huts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: HOUSEKEEPING_STATUSES }).notNull().default('clean'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    closureId: integer('closure_id').references(() => hutClosedNights.id, { onDelete: 'set null' }),
  },
  (table) => [check('hut_housekeeping_status', sql`${table.status} IN ('clean', 'dirty', 'inspected', 'out_of_order')`)],
);
