import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors, VersionQuery } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams } from '../../../../shared/schemas/dashboard/common';
import {
  CalendarQuery,
  ClosedNightsInput,
  HutCalendar,
  HutRangeParams,
  PriceRangeInput,
  PriceRangeUpdate,
  StaffClosedNights,
  StaffPriceRange,
} from '../../../../shared/schemas/dashboard/huts';
import { createPricesStaffService } from './pricesStaffService';
import { actorOf } from '../../../lib/actor';
import { staffRoute, type DashboardRouteOptions } from './staffRoute';
import { staffJob } from '../../../lib/staffRoute';

const wire = (range: { id: number; dateFrom: string; dateTo: string; price: string; weekendPrice: string | null; version: number }) => ({
  id: range.id,
  date_from: range.dateFrom,
  date_to: range.dateTo,
  price: range.price,
  weekend_price: range.weekendPrice,
  version: range.version,
});

/** /api/dashboard/huts/:id/prices|closed-nights/: the year calendar of one hut. */
export default async function pricesDashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createPricesStaffService({ db: app.db, now: () => options.clock.now() });
  const { config, schemaBase } = staffRoute('dashboard: prices');
  const base = '/api/dashboard/huts/:id';

  routes.get(
    `${base}/calendar/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Price ranges and closed nights of a hut that touch the year',
        params: IdParams,
        querystring: CalendarQuery,
        response: { 200: HutCalendar, ...catalogueWriteErrors },
      },
    },
    (request) => service.calendar(request.params.id, request.query.year),
  );

  routes.post(
    `${base}/prices/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary:
          'Price the nights date_from..date_to (inclusive), with an optional Friday/Saturday price; 409 code "overlap" names the range in the way',
        params: IdParams,
        body: PriceRangeInput,
        response: { 201: StaffPriceRange, ...catalogueWriteErrors },
      },
    },
    async (request, reply) => reply.code(201).send(wire(await service.addRange(request.params.id, request.body, actorOf(request)))),
  );

  routes.put(
    `${base}/prices/:range_id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Change a price range (with its version). Existing bookings keep what they were charged',
        params: HutRangeParams,
        body: PriceRangeUpdate,
        response: { 200: StaffPriceRange, ...catalogueWriteErrors },
      },
    },
    async (request) => wire(await service.updateRange(request.params.id, request.params.range_id, request.body, actorOf(request))),
  );

  routes.delete(
    `${base}/prices/:range_id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Remove a price range (its nights are no longer sold)',
        params: HutRangeParams,
        querystring: VersionQuery,
        response: { 204: Type.Null(), ...catalogueWriteErrors },
      },
    },
    async (request, reply) => {
      await service.removeRange(request.params.id, request.params.range_id, request.query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.post(
    `${base}/closed-nights/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Close nights for maintenance or private use: unavailable to guests and refused by booking; 409 if a booking holds one',
        params: IdParams,
        body: ClosedNightsInput,
        response: { 201: StaffClosedNights, ...catalogueWriteErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.closeNights(request.params.id, request.body, actorOf(request))),
  );

  routes.delete(
    `${base}/closed-nights/:range_id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Open closed nights again',
        params: HutRangeParams,
        response: { 204: Type.Null(), ...catalogueWriteErrors },
      },
    },
    async (request, reply) => {
      await service.reopenNights(request.params.id, request.params.range_id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
