import { SAVED_LIMIT, type SavedItem, type SavedKind, type SavedRef } from '../../../shared/schemas/saved';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound, text } from '../../lib/errors';
import type { SavedRepository } from './repository';

const key = (ref: SavedRef) => `${ref.kind}:${ref.id}`;

/** A guest's wish list: only what the public pages show can be saved, each thing once, at most SAVED_LIMIT. */
export function createSavedService(repository: SavedRepository, clock: Clock) {
  const tooMany = () => new Conflict(text('saved.tooMany', { limit: SAVED_LIMIT }), { code: 'saved_limit' });

  return {
    list: (userId: number) => repository.list(userId),

    /** Saves one item; `created` is false when it was saved already (the same item comes back). */
    async save(userId: number, ref: SavedRef): Promise<{ item: SavedItem; created: boolean }> {
      const [offered] = await repository.onOffer([ref]);
      if (!offered) throw new NotFound(text('saved.notFound'));
      const existing = (await repository.list(userId)).find((item) => key(item) === key(ref));
      if (existing) return { item: existing, created: false };
      if ((await repository.countOf(userId)) >= SAVED_LIMIT) throw tooMany();
      await repository.insert(userId, [ref], clock.now());
      const item = (await repository.list(userId)).find((saved) => key(saved) === key(ref));
      if (!item) throw new NotFound(text('saved.notFound'));
      return { item, created: true };
    },

    async remove(userId: number, kind: SavedKind, id: number): Promise<void> {
      if (!(await repository.remove(userId, kind, id))) throw new NotFound();
    },

    /**
     * The browser's list joins the account's at sign-in: duplicates (within the list or with the account)
     * are kept once, what is no longer on offer is left out rather than refused (the guest saved it while it
     * was shown), and nothing beyond the limit is added. Answers the whole list.
     */
    async merge(userId: number, refs: readonly SavedRef[]): Promise<SavedItem[]> {
      const unique = [...new Map(refs.map((ref) => [key(ref), ref])).values()];
      const offered = await repository.onOffer(unique);
      const saved = new Set((await repository.list(userId)).map(key));
      const fresh = unique.filter((ref) => !saved.has(key(ref)) && offered.some((hit) => key(hit) === key(ref)));
      const room = Math.max(0, SAVED_LIMIT - (await repository.countOf(userId)));
      await repository.insert(userId, fresh.slice(0, room), clock.now());
      return repository.list(userId);
    },
  };
}
