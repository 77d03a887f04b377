import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import checkinDashboardRoutes from './dashboardRoutes';

/** The gate: staff and suppliers check guests in and redeem tickets, /api/dashboard/checkin/. */
export default async function checkinPlugin(app: FastifyInstance, options: { clock: Clock; timeZone: string; qrSecret: string }) {
  await app.register(checkinDashboardRoutes, options);
}
