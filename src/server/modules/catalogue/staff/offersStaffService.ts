import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { StaffEventQuery } from '../../../../shared/schemas/dashboard/events';
import type { StaffServiceQuery } from '../../../../shared/schemas/dashboard/services';
import type { Database } from '../../../db/client';
import type { eventDates, events } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';
import { paginate, windowOf } from '../../../lib/pagination';
import { updateVersioned } from '../../../lib/versioned';
import { createOffersRepository, type OfferKind } from '../offersRepository';
import { closeSession, guardCapacity, lockedSold, refusingBelowSold, type SessionEnd } from './capacity';
import { checkReferences } from './checks';
import { createPicturesService } from './pictures';

/** What a supplier saves is always their own: the owner field is theirs whatever the form sent. */
const ownInput = <T extends { supplier_id: number | null }>(input: T, actor: Actor): T =>
  actor.ownerId === undefined ? input : { ...input, supplier_id: actor.ownerId };

type Owned = {
  supplier_id: number | null;
  hut_id?: number | null;
  image?: string | null;
  is_active?: boolean;
  min_purchasable_quantity?: number;
  max_purchasable_quantity?: number;
};
type Session = { date: string; capacity: number; min_purchasable_quantity?: number; max_purchasable_quantity?: number };

/**
 * An offer with dated sessions (an event or a service, `kind`) for staff and suppliers: seats never below
 * what is sold, sessions with tickets never deleted but closed. One transaction and one audit row per write.
 */
export function createOffersStaffService<Input extends Owned, SessionInput extends Session, Staff, StaffRow>(
  deps: { db: Database; now: () => Date; today: () => string; uploadsDir: string },
  kind: OfferKind<Input, SessionInput, Staff, StaffRow>,
) {
  const { db } = deps;
  const repository = createOffersRepository(db, kind);
  const noun = kind.name === 'events' ? 'event' : 'service';
  const audit = (tx: Database, actor: Actor, action: string, entityType: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: kind.name, action, entityType, entityId: id, before, after, at: deps.now() });
  /** A supplier (`actor.ownerId`) finds only their own; another's is 404, as if it did not exist. */
  const found = async (id: number, tx: Database = db, actor?: Actor) => {
    const offer = await repository.find(id, deps.now(), tx, actor?.ownerId);
    if (!offer) throw new NotFound();
    return offer;
  };
  const sessionOf = async (tx: Database, offerId: number, sessionId: number) => {
    if (!(await repository.sessionOf(tx, offerId, sessionId))) throw new NotFound();
  };
  // Drizzle cannot type a versioned write to "an event or a service table": kind.columns() is the typed side.
  const offers = kind.offers as typeof events;
  const dates = kind.dates as typeof eventDates;

  return {
    pictures: createPicturesService(
      deps,
      { table: kind.name, cover: 'image', pictures: kind.pictures, area: kind.name, entityType: `${noun}_image` },
      found,
    ),
    async list(query: StaffEventQuery | StaffServiceQuery, actor?: Actor) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.list(query, deps.today(), windowOf(page, size), actor?.ownerId);
      return paginate(count, page, size, results);
    },
    get: (id: number, actor?: Actor) => found(id, db, actor),

    async create(given: Input, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, input);
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        await repository.replaceLines(tx, id, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', noun, id, null, after);
        return after;
      });
    },

    async update(id: number, given: Input & { version: number }, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, input);
      return db.transaction(async (tx) => {
        const before = await found(id, tx, actor);
        await updateVersioned(tx, offers, id, input.version, kind.columns(input) as Partial<typeof events.$inferInsert>);
        await repository.replaceLines(tx, id, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'update', noun, id, before, after);
        return after;
      });
    },

    async addSession(offerId: number, input: SessionInput, actor: Actor) {
      await checkReferences(db, input);
      return db.transaction(async (tx) => {
        await found(offerId, tx, actor);
        const session = await repository.insertSession(tx, offerId, input);
        await audit(tx, actor, 'create', `${noun}_session`, session.id, null, session);
        return found(offerId, tx);
      });
    },

    async updateSession(offerId: number, sessionId: number, input: SessionInput & { version: number }, actor: Actor) {
      await checkReferences(db, input);
      return refusingBelowSold(() =>
        db.transaction(async (tx) => {
          await found(offerId, tx, actor);
          await sessionOf(tx, offerId, sessionId);
          await guardCapacity(tx, kind.datesTable, sessionId, input.capacity, deps.now());
          const { before, after } = await updateVersioned(
            tx,
            dates,
            sessionId,
            input.version,
            kind.sessionColumns(input) as Partial<typeof eventDates.$inferInsert>,
          );
          await audit(tx, actor, 'update', `${noun}_session`, sessionId, before, after);
          return found(offerId, tx);
        }),
      );
    },

    /** The session-cancel walk (bookings/sessionCancel.ts), inside its transaction: the actor's own offer's session, its row locked. */
    async lockSession(tx: Database, offerId: number, sessionId: number, actor: Actor) {
      await found(offerId, tx, actor);
      await sessionOf(tx, offerId, sessionId);
      await lockedSold(tx, kind.datesTable, sessionId, deps.now());
    },

    /** Its tickets cancelled: a session tickets point at is closed at capacity 0, any other deleted. */
    async endSession(tx: Database, sessionId: number, actor: Actor, end: SessionEnd) {
      if (end.keep) {
        const closed = await closeSession(tx, kind.datesTable, sessionId, end.ticketsCancelled);
        await audit(tx, actor, 'cancel', `${noun}_session`, sessionId, closed.before, closed.after);
      } else await audit(tx, actor, 'cancel', `${noun}_session`, sessionId, await repository.deleteSession(tx, sessionId), null);
    },
  };
}
