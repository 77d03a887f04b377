import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { Grid, GRID_MAX_DAYS, GridQuery } from '../../../shared/schemas/dashboard/grid';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import type { BookingDeps } from './context';
import { createGridService } from './grid';

/** /api/dashboard/grid/: the front desk's reservations grid (issue 23 §1), staff only. */
export default async function gridDashboardRoutes(app: FastifyInstance, { deps }: { deps: BookingDeps }) {
  staffJob(app, 'frontDesk');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const grid = createGridService(deps);

  routes.get(
    '/api/dashboard/grid/',
    {
      ...staffRoute(),
      schema: {
        tags: ['dashboard: bookings'],
        security: STAFF_SECURITY,
        summary: `Every hut (not deleted) with its stays that hold nights (held, paid, checked in, checked out, no-show; unpaid flagged) and its closed nights over inclusive resort days from–to (today and 13 days after by default, at most ${GRID_MAX_DAYS} days)`,
        querystring: GridQuery,
        response: { 200: Grid, ...readErrors },
      },
    },
    (request) => grid.get(request.query),
  );
}
