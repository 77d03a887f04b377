import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import supportDashboardRoutes from './dashboardRoutes';
import supportRoutes from './routes';

/** Support: the contact form (routes.ts) and the staff inbox at /api/dashboard/support/ (dashboardRoutes.ts → inbox.ts). */
export default async function supportPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  await app.register(supportRoutes, { config, clock });
  await app.register(supportDashboardRoutes, { clock });
}
