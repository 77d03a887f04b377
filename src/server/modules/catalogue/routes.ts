import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  AvailabilityQuery,
  EventDetails,
  EventPage,
  EventSummary,
  HutDetails,
  HutIdParams,
  HutListQuery,
  HutPage,
  HutSummary,
  IdParams,
  KenItemPage,
  KenItemQuery,
  NightAvailability,
  PlainPageQuery,
  ServiceDetails,
  ServiceSummary,
  SupplierPage,
  SupplierQuery,
} from '../../../shared/schemas/catalogue';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import type { Clock } from '../../lib/clock';
import { cachePublicReads } from '../../plugins/publicCache';
import { byIp } from '../../plugins/rateLimit';
import { createEventsRepository } from './eventsRepository';
import { createServicesRepository } from './servicesRepository';
import { createHutsRepository } from './hutsRepository';
import { createItemsRepository } from './itemsRepository';
import { createCatalogueService } from './service';

const schema = <Extra extends { params?: TSchema; querystring?: TSchema }>(summary: string, ok: TSchema, extra: Extra = {} as Extra) => ({
  tags: ['catalogue'],
  summary,
  ...extra,
  // 429: every route here is counted per IP (PUBLIC_READS_PER_MINUTE).
  response: { 200: ok, 400: ValidationErrorBody, 404: DetailError, 429: DetailError },
});

/** The public catalogue (contract: Catalogue). Paths, trailing slashes and spellings are the contract's. */
export default async function catalogueRoutes(
  app: FastifyInstance,
  options: { clock: Clock; timeZone: string; publicReadsPerMinute: number },
) {
  // Expensive reads anyone can make: counted per IP first (a 429 costs nothing), then served from the cache.
  app.addHook('onRequest', app.limits({ name: 'public-reads:ip', max: options.publicReadsPerMinute, windowSeconds: 60, key: byIp }));
  cachePublicReads(app, app.changes, { clock: options.clock, except: ['/api/products/events/random/', '/api/products/random-services/'] });
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const catalogue = createCatalogueService({
    db: app.db,
    huts: createHutsRepository(app.db),
    items: createItemsRepository(app.db),
    events: createEventsRepository(app.db),
    services: createServicesRepository(app.db),
    clock: options.clock,
    timeZone: options.timeZone,
  });

  routes.get('/api/products/huts-home/list/', { schema: schema('Up to 3 active huts for the home page', Type.Array(HutSummary)) }, () =>
    catalogue.homeHuts(),
  );

  routes.get(
    '/api/products/huts-list/',
    {
      schema: schema(
        'Active huts, paginated; with date_from and date_to (check-out) only huts free and priced for every night; guests ≤ max_persons_num',
        HutPage,
        {
          querystring: HutListQuery,
        },
      ),
    },
    (request) => catalogue.hutList(request.query),
  );

  routes.get(
    '/api/products/huts/:id/',
    { schema: schema('One hut with every field; promo codes are never exposed', HutDetails, { params: IdParams }) },
    (request) => catalogue.hut(request.params.id),
  );

  routes.get(
    '/api/products/huts/:id/availability/',
    {
      schema: schema(
        'Per-night price and availability from `from` to `to`, both inclusive (at most 366 nights)',
        Type.Array(NightAvailability),
        {
          params: IdParams,
          querystring: AvailabilityQuery,
        },
      ),
    },
    (request) => catalogue.availability(request.params.id, request.query.from, request.query.to),
  );

  routes.get(
    '/api/products/ken-items/hut/:hut_id/',
    {
      schema: schema('Special items of a hut, paginated; ?search= matches English or Arabic titles', KenItemPage, {
        params: HutIdParams,
        querystring: KenItemQuery,
      }),
    },
    (request) => catalogue.kenItems(request.params.hut_id, request.query),
  );

  routes.get(
    '/api/products/events/',
    { schema: schema('Events with an upcoming date that has seats left, soonest first', EventPage, { querystring: PlainPageQuery }) },
    (request) => catalogue.events(request.query),
  );

  routes.get(
    '/api/products/events/random/',
    { schema: schema('Up to 10 upcoming events with seats left, random order', Type.Array(EventSummary)) },
    () => catalogue.randomEvents(),
  );

  routes.get(
    '/api/products/events-details/web/:id/',
    {
      schema: schema('An event with every upcoming date; available_dates is the next date with seats', EventDetails, { params: IdParams }),
    },
    (request) => catalogue.event(request.params.id),
  );

  routes.get(
    '/api/products/random-services/',
    { schema: schema('Up to 10 services with an upcoming date, random order', Type.Array(ServiceSummary)) },
    () => catalogue.randomServices(),
  );

  routes.get(
    '/api/products/services/:id/',
    { schema: schema('A service with all its upcoming dates that have seats left', ServiceDetails, { params: IdParams }) },
    (request) => catalogue.service(request.params.id),
  );

  routes.get(
    '/api/products/service-suppliers/list/',
    {
      schema: schema('Approved suppliers, one per page (?page=), each with their services 4 per page (?services_page=)', SupplierPage, {
        querystring: SupplierQuery,
      }),
    },
    (request) => catalogue.suppliers(request.query),
  );
}
