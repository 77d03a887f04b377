import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ResortContact } from '../../../shared/schemas/resortContact';
import type { Clock } from '../../lib/clock';
import { cachePublicReads } from '../../plugins/publicCache';
import { createSettingsRepository, publicContact } from './repository';
import { createSettingsService } from './service';

/**
 * GET /api/settings/contact/: the resort's phone, e-mail and address for the site's footer (every page, also
 * drawn on the server). Cached like the catalogue's reads: an entry lives until the next committed change.
 */
export default async function settingsRoutes(app: FastifyInstance, options: { clock: Clock }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const settings = createSettingsService(app.db, createSettingsRepository(app.db), () => undefined);
  cachePublicReads(app, app.changes, { clock: options.clock });
  routes.get(
    '/api/settings/contact/',
    {
      schema: {
        tags: ['settings'],
        summary: "The resort's phone, e-mail and address (both languages), as set in the back office",
        response: { 200: ResortContact },
      },
    },
    async () => publicContact(await settings.contact()),
  );
}
