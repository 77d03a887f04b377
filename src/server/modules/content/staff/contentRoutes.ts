import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, readErrors, writeErrors } from '../../../../shared/schemas/dashboard/common';
import {
  AboutUsBody,
  CONTENT_LISTS,
  ReorderBody,
  StaffAboutUs,
  StaffTermsTitle,
  TermsTitleBody,
  UploadedImage,
  VersionQuery,
  contentListSchemas,
} from '../../../../shared/schemas/dashboard/content';
import { text, ValidationFailed } from '../../../lib/errors';
import { formBody } from '../../../lib/formBody';
import { actorOf } from '../../../lib/actor';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../../lib/staffRoute';
import { IMAGE_KINDS } from '../../../lib/uploads';
import { storeContentImage } from '../images';
import { createContentRepository } from '../repository';
import { createContentStaffService } from './contentStaffService';

/**
 * The back office's editing of the site's pages: every list (FAQ, story, our services, what makes us
 * special, terms, partners) and the two single entries (about us, the terms' title). The public reads
 * (../routes.ts) query the same tables without a cache, so a saved change shows on the next page load.
 */
export default async function contentDashboardRoutes(app: FastifyInstance, options: { uploadsDir: string }) {
  staffJob(app, 'content');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const content = createContentStaffService(app.db, createContentRepository(app.db));
  const tags = ['dashboard: content'];
  const base = '/api/dashboard/content';
  const actor = actorOf;
  const common = { ...staffRoute() };

  for (const name of CONTENT_LISTS) {
    const schemas = contentListSchemas(name);
    routes.get(
      `${base}/${name}/`,
      {
        ...common,
        schema: {
          tags,
          summary: `The ${name} entries in display order`,
          security: STAFF_SECURITY,
          response: { 200: Type.Array(schemas.entry), ...readErrors },
        },
      },
      () => content.list(name),
    );

    routes.post(
      `${base}/${name}/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Add a ${name} entry (at the end)`,
          security: STAFF_SECURITY,
          body: schemas.create,
          response: { 201: schemas.entry, ...writeErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await content.create(name, request.body as Record<string, unknown>, actor(request))),
    );

    routes.put(
      `${base}/${name}/:id/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Edit a ${name} entry; 409 code "stale" when it changed since it was read`,
          security: STAFF_SECURITY,
          params: IdParams,
          body: schemas.update,
          response: { 200: schemas.entry, ...writeErrors },
        },
      },
      (request) => content.update(name, request.params.id, request.body as Record<string, unknown> & { version: number }, actor(request)),
    );

    routes.delete(
      `${base}/${name}/:id/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Delete a ${name} entry (the version read is required)`,
          security: STAFF_SECURITY,
          params: IdParams,
          querystring: VersionQuery,
          response: { 204: Type.Null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await content.remove(name, request.params.id, request.query.version, actor(request));
        return reply.code(204).send(null);
      },
    );

    routes.post(
      `${base}/${name}/reorder/`,
      {
        ...common,
        schema: {
          tags,
          summary: `Set the display order of every ${name} entry (409 stale if the list changed meanwhile)`,
          security: STAFF_SECURITY,
          body: ReorderBody,
          response: { 200: Type.Array(schemas.entry), ...writeErrors },
        },
      },
      (request) => content.reorder(name, request.body.ids, actor(request)),
    );
  }

  routes.get(
    `${base}/about-us/`,
    {
      ...common,
      schema: {
        tags,
        summary: 'The About page (null before the first save)',
        security: STAFF_SECURITY,
        response: { 200: StaffAboutUs, ...readErrors },
      },
    },
    () => content.aboutUs(),
  );
  routes.put(
    `${base}/about-us/`,
    {
      ...common,
      schema: {
        tags,
        summary: 'Save the About page (about us, vision, mission, images) in both languages',
        security: STAFF_SECURITY,
        body: AboutUsBody,
        response: { 200: StaffAboutUs, ...writeErrors },
      },
    },
    (request) => content.saveAboutUs(request.body, actor(request)),
  );

  routes.get(
    `${base}/terms-title/`,
    {
      ...common,
      schema: {
        tags,
        summary: 'The heading over the terms (null before the first save)',
        security: STAFF_SECURITY,
        response: { 200: StaffTermsTitle, ...readErrors },
      },
    },
    () => content.termsTitle(),
  );
  routes.put(
    `${base}/terms-title/`,
    {
      ...common,
      schema: {
        tags,
        summary: 'Save the heading over the terms in both languages',
        security: STAFF_SECURITY,
        body: TermsTitleBody,
        response: { 200: StaffTermsTitle, ...writeErrors },
      },
    },
    (request) => content.saveTermsTitle(request.body, actor(request)),
  );

  routes.post(
    `${base}/images/`,
    {
      ...common,
      preValidation: formBody({ files: { image: IMAGE_KINDS }, wrongTypeMessage: 'upload.badImage' }),
      schema: {
        tags,
        summary: 'Upload a picture (JPEG, PNG or WebP, at most 5 MB) for a content entry; answers its URL to save with the entry',
        security: STAFF_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImage, ...writeErrors },
      },
    },
    async (request, reply) => {
      const file = request.uploads?.image;
      if (!file) throw new ValidationFailed({ image: [text('validation.required')] });
      const url = await storeContentImage(file.buffer, options.uploadsDir);
      if (!url) throw new ValidationFailed({ image: [text('upload.badImage')] });
      return reply.code(201).send({ url });
    },
  );
}
