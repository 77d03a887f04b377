import type { FastifyInstance } from 'fastify';
import auditDashboardRoutes from './dashboardRoutes';

/** The audit log: staff-only, /api/dashboard/audit/. */
export default async function auditPlugin(app: FastifyInstance, options: { timeZone: string }) {
  await app.register(auditDashboardRoutes, options);
}
