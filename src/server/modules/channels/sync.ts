// Importing calendars (issue 24 §1). Any instance may run the worker: a claim takes one due import with FOR UPDATE
// SKIP LOCKED and a lease, so one calendar is read by one instance at a time; the fetch happens outside any
// transaction; what it found is written under the hut's lock (the same lock holds take, see migration 0044) and only
// while the lease is still this instance's. A feed that cannot be read keeps the blocks it gave last time; one that
// suddenly lists nothing keeps them until staff confirm; a block on nights a booking here already holds is kept and
// alerted as a conflict.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { resortToday } from '../../lib/resortDate';
import { allowedHosts } from './addresses';
import { FeedError, fetchFeed, type FeedLimits } from './fetchFeed';
import { parseFeed, type NightSpan, type ParsedFeed } from './icalParse';
import { createChannelsRepository, type ClaimedChannel } from './repository';
import { recordRun } from '../../lib/jobRuns';

/** How far ahead imported nights are kept: two years, as far as the price calendar goes. */
export const HORIZON_DAYS = 731;
/** A sync's lease: longer than a fetch may take (ICAL_FETCH_TIMEOUT), so it never runs out during one. */
export const SYNC_LEASE_MS = 2 * 60_000;

export const DEFAULT_FEED_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };

export interface ChannelSyncDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  log: FastifyBaseLogger;
  syncMinutes: number;
  allowedHosts: readonly string[];
  /** Tests shrink these. */
  limits?: Partial<Omit<FeedLimits, 'isAllowedHost'>>;
}

const sameSpans = (a: NightSpan[], b: NightSpan[]) =>
  a.length === b.length && a.every((span, i) => span.date_from === b[i].date_from && span.date_to === b[i].date_to);

export function createChannelSync(deps: ChannelSyncDeps) {
  const repository = createChannelsRepository(deps.db);
  const owner = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const limits: FeedLimits = { ...DEFAULT_FEED_LIMITS, ...deps.limits, isAllowedHost: allowedHosts(deps.allowedHosts) };

  async function read(channel: ClaimedChannel, today: string): Promise<ParsedFeed | FeedError> {
    try {
      return parseFeed(await fetchFeed(channel.url, limits), today, HORIZON_DAYS);
    } catch (error) {
      if (error instanceof FeedError) return error;
      deps.log.error({ err: error, channel: channel.id }, 'calendar import failed');
      return new FeedError('network', error instanceof Error ? error.message.slice(0, 200) : '');
    }
  }

  /** Reads one claimed calendar and writes what it found; answers false when its lease was lost meanwhile. */
  async function syncOne(channel: ClaimedChannel): Promise<boolean> {
    const startedAt = deps.clock.now();
    const today = resortToday(deps.clock, deps.timeZone);
    const found = await read(channel, today);
    return deps.db.transaction(async (tx) => {
      if (!(await repository.lockHut(tx, channel.hut_id))) return false;
      if (!(await repository.stillLeased(tx, channel.id, owner))) return false;
      const finishedAt = deps.clock.now();
      const nextAt = new Date(finishedAt.getTime() + deps.syncMinutes * 60_000);
      const record = { startedAt, finishedAt };
      if (found instanceof FeedError) {
        deps.log.warn({ channel: channel.id, hut: channel.hut_id, error: found.message }, 'calendar import kept its blocks: feed not read');
        await repository.finish(
          tx,
          channel.id,
          { ...record, outcome: 'failed', events: null, blocks: null, error: found.message },
          { nextAt },
        );
        return true;
      }
      const before = await repository.futureBlocks(tx, channel.id, today);
      if (found.spans.length === 0 && before.length > 0) {
        await repository.finish(
          tx,
          channel.id,
          { ...record, outcome: 'empty_held', events: found.events, blocks: before.length, error: null },
          { nextAt, emptyPending: true },
        );
        return true;
      }
      if (!sameSpans(before, found.spans))
        await repository.replaceBlocks(tx, { id: channel.id, hutId: channel.hut_id }, today, found.spans);
      for (const conflict of await repository.newConflicts(tx, channel.id, channel.hut_id, finishedAt)) {
        await repository.alert(tx, {
          bookingId: conflict.booking_id,
          at: finishedAt,
          message:
            `Calendar "${channel.name}" blocks ${conflict.block_from}..${conflict.block_to} of hut ${channel.hut_id}, ` +
            `where booking ${conflict.booking_code} (${conflict.stay_from} to ${conflict.stay_to}) already holds nights`,
          details: { ...conflict, hut_id: channel.hut_id, channel_id: channel.id, channel_name: channel.name },
        });
      }
      await repository.finish(
        tx,
        channel.id,
        { ...record, outcome: 'ok', events: found.events, blocks: found.spans.length, error: null },
        { nextAt, emptyPending: false },
      );
      return true;
    });
  }

  /** Syncs every due import (of one hut, when given) this instance can claim; answers how many it synced. */
  async function runOnce(options: { hutId?: number } = {}): Promise<number> {
    let synced = 0;
    for (;;) {
      const now = deps.clock.now();
      const claimed = await repository.claim({ owner, now, leaseUntil: new Date(now.getTime() + SYNC_LEASE_MS), hutId: options.hutId });
      if (!claimed) return synced;
      if (await syncOne(claimed)) synced += 1;
    }
  }

  return {
    owner,
    runOnce,
    /** Checks for due imports every minute (each is due ICAL_SYNC_MINUTES after its last sync); stop() ends it. */
    start(periodMs = 60_000) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        recordRun('channel_sync', runOnce())
          .catch((error) => deps.log.error({ err: error }, 'calendar sync pass failed'))
          .finally(() => {
            running = false;
          });
      }, periodMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}

export type ChannelSync = ReturnType<typeof createChannelSync>;
