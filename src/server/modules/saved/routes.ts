import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { ConflictError } from '../../../shared/schemas/dashboard/common';
import { SavedItem, SavedMergeBody, SavedParams } from '../../../shared/schemas/saved';
import type { Clock } from '../../lib/clock';
import { createSavedRepository } from './repository';
import { createSavedService } from './service';

const tags = ['saved'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own saved huts, events and services, beside the catalogue's paths (issue 26 §3). */
export default async function savedRoutes(app: FastifyInstance, options: { clock: Clock }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const saved = createSavedService(createSavedRepository(app.db), options.clock);

  routes.get(
    '/api/products/saved/',
    {
      schema: {
        tags,
        summary: 'What the signed-in user saved and is still on offer, newest first',
        security,
        response: { 200: Type.Array(SavedItem), 401: SessionError },
      },
    },
    (request) => saved.list(request.user!.id),
  );

  routes.put(
    '/api/products/saved/:kind/:id/',
    {
      schema: {
        tags,
        summary: 'Save a hut, event or service (201 when saved now, 200 when it already was); 404 for one not on offer',
        security,
        params: SavedParams,
        response: { 200: SavedItem, 201: SavedItem, 400: ValidationErrorBody, 401: SessionError, 404: DetailError, 409: ConflictError },
      },
    },
    async (request, reply) => {
      const { item, created } = await saved.save(request.user!.id, request.params);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  routes.delete(
    '/api/products/saved/:kind/:id/',
    {
      schema: {
        tags,
        summary: 'Remove an item from the signed-in user’s saved list (404 when it is not on it)',
        security,
        params: SavedParams,
        response: { 204: Type.Null(), 400: ValidationErrorBody, 401: SessionError, 404: DetailError },
      },
    },
    async (request, reply) => {
      await saved.remove(request.user!.id, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/products/saved/merge/',
    {
      schema: {
        tags,
        summary: 'Merge the list a browser kept before sign-in: each item once, those no longer on offer left out; the whole list',
        security,
        body: SavedMergeBody,
        response: { 200: Type.Array(SavedItem), 400: ValidationErrorBody, 401: SessionError },
      },
    },
    (request) => saved.merge(request.user!.id, request.body.items),
  );
}
