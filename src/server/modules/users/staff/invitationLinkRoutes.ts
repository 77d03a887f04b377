import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MessageAnswer } from '../../../../shared/schemas/account';
import { DetailError, ValidationErrorBody } from '../../../../shared/schemas/common';
import { AcceptInvitationBody, InvitationInfo, InvitationParams } from '../../../../shared/schemas/staffAccess';
import type { AppConfig } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { text } from '../../../lib/errors';
import { byIp } from '../../../plugins/rateLimit';
import { inRequestLanguage } from '../../../plugins/requestContext';
import { createInvitations } from './invitations';

const tags = ['account'];
const errors = { 400: ValidationErrorBody, 404: DetailError, 409: DetailError, 429: DetailError };
const perIp = { name: 'invitation:ip', max: 30, windowSeconds: 60, key: byIp };

/** The staff invitation link (public: the token is the key): who it is for, and setting the password once. */
export default async function invitationLinkRoutes(app: FastifyInstance, options: { config: AppConfig; clock: Clock }) {
  const { config, clock } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const invitations = createInvitations({
    db: app.db,
    clock,
    publicUrl: config.publicUrl,
    deliverMail: (message) => app.deliverMail(message),
  });

  routes.get(
    '/staff-invitation/:token/',
    {
      onRequest: app.limits(perIp),
      schema: {
        tags,
        summary: 'A staff invitation link: who it is for and until when (48 h from sending); 404 once used, voided or expired',
        params: InvitationParams,
        response: { 200: InvitationInfo, ...errors },
      },
    },
    (request) => invitations.describe(request.params.token),
  );

  routes.post(
    '/staff-invitation/:token/',
    {
      onRequest: app.limits(perIp),
      schema: {
        tags,
        summary: "Set the invited staff member's password (once); they then sign in (and set up the second step if their role requires it)",
        params: InvitationParams,
        body: AcceptInvitationBody,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => {
      await invitations.accept(request.params.token, request.body.password, request.body.confirm_password);
      return { message: inRequestLanguage(request, text('invitation.accepted')) };
    },
  );
}
