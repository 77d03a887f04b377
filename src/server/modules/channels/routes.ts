import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import { ChannelInput, ChannelParams, HutChannels, StaffChannel } from '../../../shared/schemas/dashboard/channels';
import { IdParams, writeErrors } from '../../../shared/schemas/dashboard/common';
import { actorOf } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { resortToday } from '../../lib/resortDate';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import { byIp } from '../../plugins/rateLimit';
import { writeFeed } from './icalExport';
import { createChannelsRepository } from './repository';
import { EXPORT_TOKEN, type createChannelsService } from './service';

export interface ChannelRoutesOptions {
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  publicReadsPerMinute: number;
  service: ReturnType<typeof createChannelsService>;
}

/** /api/dashboard/huts/:id/channels/…: the hut's export address and its imported calendars (staff only). */
export async function channelsDashboardRoutes(app: FastifyInstance, { service }: ChannelRoutesOptions) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/dashboard/huts/:id/channels';
  const schemaBase = { tags: ['dashboard: channels'], security: STAFF_SECURITY };

  routes.get(
    `${base}/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: "The hut's private iCal export address and the calendars imported into it, each with its last sync",
        params: IdParams,
        response: { 200: HutChannels, ...writeErrors },
      },
    },
    (request) => service.view(request.params.id),
  );

  routes.post(
    `${base}/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: 'Import a calendar (Airbnb, Booking.com, any iCal address) into the hut; it is read at once, then every ICAL_SYNC_MINUTES',
        params: IdParams,
        body: ChannelInput,
        response: { 201: StaffChannel, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(request.params.id, request.body, actorOf(request))),
  );

  routes.post(
    `${base}/sync/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: "Read the hut's imported calendars now",
        params: IdParams,
        response: { 200: HutChannels, ...writeErrors },
      },
    },
    (request) => service.syncNow(request.params.id),
  );

  routes.post(
    `${base}/export/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: 'A new export address for the hut; the old one stops answering at once',
        params: IdParams,
        response: { 200: HutChannels, ...writeErrors },
      },
    },
    (request) => service.replaceExport(request.params.id, false, actorOf(request)),
  );

  routes.delete(
    `${base}/export/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: "Revoke the hut's export address (no feed until a new one is made)",
        params: IdParams,
        response: { 200: HutChannels, ...writeErrors },
      },
    },
    (request) => service.replaceExport(request.params.id, true, actorOf(request)),
  );

  routes.delete(
    `${base}/:channel_id/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: 'Remove an imported calendar; the nights it blocked open again',
        params: ChannelParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.params.channel_id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.post(
    `${base}/:channel_id/confirm-empty/`,
    {
      ...staffRoute(),
      schema: {
        ...schemaBase,
        summary: 'Confirm that an imported calendar which came back empty has nothing: the nights it blocked open again',
        params: ChannelParams,
        response: { 200: StaffChannel, ...writeErrors },
      },
    },
    (request) => service.confirmEmpty(request.params.id, request.params.channel_id, actorOf(request)),
  );
}

/** GET /ical/huts/{token}.ics: the hut's booked and closed nights for Airbnb, Booking.com and calendar apps. */
export async function icalExportRoutes(app: FastifyInstance, options: ChannelRoutesOptions) {
  app.addHook('onRequest', app.limits({ name: 'public-reads:ip', max: options.publicReadsPerMinute, windowSeconds: 60, key: byIp }));
  const repository = createChannelsRepository(app.db);
  const domain = new URL(options.publicUrl).hostname;
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/ical/huts/:file',
    {
      schema: {
        tags: ['channels'],
        summary: "A hut's private calendar feed (text/calendar): its booked and closed nights as all-day events, nothing about guests",
        params: Type.Object({ file: Type.String({ maxLength: 100, description: '{token}.ics' }) }),
        response: { 200: Type.String({ description: 'text/calendar' }), 404: DetailError, 429: DetailError },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const hutId = EXPORT_TOKEN.test(token) ? await repository.hutOfToken(token) : null;
      if (hutId === null) throw new NotFound();
      const now = options.clock.now();
      const events = await repository.exportEvents(hutId, resortToday(options.clock, options.timeZone), now);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(writeFeed({ hutId, domain, now, events }));
    },
  );
}
