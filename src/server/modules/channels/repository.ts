import { sql } from 'drizzle-orm';
import type { ChannelSync, StaffChannel } from '../../../shared/schemas/dashboard/channels';
import type { Database } from '../../db/client';
import { holding } from '../../db/bookingStatus';
import { rows } from '../../db/sql';
import type { ExportEvent } from './icalExport';
import type { NightSpan } from './icalParse';

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface ClaimedChannel {
  id: number;
  hut_id: number;
  name: string;
  url: string;
}

export interface SyncRecord {
  startedAt: Date;
  finishedAt: Date;
  outcome: ChannelSync['outcome'];
  events: number | null;
  blocks: number | null;
  /** `code` or `code:detail` (FeedError). */
  error: string | null;
}

type ChannelRow = Omit<StaffChannel, 'created_at' | 'last_sync' | 'last_success_at'> & {
  created_at: Date | string;
  last_success_at: Date | string | null;
  sync: {
    at: string;
    outcome: ChannelSync['outcome'];
    event_count: number | null;
    block_count: number | null;
    error: string | null;
  } | null;
};

const toChannel = ({ created_at, last_success_at, sync, ...row }: ChannelRow): StaffChannel => {
  const [code, ...detail] = sync?.error?.split(':') ?? [];
  return {
    ...row,
    created_at: iso(created_at)!,
    last_success_at: iso(last_success_at),
    last_sync: sync && {
      at: iso(sync.at)!,
      outcome: sync.outcome,
      event_count: sync.event_count,
      block_count: sync.block_count,
      error: code ?? null,
      error_detail: detail.length ? detail.join(':').trim() : null,
    },
  };
};

