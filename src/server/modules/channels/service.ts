import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ChannelInput, HutChannels, StaffChannel } from '../../../shared/schemas/dashboard/channels';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound, text, ValidationFailed } from '../../lib/errors';
import { resortToday } from '../../lib/resortDate';
import { allowedHosts, isPrivateAddress } from './addresses';
import { feedUrl } from './fetchFeed';
import { createChannelsRepository } from './repository';
import type { ChannelSync } from './sync';

/** 32 random bytes: the feed's address is its only key. */
export const newExportToken = () => randomBytes(32).toString('base64url');
export const EXPORT_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export interface ChannelsDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  allowedHosts: readonly string[];
  sync: ChannelSync;
}

/** Whether the address reaches a local or private network (resolved when it can be; the sync checks every hop again). */
async function reachesPrivate(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) return true;
  if (isIP(host)) return isPrivateAddress(host);
  try {
    return (await lookup(host, { all: true })).some((found) => isPrivateAddress(found.address));
  } catch {
    return false; // unknown today; the sync records why it cannot be read
  }
}

/** The back office's side of calendar sync: the export feed's address, the imports, syncing now. */
export function createChannelsService(deps: ChannelsDeps) {
  const { db } = deps;
  const repository = createChannelsRepository(db);
  const isAllowedHost = allowedHosts(deps.allowedHosts);
  const today = () => resortToday(deps.clock, deps.timeZone);
  const audit = (
    tx: Database,
    actor: Actor,
    action: string,
    entityId: number,
    before: unknown,
    after: unknown,
    entityType = 'hut_channel',
  ) => recordAudit(tx, { actorId: actor.id, area: 'huts', action, entityType, entityId, before, after, at: deps.clock.now() });

  async function knownHut(hutId: number) {
    if (!(await repository.hutExists(hutId))) throw new NotFound();
  }

  async function view(hutId: number): Promise<HutChannels> {
    const token = await repository.exportToken(db, hutId, newExportToken());
    return {
      export_url: token === null ? null : `${deps.publicUrl}/ical/huts/${token}.ics`,
      imports: await repository.list(hutId, today()),
    };
  }

  async function one(hutId: number, channelId: number): Promise<StaffChannel> {
    const [channel] = await repository.list(hutId, today(), channelId);
    if (!channel) throw new NotFound();
    return channel;
  }

  return {
    async view(hutId: number) {
      await knownHut(hutId);
      return view(hutId);
    },

    /** Adds an import and reads it at once, so staff see at once whether it works. */
    async add(hutId: number, input: ChannelInput, actor: Actor): Promise<StaffChannel> {
      await knownHut(hutId);
      const name = input.name.trim();
      const url = feedUrl(input.url.trim());
      const problems: Record<string, ReturnType<typeof text>[]> = {};
      if (!name) problems.name = [text('validation.required')];
      if (!url) problems.url = [text('channels.urlInvalid')];
      else if (!isAllowedHost(url.hostname) && (await reachesPrivate(url))) problems.url = [text('channels.urlPrivate')];
      if (Object.keys(problems).length > 0 || !url) throw new ValidationFailed(problems);
      const id = await db.transaction(async (tx) => {
        const added = await repository.insert(tx, hutId, { name, url: url.href }, deps.clock.now());
        if (added === null) throw new Conflict(text('channels.duplicate'), { code: 'duplicate' });
        await audit(tx, actor, 'create', added, null, { hut_id: hutId, name, url: url.href });
        return added;
      });
      await deps.sync.runOnce({ hutId });
      return one(hutId, id);
    },

    async remove(hutId: number, channelId: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const removed = await repository.remove(tx, hutId, channelId);
        if (!removed) throw new NotFound();
        await audit(tx, actor, 'delete', channelId, { hut_id: hutId, name: removed.name, url: removed.url }, null);
      });
    },

    /** Reads the hut's imports now (any being read by another instance right now is left to it). */
    async syncNow(hutId: number) {
      await knownHut(hutId);
      await repository.dueNow(hutId, deps.clock.now());
      await deps.sync.runOnce({ hutId });
      return view(hutId);
    },

    /** Staff agree that an import which came back empty really has nothing: its blocks go. */
    async confirmEmpty(hutId: number, channelId: number, actor: Actor): Promise<StaffChannel> {
      if (!(await repository.exists(hutId, channelId))) throw new NotFound();
      await db.transaction(async (tx) => {
        if (!(await repository.confirmEmpty(tx, hutId, channelId, today())))
          throw new Conflict(text('channels.nothingToConfirm'), { code: 'nothing_pending' });
        await audit(tx, actor, 'confirm_empty', channelId, { empty_pending: true }, { empty_pending: false });
      });
      return one(hutId, channelId);
    },

    /** A new export address (the old one stops answering at once), or none (`revoke`). */
    async replaceExport(hutId: number, revoke: boolean, actor: Actor) {
      await knownHut(hutId);
      await db.transaction(async (tx) => {
        await repository.setExportToken(tx, hutId, revoke ? null : newExportToken());
        await audit(tx, actor, revoke ? 'revoke' : 'renew', hutId, null, null, 'hut_ical_export');
      });
      return view(hutId);
    },
  };
}
