import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors, SessionParams } from '../../../shared/schemas/dashboard/catalogueCommon';
import { StaffEvent } from '../../../shared/schemas/dashboard/events';
import { StaffService } from '../../../shared/schemas/dashboard/services';
import { resortToday } from '../../lib/resortDate';
import { SUPPLIER_AND_STAFF, staffJob } from '../../lib/staffRoute';
import { actorOf } from '../../lib/actor';
import { EVENTS } from '../catalogue/eventsRepository';
import { SERVICES } from '../catalogue/servicesRepository';
import { createOffersStaffService } from '../catalogue/staff/offersStaffService';
import { staffRoute } from '../catalogue/staff/staffRoute';
import type { BookingDeps } from './context';
import { cancelSession, type SessionColumn, type SessionOffer } from './sessionCancel';

/**
 * DELETE /api/dashboard/events|services/:id/sessions/:session_id/: cancelling a dated session refunds its
 * tickets, so the route lives with the bookings (the catalogue registers the session's other routes).
 */
export default async function sessionCancelRoutes(app: FastifyInstance, { deps }: { deps: BookingDeps }) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const catalogueDeps = {
    db: deps.db,
    now: () => deps.clock.now(),
    today: () => resortToday(deps.clock, deps.config.timeZone),
    uploadsDir: path.join(deps.config.dataDir, 'uploads'),
  };
  const cancelRoute = <Offer>(area: 'events' | 'services', offer: SessionOffer<Offer>, column: SessionColumn, one: TSchema) => {
    const { config, schemaBase } = staffRoute(`dashboard: ${area}`, SUPPLIER_AND_STAFF);
    routes.delete(
      `/api/dashboard/${area}/:id/sessions/:session_id/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary:
            'Cancel a session: its sold tickets are cancelled, each refunded once through the payment provider and its guest e-mailed; a session with tickets stays, closed at capacity 0',
          params: SessionParams,
          response: { 200: one, ...catalogueWriteErrors },
        },
      },
      async (request) =>
        (await cancelSession(deps, offer, column, request.params.id, request.params.session_id, actorOf(request))) as never,
    );
  };
  cancelRoute('events', createOffersStaffService(catalogueDeps, EVENTS), 'event_date_id', StaffEvent);
  cancelRoute('services', createOffersStaffService(catalogueDeps, SERVICES), 'service_date_id', StaffService);
}
