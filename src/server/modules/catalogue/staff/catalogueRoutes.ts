import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueWriteErrors, SessionParams, UploadedImage } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams, readErrors } from '../../../../shared/schemas/dashboard/common';
import {
  CatalogueOptions,
  EventInput,
  EventSessionInput,
  EventSessionUpdate,
  EventUpdate,
  StaffEvent,
  StaffEventPage,
  StaffEventQuery,
} from '../../../../shared/schemas/dashboard/events';
import { ItemInput, ItemUpdate, StaffItem, StaffItemPage, StaffItemQuery } from '../../../../shared/schemas/dashboard/items';
import { PromoInput, PromoUpdate, StaffPromo, StaffPromoPage, StaffPromoQuery } from '../../../../shared/schemas/dashboard/promos';
import {
  ServiceInput,
  ServiceSessionInput,
  ServiceSessionUpdate,
  ServiceUpdate,
  StaffService,
  StaffServicePage,
  StaffServiceQuery,
} from '../../../../shared/schemas/dashboard/services';
import { MAX_CATALOGUE_IMAGE_BYTES, storeCatalogueImage } from '../../../lib/catalogueImages';
import { text, ValidationFailed } from '../../../lib/errors';
import { formBody } from '../../../lib/formBody';
import { IMAGE_KINDS } from '../../../lib/uploads';
import { catalogueOptions } from './checks';
import { createItemsStaffService } from './itemsStaffService';
import { createPromosStaffService } from './promosStaffService';
import { EVENTS } from '../eventsRepository';
import { SERVICES } from '../servicesRepository';
import { createOffersStaffService } from './offersStaffService';
import { pictureRoutes } from './picturesRoutes';
import { actorOf, type Actor } from '../../../lib/actor';
import type { StaffJob } from '../../../../shared/staffRoles';
import { staffRoute, type DashboardRouteOptions } from './staffRoute';
import { dayVisitTermsOf, setDayVisitTerms } from './dayVisitTerms';
import { DayVisitTerms, DayVisitTermsBody } from '../../../../shared/schemas/dayVisit';
import { SUPPLIER_AND_STAFF, STAFF_ROLES, staffJob } from '../../../lib/staffRoute';

interface CrudService<Query, Input, Update> {
  list(query: Query, actor: Actor): Promise<unknown>;
  get(id: number, actor: Actor): Promise<unknown>;
  create(input: Input, actor: Actor): Promise<unknown>;
  update(id: number, input: Update, actor: Actor): Promise<unknown>;
}

