import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { resortToday } from '../../lib/resortDate';
import catalogueRoutes from './routes';
import catalogueAreaRoutes from './staff/catalogueRoutes';
import hutsDashboardRoutes from './staff/hutsRoutes';
import pricesDashboardRoutes from './staff/pricesRoutes';
import ratesDashboardRoutes from './staff/ratesRoutes';

export interface CatalogueOptions {
  clock: Clock;
  timeZone: string;
  publicReadsPerMinute: number;
  uploadsDir: string;
}

/**
 * The catalogue: the guests' reads (routes.ts) and the back office's /api/dashboard/huts|events|services|items|promos
 * endpoints (staff/<area>Routes.ts, each beside its staff service), over one repository per table.
 */
export default async function cataloguePlugin(
  app: FastifyInstance,
  { clock, timeZone, publicReadsPerMinute, uploadsDir }: CatalogueOptions,
) {
  await app.register(catalogueRoutes, { clock, timeZone, publicReadsPerMinute });
  const staff = { clock, timeZone, uploadsDir };
  await app.register(hutsDashboardRoutes, staff);
  await app.register(pricesDashboardRoutes, staff);
  await app.register(ratesDashboardRoutes, staff);
  await app.register(catalogueAreaRoutes, { ...staff, today: () => resortToday(clock, timeZone) });
}
