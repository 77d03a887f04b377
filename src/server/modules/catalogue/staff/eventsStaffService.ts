import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { EventInput, EventSessionInput, EventUpdate, StaffEventQuery } from '../../../../shared/schemas/dashboard/events';
import type { Database } from '../../../db/client';
import { eventDates, eventImages, events } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';
import { paginate, windowOf } from '../../../lib/pagination';
import { updateVersioned } from '../../../lib/versioned';
import { closeSession, guardCapacity, lockedSold, refusingBelowSold, type SessionEnd } from './capacity';
import { checkReferences } from './checks';
import { createEventsStaffRepository, eventColumns, eventSessionColumns } from './eventsStaffRepository';
import type { Actor } from './hutsStaffService';
import { ownInput } from './listing';
import { createPicturesService } from './pictures';

/** Events and their dated sessions: seats never below what is sold, sessions with tickets never cancelled. */
export function createEventsStaffService(deps: { db: Database; now: () => Date; today: () => string; uploadsDir: string }) {
  const { db } = deps;
  const repository = createEventsStaffRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, entityType: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'events', action, entityType, entityId: id, before, after, at: deps.now() });
  /** A supplier (`actor.ownerId`) finds only their own; another's is 404, as if it did not exist. */
  const found = async (id: number, tx: Database = db, actor?: Actor) => {
    const event = await repository.find(id, deps.now(), tx, actor?.ownerId);
    if (!event) throw new NotFound();
    return event;
  };
  const sessionOf = async (tx: Database, eventId: number, sessionId: number) => {
    if (!(await repository.sessionOf(tx, eventId, sessionId))) throw new NotFound();
  };

  return {
    pictures: createPicturesService(deps, { table: 'events', cover: 'image', pictures: eventImages, area: 'events', entityType: 'event_image' }, found),
    async list(query: StaffEventQuery, actor?: Actor) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.list(query, deps.today(), windowOf(page, size), actor?.ownerId);
      return paginate(count, page, size, results);
    },
    get: (id: number, actor?: Actor) => found(id, db, actor),

    async create(given: EventInput, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        await repository.replaceLines(tx, id, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', 'event', id, null, after);
        return after;
      });
    },

    async update(id: number, given: EventUpdate, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        const before = await found(id, tx, actor);
        const { version, includes, notes, ...fields } = input;
        await updateVersioned(tx, events, id, version, eventColumns(fields), actor.lang);
        await repository.replaceLines(tx, id, { includes, notes });
        const after = await found(id, tx);
        await audit(tx, actor, 'update', 'event', id, before, after);
        return after;
      });
    },

    async addSession(eventId: number, input: EventSessionInput, actor: Actor) {
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        await found(eventId, tx, actor);
        const session = await repository.insertSession(tx, eventId, input);
        await audit(tx, actor, 'create', 'event_session', session.id, null, session);
        return found(eventId, tx);
      });
    },

    async updateSession(eventId: number, sessionId: number, input: EventSessionInput & { version: number }, actor: Actor) {
      await checkReferences(db, actor.lang, input);
      return refusingBelowSold(actor.lang, () =>
        db.transaction(async (tx) => {
          await found(eventId, tx, actor);
          await sessionOf(tx, eventId, sessionId);
          await guardCapacity(tx, 'event_dates', sessionId, input.capacity, deps.now(), actor.lang);
          const { before, after } = await updateVersioned(tx, eventDates, sessionId, input.version, eventSessionColumns(input), actor.lang);
          await audit(tx, actor, 'update', 'event_session', sessionId, before, after);
          return found(eventId, tx);
        }),
      );
    },

    /** The session-cancel walk (bookings/sessionCancel.ts), inside its transaction: the actor's own event's session, its row locked. */
    async lockSession(tx: Database, eventId: number, sessionId: number, actor: Actor) {
      await found(eventId, tx, actor);
      await sessionOf(tx, eventId, sessionId);
      await lockedSold(tx, 'event_dates', sessionId, deps.now());
    },

    /** Its tickets cancelled: a session tickets point at is closed at capacity 0, any other deleted. */
    async endSession(tx: Database, sessionId: number, actor: Actor, end: SessionEnd) {
      if (end.keep) {
        const closed = await closeSession(tx, 'event_dates', sessionId, end.ticketsCancelled);
        await audit(tx, actor, 'cancel', 'event_session', sessionId, closed.before, closed.after);
      } else await audit(tx, actor, 'cancel', 'event_session', sessionId, await repository.deleteSession(tx, sessionId), null);
    },
  };
}
