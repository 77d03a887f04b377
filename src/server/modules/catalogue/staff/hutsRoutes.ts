import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors, VersionQuery } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams, readErrors } from '../../../../shared/schemas/dashboard/common';
import { CoverChoice, HutImageParams, HutInput, HutUpdate, ImageOrder, StaffHut, StaffHutPage, StaffHutQuery } from '../../../../shared/schemas/dashboard/huts';
import { MAX_CATALOGUE_IMAGE_BYTES } from '../../../lib/catalogueImages';
import { formBody } from '../../../lib/formBody';
import { IMAGE_KINDS } from '../../../lib/uploads';
import type { DashboardRouteOptions } from '../dashboardRoutes';
import { createHutsStaffService } from './hutsStaffService';
import { actorOf, staffRoute } from './staffRoute';

/** /api/dashboard/huts/: the hut list, the hut form and its pictures. */
export default async function hutsDashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createHutsStaffService({ db: app.db, uploadsDir: options.uploadsDir, now: () => options.clock.now() });
  const { config, schemaBase } = staffRoute('dashboard: huts');
  const base = '/api/dashboard/huts';

  routes.get(`${base}/`, {
    config,
    schema: { ...schemaBase, summary: 'Huts for staff: search (English or Arabic title), status, sort, paginate', querystring: StaffHutQuery, response: { 200: StaffHutPage, ...readErrors } },
  }, (request) => service.list(request.query));

  routes.post(`${base}/`, {
    config,
    schema: { ...schemaBase, summary: 'Create a hut with its services and activities', body: HutInput, response: { 201: StaffHut, ...catalogueWriteErrors } },
  }, async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))));

  routes.get(`${base}/:id/`, {
    config,
    schema: { ...schemaBase, summary: 'One hut with every editable field, its images and version', params: IdParams, response: { 200: StaffHut, ...catalogueWriteErrors } },
  }, (request) => service.get(request.params.id));

  routes.put(`${base}/:id/`, {
    config,
    schema: { ...schemaBase, summary: 'Save the whole hut form (with the version it read; 409 code "stale" if someone saved first). is_active false deactivates it', params: IdParams, body: HutUpdate, response: { 200: StaffHut, ...catalogueWriteErrors } },
  }, (request) => service.update(request.params.id, request.body, actorOf(request)));

  routes.delete(`${base}/:id/`, {
    config,
    schema: { ...schemaBase, summary: 'Delete a hut that was never booked (409 with the count otherwise: deactivate it instead)', params: IdParams, querystring: VersionQuery, response: { 204: Type.Null(), ...catalogueWriteErrors } },
  }, async (request, reply) => {
    await service.remove(request.params.id, request.query.version, actorOf(request));
    return reply.code(204).send(null);
  });

  routes.post(`${base}/:id/images/`, {
    config,
    preValidation: formBody({ files: { image: IMAGE_KINDS }, wrongTypeMessage: 'upload.badImage', maxBytes: MAX_CATALOGUE_IMAGE_BYTES }),
    schema: {
      ...schemaBase, summary: 'Upload one picture (multipart field "image": JPEG, PNG or WebP, at most 10 MB); stored as WebP at several widths', consumes: ['multipart/form-data'],
      params: IdParams, response: { 201: StaffHut, ...catalogueWriteErrors },
    },
  }, async (request, reply) => reply.code(201).send(await service.addImage(request.params.id, request.uploads?.image, actorOf(request))));

  routes.put(`${base}/:id/images/order/`, {
    config,
    schema: { ...schemaBase, summary: 'Reorder the pictures: every image id of the hut, in the new order (409 stale if the set changed)', params: IdParams, body: ImageOrder, response: { 200: StaffHut, ...catalogueWriteErrors } },
  }, (request) => service.reorderImages(request.params.id, request.body.ids, actorOf(request)));

  routes.put(`${base}/:id/cover/`, {
    config,
    schema: { ...schemaBase, summary: "Make one of the hut's pictures its cover (main_image)", params: IdParams, body: CoverChoice, response: { 200: StaffHut, ...catalogueWriteErrors } },
  }, (request) => service.chooseCover(request.params.id, request.body.image_id, actorOf(request)));

  routes.delete(`${base}/:id/images/:image_id/`, {
    config,
    schema: { ...schemaBase, summary: 'Remove a picture (the next one becomes the cover if it was the cover)', params: HutImageParams, response: { 200: StaffHut, ...catalogueWriteErrors } },
  }, (request) => service.removeImage(request.params.id, request.params.image_id, actorOf(request)));
}
