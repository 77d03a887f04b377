import type { ResortContact } from '../../../shared/schemas/resortContact';
import type { ChangeFeed } from '../../db/changes';
import { publicContact, type SettingsRepository } from './repository';

/** However quiet the change feed, an answer is read again after this long (several instances run at once). */
export const CONTACT_MAX_AGE_MS = 10_000;

export interface ContactReader {
  /** The contact details as saved, read at most CONTACT_MAX_AGE_MS ago and not before the last committed change. */
  read(): Promise<ResortContact>;
  /** Forgets the answer (this instance saved a change). */
  invalidate(): void;
}

/**
 * What every e-mail and e-ticket reads as it goes out. One read serves the sends of a few seconds, but never past
 * a committed change announced by the database (db/changes.ts: any instance's save moves the version) nor past
 * CONTACT_MAX_AGE_MS, which also bounds it while the change feed is down.
 */
export function createContactReader(repository: SettingsRepository, changes: ChangeFeed, now: () => number = Date.now): ContactReader {
  let cached: { version: number; at: number; value: Promise<ResortContact> } | undefined;
  const read = async () => {
    const row = await repository.contact();
    if (!row) throw new Error('resort_contact has no row: migration 0030 seeds it');
    return publicContact(row);
  };
  return {
    read() {
      const fresh = cached && changes.live && cached.version === changes.version && now() - cached.at < CONTACT_MAX_AGE_MS;
      if (fresh) return cached!.value;
      const value = read();
      cached = { version: changes.version, at: now(), value };
      // A failed read is not kept: the next send tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
