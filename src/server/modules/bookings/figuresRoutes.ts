import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { Figures, FiguresQuery } from '../../../shared/schemas/dashboard/figures';
import type { Clock } from '../../lib/clock';
import { resortToday } from '../../lib/resortDate';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createFigures } from './figures';

/** /api/dashboard/figures/: the resort's figures for the back office's home screen, admin only. */
export default async function figuresDashboardRoutes(app: FastifyInstance, options: { clock: Clock; timeZone: string; vatRate: number }) {
  staffJob(app, 'finance');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const figures = createFigures(app.db, { ...options, today: () => resortToday(options.clock, options.timeZone) });
  const tags = ['dashboard: figures'];

  routes.get(
    '/api/dashboard/figures/',
    {
      ...staffRoute(),
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Occupancy, revenue (VAT included), refunds, bookings by status and cancellations for inclusive resort days from–to (this month by default), and the next 30 days night by night',
        querystring: FiguresQuery,
        response: { 200: Figures, ...readErrors },
      },
    },
    (request) => figures.get(request.query),
  );
}
