import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import supplierPortalRoutes from './dashboardRoutes';

/** A supplier's own overview in the back office (/api/dashboard/supplier/). */
export default async function supplierPortalPlugin(app: FastifyInstance, options: { clock: Clock; timeZone: string; vatRate: number }) {
  await app.register(supplierPortalRoutes, options);
}