/** /api/dashboard/items|events|services|promos/: list, read, create, save (with version; is_active false deactivates). */
export default async function catalogueAreaRoutes(app: FastifyInstance, options: DashboardRouteOptions & { today: () => string }) {
  staffJob(app, 'content');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => options.clock.now();
  const deps = { db: app.db, now, today: options.today, uploadsDir: options.uploadsDir };

  function crud<Query, Input, Update>(
    area: string,
    label: string,
    schemas: { query: TSchema; input: TSchema; update: TSchema; one: TSchema; page: TSchema },
    service: CrudService<Query, Input, Update>,
    roles = STAFF_ROLES,
    job?: StaffJob,
  ) {
    const { config, schemaBase } = staffRoute(`dashboard: ${area}`, roles, job);
    const base = `/api/dashboard/${area}`;
    routes.get(
      `${base}/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: `${label}: search, status, paginate`,
          querystring: schemas.query,
          response: { 200: schemas.page, ...readErrors },
        },
      },
      (request) => service.list(request.query as Query, actorOf(request)),
    );
    routes.post(
      `${base}/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: `Create (${label})`,
          body: schemas.input,
          response: { 201: schemas.one, ...catalogueWriteErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.body as Input, actorOf(request))),
    );
    routes.get(
      `${base}/:id/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: `One of ${label} with its version`,
          params: IdParams,
          response: { 200: schemas.one, ...catalogueWriteErrors },
        },
      },
      (request) => service.get(request.params.id, actorOf(request)),
    );
    routes.put(
      `${base}/:id/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: `Save (${label}) with the version read: 409 code "stale" if someone saved first, "below_sold" if capacity is under what is sold`,
          params: IdParams,
          body: schemas.update,
          response: { 200: schemas.one, ...catalogueWriteErrors },
        },
      },
      (request) => service.update(request.params.id, request.body as Update, actorOf(request)),
    );
  }

  crud(
    'items',
    'Special items of huts',
    { query: StaffItemQuery, input: ItemInput, update: ItemUpdate, one: StaffItem, page: StaffItemPage },
    createItemsStaffService(deps),
  );
  crud(
    'promos',
    'Promo codes with the count of bookings that used each',
    { query: StaffPromoQuery, input: PromoInput, update: PromoUpdate, one: StaffPromo, page: StaffPromoPage },
    createPromosStaffService(deps),
    STAFF_ROLES,
    'finance',
  );
  const events = createOffersStaffService(deps, EVENTS);
  crud(
    'events',
    'Events (a supplier: their own only, as their owner)',
    { query: StaffEventQuery, input: EventInput, update: EventUpdate, one: StaffEvent, page: StaffEventPage },
    events,
    SUPPLIER_AND_STAFF,
  );
  const services = createOffersStaffService(deps, SERVICES);
  crud(
    'services',
    'Services of suppliers (a supplier: their own only, as their owner)',
    { query: StaffServiceQuery, input: ServiceInput, update: ServiceUpdate, one: StaffService, page: StaffServicePage },
    services,
    SUPPLIER_AND_STAFF,
  );
  pictureRoutes(app, {
    base: '/api/dashboard/events',
    noun: 'event',
    access: staffRoute('dashboard: events', SUPPLIER_AND_STAFF),
    response: StaffEvent,
    service: events.pictures,
  });
  pictureRoutes(app, {
    base: '/api/dashboard/services',
    noun: 'service',
    access: staffRoute('dashboard: services', SUPPLIER_AND_STAFF),
    response: StaffService,
    service: services.pictures,
  });

  for (const [area, service, input, update, one] of [
    ['events', events, EventSessionInput, EventSessionUpdate, StaffEvent],
    ['services', services, ServiceSessionInput, ServiceSessionUpdate, StaffService],
  ] as const) {
    const { config, schemaBase } = staffRoute(`dashboard: ${area}`, SUPPLIER_AND_STAFF);
    const sessions = `/api/dashboard/${area}/:id/sessions`;
    routes.post(
      `${sessions}/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: 'Add a dated session',
          params: IdParams,
          body: input,
          response: { 201: one, ...catalogueWriteErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.addSession(request.params.id, request.body as never, actorOf(request))),
    );
    routes.put(
      `${sessions}/:session_id/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: 'Change a session (with its version); capacity never below the tickets sold (409 code "below_sold")',
          params: SessionParams,
          body: update,
          response: { 200: one, ...catalogueWriteErrors },
        },
      },
      (request) => service.updateSession(request.params.id, request.params.session_id, request.body as never, actorOf(request)),
    );
    // Cancelling a session (DELETE …/sessions/:session_id/) refunds its tickets: the bookings module registers it (bookings/sessionRoutes.ts).
  }

  // Day visitors (issue 25 §2): staff open an event; staff or the service's own supplier open a service.
  for (const [area, roles] of [
    ['events', STAFF_ROLES],
    ['services', SUPPLIER_AND_STAFF],
  ] as const) {
    const { config, schemaBase } = staffRoute(`dashboard: ${area}`, roles);
    routes.get(
      `/api/dashboard/${area}/:id/day-visits/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: 'Whether it is open to day visitors, and its free-cancellation notice in hours',
          params: IdParams,
          response: { 200: DayVisitTerms, ...catalogueWriteErrors },
        },
      },
      (request) => dayVisitTermsOf(app.db, { kind: area, id: request.params.id }, actorOf(request)),
    );
    routes.put(
      `/api/dashboard/${area}/:id/day-visits/`,
      {
        config,
        schema: {
          ...schemaBase,
          summary: 'Open or close it to day visitors (tickets without a stay), with its free-cancellation notice in hours',
          params: IdParams,
          body: DayVisitTermsBody,
          response: { 200: DayVisitTerms, ...catalogueWriteErrors },
        },
      },
      (request) => setDayVisitTerms(app.db, { kind: area, id: request.params.id }, request.body, actorOf(request), now()),
    );
  }

  const { config, schemaBase } = staffRoute('dashboard: catalogue', SUPPLIER_AND_STAFF);
  routes.get(
    '/api/dashboard/catalogue/options/',
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Huts and approved suppliers to choose from in the catalogue forms (a supplier: only themselves)',
        response: { 200: CatalogueOptions, ...readErrors },
      },
    },
    (request) => catalogueOptions(app.db, actorOf(request).ownerId),
  );

  routes.post(
    '/api/dashboard/catalogue/images/',
    {
      config,
      preValidation: formBody({ files: { image: IMAGE_KINDS }, wrongTypeMessage: 'upload.badImage', maxBytes: MAX_CATALOGUE_IMAGE_BYTES }),
      schema: {
        ...schemaBase,
        summary: 'Store a picture for an item, event or service (multipart "image", at most 10 MB); answers the path to put in its form',
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImage, ...catalogueWriteErrors },
      },
    },
    async (request: FastifyRequest, reply) => {
      const file = request.uploads?.image;
      if (!file) throw new ValidationFailed({ image: [text('catalogueStaff.imageMissing')] });
      const stored = await storeCatalogueImage(file.buffer, options.uploadsDir);
      if (!stored) throw new ValidationFailed({ image: [text('upload.badImage')] });
      return reply.code(201).send(stored);
    },
  );
}
