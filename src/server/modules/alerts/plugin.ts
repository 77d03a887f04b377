import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import alertsDashboardRoutes from './dashboardRoutes';

/** Staff alerts (staff only, flat): the list and the acknowledgement, /api/dashboard/alerts/. */
export default async function alertsPlugin(app: FastifyInstance, options: { clock: Clock }) {
  await app.register(alertsDashboardRoutes, options);
}
