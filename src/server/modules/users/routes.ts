import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SESSION_ERRORS } from '../../../shared/constants';
import { ProfileUpdateBody } from '../../../shared/schemas/account';
import { SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { UserProfile } from '../../../shared/schemas/users';
import { DeleteAccountBody, ExportRequested, ExportTokenParams } from '../../../shared/schemas/privacy';
import { ConflictError } from '../../../shared/schemas/dashboard/common';
import { DetailError } from '../../../shared/schemas/common';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { Unauthorized } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { IMAGE_KINDS } from '../../lib/uploads';
import { requestLanguage } from '../../plugins/requestContext';
import { createOtpService } from '../accounts/otp';
import { createRefreshTokenService, setRefreshCookie } from '../accounts/refreshTokens';
import { profileOf } from '../accounts/profile';
import { createAccountRepository } from '../accounts/repository';
import { createUserRepository } from './repository';
import { createProfileService } from './service';
import type { PrivacyService } from './privacy';

/** After a password change the answer carries a fresh access token (the old one is refused from now on). */
const UpdatedProfile = Type.Composite([UserProfile, Type.Object({ token: Type.Optional(Type.String()) })]);

/** The signed-in user's own profile: read, and partial update (PATCH or PUT, JSON or multipart with an avatar). */
export default async function userRoutes(app: FastifyInstance, options: { config: AppConfig; clock: Clock; privacy: PrivacyService }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createUserRepository(app.db);
  const refresh = createRefreshTokenService(app.db, options.clock);
  const profiles = createProfileService({
    app,
    refresh,
    clock: options.clock,
    repository: createAccountRepository(app.db),
    otp: createOtpService(app.db, options.clock, options.config.jwtSecret),
    uploadsDir: path.join(options.config.dataDir, 'uploads'),
  });

  routes.get(
    '/user-info/',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserProfile, 401: SessionError },
      },
    },
    async (request) => {
      const profile = await repository.findProfile(request.user!.id);
      // Deleted between authentication and this read: same answer as a token of a missing user.
      if (!profile) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      return profile;
    },
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    routes.route({
      method,
      url: '/user-info/',
      preValidation: formBody({ files: { avatar: IMAGE_KINDS }, nullable: ['gender', 'birth_date'], wrongTypeMessage: 'upload.badImage' }),
      schema: {
        tags: ['account'],
        summary: `Update the signed-in user's profile (${method}: always partial). password needs current_password; a new email is confirmed by a code sent to it`,
        security: [{ bearerAuth: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileUpdateBody,
        response: { 200: UpdatedProfile, 400: ValidationErrorBody, 401: SessionError },
      },
      handler: async (request, reply) => {
        const { user, passwordChanged } = await profiles.update(
          request.user!.id,
          request.body,
          request.uploads?.avatar,
          requestLanguage(request),
        );
        if (!passwordChanged) return profileOf(user);
        setRefreshCookie(reply, await refresh.issue(user.id), options.config.publicUrl.startsWith('https:'));
        return { ...profileOf(user), token: app.tokens.signAccess(user) };
      },
    });
  }

  const { privacy } = options;

  routes.delete(
    '/user-info/',
    {
      schema: {
        tags: ['account'],
        summary:
          'Close the signed-in account after re-entering its password: personal data erased, bookings, tax documents and the audit trail kept without the person; tokens stop at once. 409 while a stay is in progress or a refund pending, or for an account without a password',
        security: [{ bearerAuth: [] }],
        body: DeleteAccountBody,
        response: { 204: Type.Null(), 400: ValidationErrorBody, 401: SessionError, 409: ConflictError },
      },
    },
    async (request, reply) => {
      await privacy.deleteOwn(request.user!.id, request.body.password);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/user-info/export/',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask for a copy of everything held about the signed-in user: a ZIP prepared in the background, its link e-mailed',
        security: [{ bearerAuth: [] }],
        response: { 202: ExportRequested, 401: SessionError },
      },
    },
    async (request, reply) => reply.code(202).send(await privacy.requestExport(request.user!.id, requestLanguage(request).lang)),
  );

  routes.get(
    '/user-info/export/:token/',
    {
      schema: {
        tags: ['account'],
        summary: "A prepared export's ZIP: only for the same signed-in user, until it expires",
        security: [{ bearerAuth: [] }],
        params: ExportTokenParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' }),
          401: SessionError,
          404: DetailError,
          409: ConflictError,
        },
      },
    },
    async (request, reply) => {
      const { body, filename } = await privacy.download(request.params.token, request.user!.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
