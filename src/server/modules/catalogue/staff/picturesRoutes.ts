import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { catalogueWriteErrors, CoverChoice, ImageOrder, PictureParams } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { IdParams } from '../../../../shared/schemas/dashboard/common';
import { MAX_CATALOGUE_IMAGE_BYTES } from '../../../lib/catalogueImages';
import { formBody } from '../../../lib/formBody';
import { IMAGE_KINDS } from '../../../lib/uploads';
import type { createPicturesService } from './pictures';
import { actorOf } from '../../../lib/actor';
import type { staffRoute } from './staffRoute';

/**
 * `<base>/:id/images/`, `…/images/order/`, `…/cover/`, `…/images/:image_id/`: the pictures of a hut, an
 * event or a service. Each answers the whole owner (`response`), as its form reads it.
 */
export function pictureRoutes(
  app: FastifyInstance,
  options: {
    base: string;
    noun: string;
    access: ReturnType<typeof staffRoute>;
    response: TSchema;
    service: ReturnType<typeof createPicturesService<unknown>>;
  },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { base, noun, service, response } = options;
  const { config, schemaBase } = options.access;

  routes.post(
    `${base}/:id/images/`,
    {
      config,
      preValidation: formBody({ files: { image: IMAGE_KINDS }, wrongTypeMessage: 'upload.badImage', maxBytes: MAX_CATALOGUE_IMAGE_BYTES }),
      schema: {
        ...schemaBase,
        summary: `Upload one picture of the ${noun} (multipart field "image": JPEG, PNG or WebP, at most 10 MB); stored as WebP at several widths`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: response, ...catalogueWriteErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addImage(request.params.id, request.uploads?.image, actorOf(request))),
  );

  routes.put(
    `${base}/:id/images/order/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: `Reorder the pictures: every image id of the ${noun}, in the new order (409 stale if the set changed)`,
        params: IdParams,
        body: ImageOrder,
        response: { 200: response, ...catalogueWriteErrors },
      },
    },
    (request) => service.reorderImages(request.params.id, request.body.ids, actorOf(request)),
  );

  routes.put(
    `${base}/:id/cover/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: `Make one of the ${noun}'s pictures its cover`,
        params: IdParams,
        body: CoverChoice,
        response: { 200: response, ...catalogueWriteErrors },
      },
    },
    (request) => service.chooseCover(request.params.id, request.body.image_id, actorOf(request)),
  );

  routes.delete(
    `${base}/:id/images/:image_id/`,
    {
      config,
      schema: {
        ...schemaBase,
        summary: 'Remove a picture (the next one becomes the cover if it was the cover)',
        params: PictureParams,
        response: { 200: response, ...catalogueWriteErrors },
      },
    },
    (request) => service.removeImage(request.params.id, request.params.image_id, actorOf(request)),
  );
}