/** The channels' tables: the export tokens, the imports and their leases, the blocks, the conflicts, the sync log. */
export function createChannelsRepository(db: Database) {
  return {
    /** The hut's export token, made on first ask; null when revoked (the row is kept, so a revoked feed stays off). */
    async exportToken(tx: Database, hutId: number, fresh: string): Promise<string | null> {
      await tx.execute(sql`INSERT INTO hut_ical_exports (hut_id, token) VALUES (${hutId}::int, ${fresh}) ON CONFLICT (hut_id) DO NOTHING`);
      const [row] = await rows<{ token: string | null }>(tx, sql`SELECT token FROM hut_ical_exports WHERE hut_id = ${hutId}::int`);
      return row?.token ?? null;
    },

    async setExportToken(tx: Database, hutId: number, token: string | null) {
      await tx.execute(sql`INSERT INTO hut_ical_exports (hut_id, token) VALUES (${hutId}::int, ${token})
        ON CONFLICT (hut_id) DO UPDATE SET token = excluded.token, created_at = now()`);
    },

    /** The hut a live export token opens (a deleted hut's feed is gone). */
    async hutOfToken(token: string): Promise<number | null> {
      const [row] = await rows<{ hut_id: number }>(
        db,
        sql`SELECT e.hut_id FROM hut_ical_exports e JOIN huts h ON h.id = e.hut_id WHERE e.token = ${token} AND h.deleted_at IS NULL`,
      );
      return row?.hut_id ?? null;
    },

    /** What the export lists: nights held by bookings here, and nights staff closed, from `today` on. */
    exportEvents: (hutId: number, today: string, now: Date) =>
      rows<ExportEvent>(
        db,
        sql`SELECT 'booking-' || b.id AS uid, 'booked' AS kind, to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from,
              to_char(upper(b.stay) - 1, 'YYYY-MM-DD') AS date_to
            FROM bookings b WHERE b.hut_id = ${hutId}::int AND upper(b.stay) > ${today}::date AND ${holding('b', now)}
          UNION ALL
          SELECT 'closed-' || c.id, 'closed', to_char(c.date_from, 'YYYY-MM-DD'), to_char(c.date_to, 'YYYY-MM-DD')
            FROM hut_closed_nights c WHERE c.hut_id = ${hutId}::int AND c.date_to >= ${today}::date
          ORDER BY 3, 1`,
      ),

    /** The imports of a hut (or the one `channelId`), each with its last sync and its blocks from `today` on. */
    async list(hutId: number, today: string, channelId?: number): Promise<StaffChannel[]> {
      const found = await rows<ChannelRow>(
        db,
        sql`SELECT c.id, c.name, c.url, c.created_at, c.last_synced_at AS last_success_at, c.empty_pending,
            (SELECT row_to_json(s) FROM (SELECT s.started_at AS at, s.outcome, s.event_count, s.block_count, s.error
              FROM hut_channel_syncs s WHERE s.channel_id = c.id ORDER BY s.started_at DESC, s.id DESC LIMIT 1) s) AS sync,
            (SELECT coalesce(json_agg(json_build_object('date_from', to_char(k.date_from, 'YYYY-MM-DD'), 'date_to', to_char(k.date_to, 'YYYY-MM-DD'))
              ORDER BY k.date_from), '[]'::json) FROM hut_channel_blocks k WHERE k.channel_id = c.id AND k.date_to >= ${today}::date) AS blocks,
            (SELECT count(*)::int FROM hut_channel_conflicts x WHERE x.channel_id = c.id) AS conflicts
          FROM hut_channels c WHERE c.hut_id = ${hutId}::int ${channelId === undefined ? sql`` : sql`AND c.id = ${channelId}::int`}
          ORDER BY c.created_at, c.id`,
      );
      return found.map(toChannel);
    },

    async insert(tx: Database, hutId: number, input: { name: string; url: string }, now: Date) {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO hut_channels (hut_id, name, url, created_at, next_sync_at) VALUES (${hutId}::int, ${input.name}, ${input.url}, ${ts(now)}, ${ts(now)})
          ON CONFLICT (hut_id, url) DO NOTHING RETURNING id`,
      );
      return row?.id ?? null;
    },

    async remove(tx: Database, hutId: number, channelId: number) {
      const [row] = await rows<{ id: number; name: string; url: string }>(
        tx,
        sql`DELETE FROM hut_channels WHERE id = ${channelId}::int AND hut_id = ${hutId}::int RETURNING id, name, url`,
      );
      return row ?? null;
    },

    /** Makes the hut's imports due now (sync now). */
    dueNow: (hutId: number, now: Date) => db.execute(sql`UPDATE hut_channels SET next_sync_at = ${ts(now)} WHERE hut_id = ${hutId}::int`),

    /**
     * Takes one due import for `owner` until `leaseUntil`: due, and nobody else's lease running. SKIP LOCKED and the
     * lease together mean two instances never read the same calendar at once.
     */
    async claim(claim: { owner: string; now: Date; leaseUntil: Date; hutId?: number }): Promise<ClaimedChannel | null> {
      const hut = claim.hutId === undefined ? sql`` : sql`AND c.hut_id = ${claim.hutId}::int`;
      const [row] = await rows<ClaimedChannel>(
        db,
        sql`UPDATE hut_channels SET lease_owner = ${claim.owner}, leased_until = ${ts(claim.leaseUntil)}
          WHERE id = (SELECT c.id FROM hut_channels c
            WHERE c.next_sync_at <= ${ts(claim.now)} AND (c.leased_until IS NULL OR c.leased_until <= ${ts(claim.now)}) ${hut}
            ORDER BY c.next_sync_at, c.id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, hut_id, name, url`,
      );
      return row ?? null;
    },

    /** Whether the lease is still `owner`'s (checked under the hut's lock, before writing what was fetched). */
    async stillLeased(tx: Database, channelId: number, owner: string) {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`SELECT id FROM hut_channels WHERE id = ${channelId}::int AND lease_owner = ${owner} FOR UPDATE`,
      );
      return row !== undefined;
    },

    /** The hut row, FOR UPDATE: holds of the hut (FOR SHARE in their trigger) wait, and are waited for. */
    lockHut: async (tx: Database, hutId: number) =>
      (await rows<{ id: number }>(tx, sql`SELECT id FROM huts WHERE id = ${hutId}::int FOR UPDATE`)).length > 0,

    futureBlocks: (tx: Database, channelId: number, today: string) =>
      rows<NightSpan>(
        tx,
        sql`SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to
          FROM hut_channel_blocks WHERE channel_id = ${channelId}::int AND date_to >= ${today}::date ORDER BY date_from`,
      ),

    /** Replaces the channel's blocks from `today` on (past ones are history and stay). */
    async replaceBlocks(tx: Database, channel: { id: number; hutId: number }, today: string, spans: NightSpan[]) {
      await tx.execute(sql`DELETE FROM hut_channel_blocks WHERE channel_id = ${channel.id}::int AND date_to >= ${today}::date`);
      if (spans.length === 0) return;
      await tx.execute(sql`INSERT INTO hut_channel_blocks (channel_id, hut_id, date_from, date_to)
        SELECT ${channel.id}::int, ${channel.hutId}::int, s.date_from, s.date_to
        FROM json_to_recordset(${JSON.stringify(spans)}::json) AS s(date_from date, date_to date)`);
    },

    /**
     * Bookings here holding nights the channel now blocks, recorded as conflicts; answers the ones new to this
     * channel (each alerted once), with the nights on both sides.
     */
    newConflicts: (tx: Database, channelId: number, hutId: number, now: Date) =>
      rows<{ booking_id: number; booking_code: string; stay_from: string; stay_to: string; block_from: string; block_to: string }>(
        tx,
        sql`WITH found AS (
            SELECT DISTINCT ON (b.id) b.id, b.code, b.stay, k.date_from, k.date_to
            FROM bookings b JOIN hut_channel_blocks k ON k.channel_id = ${channelId}::int AND daterange(k.date_from, k.date_to, '[]') && b.stay
            WHERE b.hut_id = ${hutId}::int AND ${holding('b', now)} ORDER BY b.id, k.date_from),
          added AS (
            INSERT INTO hut_channel_conflicts (channel_id, booking_id, stay, created_at)
            SELECT ${channelId}::int, f.id, f.stay, ${ts(now)} FROM found f
            ON CONFLICT DO NOTHING RETURNING booking_id)
          SELECT f.id AS booking_id, f.code AS booking_code, to_char(lower(f.stay), 'YYYY-MM-DD') AS stay_from,
            to_char(upper(f.stay), 'YYYY-MM-DD') AS stay_to, to_char(f.date_from, 'YYYY-MM-DD') AS block_from, to_char(f.date_to, 'YYYY-MM-DD') AS block_to
          FROM found f JOIN added a ON a.booking_id = f.id ORDER BY f.id`,
      ),

    alert: (tx: Database, alert: { bookingId: number; message: string; details: Record<string, unknown>; at: Date }) =>
      tx.execute(sql`INSERT INTO staff_alerts (kind, subject_type, subject_id, message, details, created_at)
        VALUES ('channel_conflict', 'booking', ${alert.bookingId}::int, ${alert.message}, ${JSON.stringify(alert.details)}::jsonb, ${ts(alert.at)})`),

    /** Records a sync and frees the lease; the next one is due at `nextAt`. */
    async finish(tx: Database, channelId: number, record: SyncRecord, state: { nextAt: Date; emptyPending?: boolean }) {
      await tx.execute(sql`INSERT INTO hut_channel_syncs (channel_id, started_at, finished_at, outcome, event_count, block_count, error)
        VALUES (${channelId}::int, ${ts(record.startedAt)}, ${ts(record.finishedAt)}, ${record.outcome}, ${record.events}::int, ${record.blocks}::int, ${record.error?.slice(0, 500) ?? null})`);
      await tx.execute(sql`UPDATE hut_channels SET lease_owner = NULL, leased_until = NULL, next_sync_at = ${ts(state.nextAt)},
          last_event_count = coalesce(${record.events}::int, last_event_count), last_error = ${record.error?.slice(0, 500) ?? null},
          last_synced_at = CASE WHEN ${record.outcome} = 'failed' THEN last_synced_at ELSE ${ts(record.finishedAt)} END
          ${state.emptyPending === undefined ? sql`` : sql`, empty_pending = ${state.emptyPending}`}
        WHERE id = ${channelId}::int`);
    },

    /** Staff confirm an empty feed: its blocks from `today` on go. False when nothing was waiting. */
    async confirmEmpty(tx: Database, hutId: number, channelId: number, today: string) {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`UPDATE hut_channels SET empty_pending = false WHERE id = ${channelId}::int AND hut_id = ${hutId}::int AND empty_pending RETURNING id`,
      );
      if (!row) return false;
      await tx.execute(sql`DELETE FROM hut_channel_blocks WHERE channel_id = ${channelId}::int AND date_to >= ${today}::date`);
      return true;
    },

    /** A hut staff can see (not deleted). */
    async hutExists(hutId: number) {
      const [row] = await rows<{ id: number }>(db, sql`SELECT id FROM huts WHERE id = ${hutId}::int AND deleted_at IS NULL`);
      return row !== undefined;
    },

    async exists(hutId: number, channelId: number) {
      const [row] = await rows<{ id: number }>(
        db,
        sql`SELECT id FROM hut_channels WHERE id = ${channelId}::int AND hut_id = ${hutId}::int`,
      );
      return row !== undefined;
    },
  };
}
