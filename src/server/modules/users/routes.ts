import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SESSION_ERRORS } from '../../../shared/constants';
import { UserProfile } from '../../../shared/schemas/users';
import { Unauthorized } from '../../lib/errors';
import { createUserRepository } from './repository';

/** The signed-in user's profile. The accounts issue adds PATCH/PUT next to it. */
export default async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createUserRepository(app.db);

  routes.get(
    '/user-info/',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: UserProfile, 401: Type.Record(Type.String(), Type.String()) } },
    },
    async (request) => {
      const profile = await repository.findProfile(request.user!.id);
      // Deleted between authentication and this read: same answer as a token of a missing user.
      if (!profile) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      return profile;
    },
  );
}
