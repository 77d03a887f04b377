import type { FastifyInstance } from 'fastify';
import { resortToday } from '../../lib/resortDate';
import catalogueAreaRoutes from './staff/catalogueRoutes';
import hutsDashboardRoutes from './staff/hutsRoutes';
import pricesDashboardRoutes from './staff/pricesRoutes';
import type { DashboardRouteOptions } from './staff/staffRoute';

/**
 * The catalogue's staff endpoints (/api/dashboard/huts|events|services|items|promos/...), admin only.
 * Each area's routes live in staff/<area>Routes.ts beside its service and repository.
 */
export default async function catalogueDashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  await app.register(hutsDashboardRoutes, options);
  await app.register(pricesDashboardRoutes, options);
  await app.register(catalogueAreaRoutes, { ...options, today: () => resortToday(options.clock, options.timeZone) });
}
