import { readFile } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { EventDetails, HutDetails, ServiceDetails } from '../../../shared/schemas/catalogue';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import { NotFound } from '../../lib/errors';
import { byIp } from '../../plugins/rateLimit';
import { API, apiReader, pictureOf, type PageFacts } from './pageFacts';
import { PREVIEW_KINDS, type Previews } from './previews';
import { createSiteRepository } from './repository';
import { createSiteService } from './service';

export interface SiteOptions {
  publicUrl: string;
  /** Public reads one IP may make per minute (PUBLIC_READS_PER_MINUTE), shared with the catalogue's. */
  publicReadsPerMinute: number;
  /** The link-preview pictures (previews.ts). */
  previews: Previews;
}

const schema = (summary: string) => ({ tags: ['site'], summary, response: { 200: Type.String(), 429: DetailError } });

const PreviewParams = Type.Object({
  kind: Type.Union(PREVIEW_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  file: Type.String({ pattern: '^[0-9a-f]{16}\\.jpg$', description: 'The version of the picture it is cut from, then .jpg' }),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The crawlers' files at the site's root (module site: service.ts). Open to everyone, like the pages they list. */
export default async function siteRoutes(app: FastifyInstance, { publicUrl, publicReadsPerMinute, previews }: SiteOptions) {
  // The sitemap and the previews read the catalogue: counted per IP with the catalogue's other public reads.
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

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/previews/:kind/:id/:file',
    {
      schema: {
        tags: ['site'],
        summary: 'A page’s link-preview picture (og:image): 1200×630 JPEG cut from the page’s own picture, at an address per version',
        params: PreviewParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg, 1200×630' }),
          400: ValidationErrorBody,
          404: DetailError,
          429: DetailError,
        },
      },
    },
    async (request, reply) => {
      const { kind, id, file } = request.params;
      const read = apiReader(app, request);
      let facts: PageFacts | undefined;
      if (kind === 'site') {
        if (id !== 0) throw new NotFound();
      } else {
        // The item as its page reads it: a hidden or deleted one has no page, and no preview either.
        const item =
          kind === 'hut'
            ? await read<HutDetails>(API.hut(id)).then((hut) => hut && ({ kind, hut } as const))
            : kind === 'event'
              ? await read<EventDetails>(API.event(id)).then((event) => event && ({ kind, event } as const))
              : await read<ServiceDetails>(API.service(id)).then((service) => service && ({ kind, service } as const));
        if (!item) throw new NotFound();
        facts = item;
      }
      const source = await previews.source(pictureOf(facts));
      // An earlier version's address: its picture has changed since (the page now names the new one).
      if (!source || `${source.version}.jpg` !== file) throw new NotFound();
      const picture = await readFile(await previews.file({ kind, id }, source));
      return reply.header('cache-control', IMMUTABLE).type('image/jpeg').send(picture);
    },
  );
}
