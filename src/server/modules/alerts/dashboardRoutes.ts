import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../shared/schemas/common';
import { AlertQuery, StaffAlert } from '../../../shared/schemas/dashboard/alerts';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { actorOf } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createAlertsService } from './service';

/** /api/dashboard/alerts/: what staff must act on (a rejected tax document, a refund that failed for good). */
export default async function alertsDashboardRoutes(app: FastifyInstance, options: { clock: Clock }) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createAlertsService({ db: app.db, clock: options.clock });
  const base = { tags: ['dashboard: alerts'], security: STAFF_SECURITY };

  routes.get(
    '/api/dashboard/alerts/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'Alerts, 25 a page: open ones newest first (the default), or acknowledged ones; count is the badge',
        querystring: AlertQuery,
        response: { 200: Paginated(StaffAlert), ...readErrors, 404: DetailError },
      },
    },
    (request) => service.list(request.query),
  );

  routes.post(
    '/api/dashboard/alerts/:id/acknowledge/',
    {
      ...staffRoute(),
      schema: {
        ...base,
        summary: 'Acknowledge an alert (audited); one already acknowledged is left as it is',
        params: IdParams,
        response: { 200: StaffAlert, ...writeErrors },
      },
    },
    (request) => service.acknowledge(request.params.id, actorOf(request)),
  );
}
