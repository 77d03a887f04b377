import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams } from '../../../../shared/schemas/dashboard/common';
import {
  BulkEditInput,
  BulkPreview,
  HutPlanParams,
  HutRatesInput,
  HutRuleParams,
  RatePlanInput,
  RatePlanUpdate,
  Season,
  SeasonInput,
  StaffHutRates,
  StaffRatePlan,
  StayRule,
  StayRuleInput,
} from '../../../../shared/schemas/dashboard/rates';
import { actorOf } from '../../../lib/actor';
import { createRatesStaffService } from './ratesStaffService';
import { staffRoute, type DashboardRouteOptions } from './staffRoute';

/** /api/dashboard/huts/:id/rates|rate-plans|stay-rules/, /api/dashboard/seasons/ and /api/dashboard/rates/bulk/ (issue 24 §2). */
export default async function ratesDashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createRatesStaffService({ db: app.db, now: () => options.clock.now(), timeZone: options.timeZone });
  const { config, schemaBase } = staffRoute('dashboard: prices');
  const base = '/api/dashboard/huts/:id';
  const errors = catalogueWriteErrors;

  routes.get(
    `${base}/rates/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Rate plans, stay rules, length-of-stay discounts and extra guest charges of a hut',
        params: IdParams,
        response: { 200: StaffHutRates, ...errors },
      },
    },
    (request) => service.hutRates(request.params.id),
  );

  routes.put(
    `${base}/rates/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Replace the hut’s length-of-stay discounts and extra guest charges',
        params: IdParams,
        body: HutRatesInput,
        response: { 200: StaffHutRates, ...errors },
      },
    },
    (request) => service.replaceHutRates(request.params.id, request.body, actorOf(request)),
  );

  routes.post(
    `${base}/rate-plans/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Add a rate plan (percentage off, add-on per night, its own cancellation policy)',
        params: IdParams,
        body: RatePlanInput,
        response: { 201: StaffRatePlan, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addPlan(request.params.id, request.body, actorOf(request))),
  );

  routes.put(
    `${base}/rate-plans/:plan_id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Change a rate plan (with its version); bookings already sold keep the terms they were sold with',
        params: HutPlanParams,
        body: RatePlanUpdate,
        response: { 200: StaffRatePlan, ...errors },
      },
    },
    (request) => service.updatePlan(request.params.id, request.params.plan_id, request.body, actorOf(request)),
  );

  routes.post(
    `${base}/stay-rules/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Add a stay rule for the dates date_from..date_to (inclusive); a shorter rule inside a longer one wins its dates',
        params: IdParams,
        body: StayRuleInput,
        response: { 201: StayRule, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addRule(request.params.id, request.body, actorOf(request))),
  );

  routes.delete(
    `${base}/stay-rules/:rule_id/`,
    { config, schema: { ...schemaBase, summary: 'Remove a stay rule', params: HutRuleParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await service.removeRule(request.params.id, request.params.rule_id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/dashboard/seasons/',
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Named seasons (date ranges with English and Arabic names)',
        response: { 200: Type.Array(Season), ...errors },
      },
    },
    () => service.seasons(),
  );

  routes.post(
    '/api/dashboard/seasons/',
    { config, schema: { ...schemaBase, summary: 'Add a named season', body: SeasonInput, response: { 201: Season, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.addSeason(request.body, actorOf(request))),
  );

  routes.post(
    '/api/dashboard/rates/bulk/preview/',
    {
      config,
      schema: {
        ...schemaBase,
        summary:
          'What a bulk edit of prices, rules, closed nights or rate plans would change in each hut, and the bookings it leaves as sold; saves nothing',
        body: BulkEditInput,
        response: { 200: BulkPreview, ...errors },
      },
    },
    (request) => service.previewBulk(request.body, actorOf(request)),
  );

  routes.post(
    '/api/dashboard/rates/bulk/',
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Save a bulk edit in one transaction and one audit entry; huts with something in the way are left as they are and named',
        body: BulkEditInput,
        response: { 200: BulkPreview, ...errors },
      },
    },
    (request) => service.applyBulk(request.body, actorOf(request)),
  );
}
