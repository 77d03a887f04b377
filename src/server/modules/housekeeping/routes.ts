import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { HousekeepingBody, HousekeepingList, HutHousekeeping, HutIdParams } from '../../../shared/schemas/dashboard/frontDesk';
import { actorOf } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createHousekeepingService } from './service';

/** /api/dashboard/housekeeping/ and /api/dashboard/huts/{id}/housekeeping/: every hut's status, and setting one. */
export default async function housekeepingRoutes(app: FastifyInstance, options: { clock: Clock }) {
  staffJob(app, 'housekeeping');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const housekeeping = createHousekeepingService({ db: app.db, clock: options.clock });
  const base = { tags: ['dashboard: housekeeping'], security: STAFF_SECURITY };

  routes.get(
    '/api/dashboard/housekeeping/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: "Every hut's housekeeping status (a hut never set is clean), its note, who set it and when, and whether a guest is in",
        response: { 200: HousekeepingList, ...readErrors },
      },
    },
    async () => ({ results: await housekeeping.list() }),
  );

  routes.put(
    '/api/dashboard/huts/:id/housekeeping/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary:
          'Set a hut\'s housekeeping status; out of order with date_from and date_to closes those nights (409 code "closed" when they overlap closed nights, "booked" when a guest holds them)',
        params: HutIdParams,
        body: HousekeepingBody,
        response: { 200: HutHousekeeping, ...writeErrors },
      },
    },
    (request) => housekeeping.set(request.params.id, request.body, actorOf(request)),
  );
}
