import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createSiteRepository } from './repository';
import { createSiteService } from './service';

const schema = (summary: string) => ({ tags: ['site'], summary, response: { 200: Type.String() } });

/** The crawlers' files at the site's root (module site: service.ts). Open to everyone, like the pages they list. */
export default async function siteRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const site = createSiteService({ repository: createSiteRepository(app.db), publicUrl });

  app.get('/robots.txt', { schema: schema('What crawlers may read, and where the sitemap is') }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(site.robots()),
  );

  app.get(
    '/sitemap.xml',
    { schema: schema('Every public page in English and Arabic, with alternates and last changes') },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=600')
        .type('application/xml; charset=utf-8')
        .send(await site.sitemap()),
  );
}
