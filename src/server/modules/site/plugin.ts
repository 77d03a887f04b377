import type { FastifyInstance } from 'fastify';
import siteRoutes, { type SiteOptions } from './routes';

/** robots.txt and sitemap.xml, drawn from the page list (shared/pagePaths.ts) and the live catalogue. */
export default async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  await app.register(siteRoutes, options);
}
