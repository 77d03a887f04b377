import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { bookings, dateRange } from './bookings';
import { huts } from './catalogue';

// Calendar sync with Airbnb, Booking.com and any iCal calendar (issue 24 §1; migration 0044, which also holds the
// trigger that keeps holds off channel-blocked nights).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A hut's private export feed, /ical/huts/{token}.ics; a NULL token is a revoked feed. */
export const hutIcalExports = pgTable('hut_ical_exports', {
  hutId: integer('hut_id')
    .primaryKey()
    .references(() => huts.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).unique('hut_ical_exports_token_unique'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A calendar staff import into a hut, what its last sync found, and the lease of the instance syncing it. */
export const hutChannels = pgTable(
  'hut_channels',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    nextSyncAt: at('next_sync_at').notNull().defaultNow(),
    leaseOwner: varchar('lease_owner', { length: 80 }),
    leasedUntil: at('leased_until'),
    lastSyncedAt: at('last_synced_at'),
    lastEventCount: integer('last_event_count'),
    lastError: varchar('last_error', { length: 500 }),
    /** The feed came back empty while it still blocked nights: the blocks stay until staff confirm. */
    emptyPending: boolean('empty_pending').notNull().default(false),
  },
  (table) => [unique('hut_channels_hut_url_unique').on(table.hutId, table.url), index('hut_channels_due_idx').on(table.nextSyncAt)],
);

/** One sync of one import: ok, failed (blocks kept) or empty_held (an empty feed, blocks kept until confirmed). */
export const hutChannelSyncs = pgTable(
  'hut_channel_syncs',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => hutChannels.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    eventCount: integer('event_count'),
    blockCount: integer('block_count'),
    error: varchar('error', { length: 500 }),
  },
  (table) => [
    check('hut_channel_syncs_outcome', sql`${table.outcome} IN ('ok', 'failed', 'empty_held')`),
    index('hut_channel_syncs_channel_idx').on(table.channelId, table.startedAt),
  ],
);

/** Nights sold on a channel (inclusive, like closed nights); may overlap each other and closures. */
export const hutChannelBlocks = pgTable(
  'hut_channel_blocks',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => hutChannels.id, { onDelete: 'cascade' }),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
  },
  (table) => [
    check('hut_channel_blocks_order', sql`${table.dateFrom} <= ${table.dateTo}`),
    index('hut_channel_blocks_hut_idx').on(table.hutId, table.dateFrom),
    index('hut_channel_blocks_channel_idx').on(table.channelId),
  ],
);

/** A booking that held its stay before a channel blocked those nights: kept for that stay, staff alerted. */
export const hutChannelConflicts = pgTable(
  'hut_channel_conflicts',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => hutChannels.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stay: dateRange('stay').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'hut_channel_conflicts_pk', columns: [table.channelId, table.bookingId, table.stay] })],
);
