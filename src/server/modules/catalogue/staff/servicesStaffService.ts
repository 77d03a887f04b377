import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { ServiceInput, ServiceSessionInput, ServiceUpdate, StaffServiceQuery } from '../../../../shared/schemas/dashboard/services';
import type { Database } from '../../../db/client';
import { serviceDates, serviceImages, services } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';
import { paginate, windowOf } from '../../../lib/pagination';
import { updateVersioned } from '../../../lib/versioned';
import { closeSession, guardCapacity, lockedSold, refusingBelowSold, type SessionEnd } from './capacity';
import { checkReferences } from './checks';
import { createServicesStaffRepository, serviceColumns, serviceSessionColumns } from './servicesStaffRepository';
import type { Actor } from './hutsStaffService';
import { ownInput } from './listing';
import { createPicturesService } from './pictures';

/** Services and their dated sessions: seats never below what is sold, sessions with tickets never cancelled. */
export function createServicesStaffService(deps: { db: Database; now: () => Date; today: () => string; uploadsDir: string }) {
  const { db } = deps;
  const repository = createServicesStaffRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, entityType: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'services', action, entityType, entityId: id, before, after, at: deps.now() });
  /** A supplier (`actor.ownerId`) finds only their own; another's is 404, as if it did not exist. */
  const found = async (id: number, tx: Database = db, actor?: Actor) => {
    const service = await repository.find(id, deps.now(), tx, actor?.ownerId);
    if (!service) throw new NotFound();
    return service;
  };
  const sessionOf = async (tx: Database, serviceId: number, sessionId: number) => {
    if (!(await repository.sessionOf(tx, serviceId, sessionId))) throw new NotFound();
  };

  return {
    pictures: createPicturesService(deps, { table: 'services', cover: 'image', pictures: serviceImages, area: 'services', entityType: 'service_image' }, found),
    async list(query: StaffServiceQuery, actor?: Actor) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.list(query, deps.today(), windowOf(page, size), actor?.ownerId);
      return paginate(count, page, size, results);
    },
    get: (id: number, actor?: Actor) => found(id, db, actor),

    async create(given: ServiceInput, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', 'service', id, null, after);
        return after;
      });
    },

    async update(id: number, given: ServiceUpdate, actor: Actor) {
      const input = ownInput(given, actor);
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        const before = await found(id, tx, actor);
        const { version, ...fields } = input;
        await updateVersioned(tx, services, id, version, serviceColumns(fields), actor.lang);
        const after = await found(id, tx);
        await audit(tx, actor, 'update', 'service', id, before, after);
        return after;
      });
    },

    async addSession(serviceId: number, input: ServiceSessionInput, actor: Actor) {
      return db.transaction(async (tx) => {
        await found(serviceId, tx, actor);
        const session = await repository.insertSession(tx, serviceId, input);
        await audit(tx, actor, 'create', 'service_session', session.id, null, session);
        return found(serviceId, tx);
      });
    },

    async updateSession(serviceId: number, sessionId: number, input: ServiceSessionInput & { version: number }, actor: Actor) {
      return refusingBelowSold(actor.lang, () =>
        db.transaction(async (tx) => {
          await found(serviceId, tx, actor);
          await sessionOf(tx, serviceId, sessionId);
          await guardCapacity(tx, 'service_dates', sessionId, input.capacity, deps.now(), actor.lang);
          const { before, after } = await updateVersioned(tx, serviceDates, sessionId, input.version, serviceSessionColumns(input), actor.lang);
          await audit(tx, actor, 'update', 'service_session', sessionId, before, after);
          return found(serviceId, tx);
        }),
      );
    },

    /** The session-cancel walk (bookings/sessionCancel.ts), inside its transaction: the actor's own service's session, its row locked. */
    async lockSession(tx: Database, serviceId: number, sessionId: number, actor: Actor) {
      await found(serviceId, tx, actor);
      await sessionOf(tx, serviceId, sessionId);
      await lockedSold(tx, 'service_dates', sessionId, deps.now());
    },

    /** Its tickets cancelled: a session tickets point at is closed at capacity 0, any other deleted. */
    async endSession(tx: Database, sessionId: number, actor: Actor, end: SessionEnd) {
      if (end.keep) {
        const closed = await closeSession(tx, 'service_dates', sessionId, end.ticketsCancelled);
        await audit(tx, actor, 'cancel', 'service_session', sessionId, closed.before, closed.after);
      } else await audit(tx, actor, 'cancel', 'service_session', sessionId, await repository.deleteSession(tx, sessionId), null);
    },
  };
}
