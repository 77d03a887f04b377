import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors, VersionQuery } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams, readErrors } from '../../../../shared/schemas/dashboard/common';
import { HutInput, HutUpdate, StaffHut, StaffHutPage, StaffHutQuery } from '../../../../shared/schemas/dashboard/huts';
import { createHutsStaffService } from './hutsStaffService';
import { pictureRoutes } from './picturesRoutes';
import { actorOf } from '../../../lib/actor';
import { staffRoute, type DashboardRouteOptions } from './staffRoute';
import { staffJob } from '../../../lib/staffRoute';

/** /api/dashboard/huts/: the hut list, the hut form and its pictures. */
export default async function hutsDashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  staffJob(app, 'content');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createHutsStaffService({ db: app.db, uploadsDir: options.uploadsDir, now: () => options.clock.now() });
  const { config, schemaBase } = staffRoute('dashboard: huts');
  const base = '/api/dashboard/huts';

  routes.get(
    `${base}/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Huts for staff: search (English or Arabic title), status, sort, paginate',
        querystring: StaffHutQuery,
        response: { 200: StaffHutPage, ...readErrors },
      },
    },
    (request) => service.list(request.query, request.lang),
  );

  routes.post(
    `${base}/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Create a hut with its services and activities',
        body: HutInput,
        response: { 201: StaffHut, ...catalogueWriteErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  routes.get(
    `${base}/:id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'One hut with every editable field, its images and version',
        params: IdParams,
        response: { 200: StaffHut, ...catalogueWriteErrors },
      },
    },
    (request) => service.get(request.params.id),
  );

  routes.put(
    `${base}/:id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary:
          'Save the whole hut form (with the version it read; 409 code "stale" if someone saved first). is_active false deactivates it',
        params: IdParams,
        body: HutUpdate,
        response: { 200: StaffHut, ...catalogueWriteErrors },
      },
    },
    (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  routes.delete(
    `${base}/:id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Delete a hut that was never booked (409 with the count otherwise: deactivate it instead)',
        params: IdParams,
        querystring: VersionQuery,
        response: { 204: Type.Null(), ...catalogueWriteErrors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.query.version, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  pictureRoutes(app, { base, noun: 'hut', access: staffRoute('dashboard: huts'), response: StaffHut, service });
}
