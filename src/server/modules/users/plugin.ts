import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import userRoutes from './routes';
import usersDashboardRoutes from './staff/usersRoutes';

/**
 * Users: the signed-in user's own profile at /user-info/ (routes.ts) and the back office's accounts at
 * /api/dashboard/users/ (staff/usersRoutes.ts → staff/usersStaffService.ts), over one repository (repository.ts).
 */
export default async function usersPlugin(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  await app.register(userRoutes, { config, clock });
  await app.register(usersDashboardRoutes);
}
