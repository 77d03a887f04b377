import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import supportRoutes from './routes';
import supportDashboardRoutes from './staff/inboxRoutes';

/**
 * Support: the contact form (routes.ts) and the staff inbox at /api/dashboard/support/
 * (staff/inboxRoutes.ts → staff/inboxStaffService.ts), over one repository (repository.ts).
 */
export default async function supportPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  await app.register(supportRoutes, { config, clock });
  await app.register(supportDashboardRoutes, { clock });
}
