import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import { byIp } from '../../plugins/rateLimit';
import { createSiteRepository } from './repository';
import { createSiteService } from './service';

export interface SiteOptions {
  publicUrl: string;
  /** Public reads one IP may make per minute (PUBLIC_READS_PER_MINUTE), shared with the catalogue's. */
  publicReadsPerMinute: number;
}

const schema = (summary: string) => ({ tags: ['site'], summary, response: { 200: Type.String(), 429: DetailError } });

/** The crawlers' files at the site's root (module site: service.ts). Open to everyone, like the pages they list. */
export default async function siteRoutes(app: FastifyInstance, { publicUrl, publicReadsPerMinute }: SiteOptions) {
  // The sitemap reads the catalogue: counted per IP with the catalogue's other public reads.
  app.addHook('onRequest', app.limits({ name: 'public-reads:ip', max: publicReadsPerMinute, windowSeconds: 60, key: byIp }));
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
