import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import contentRoutes from './routes';
import contentDashboardRoutes from './staff/contentRoutes';
import reviewsDashboardRoutes from './staff/reviewsRoutes';

/**
 * The site's pages and guests' reviews: the public reads (routes.ts) and the back office's editing and
 * moderation at /api/dashboard/content|reviews (staff/<area>Routes.ts, each beside its staff service).
 */
export default async function contentPlugin(app: FastifyInstance, { clock, uploadsDir }: { clock: Clock; uploadsDir: string }) {
  await app.register(contentRoutes, { clock });
  await app.register(contentDashboardRoutes, { uploadsDir });
  await app.register(reviewsDashboardRoutes, { clock });
}
