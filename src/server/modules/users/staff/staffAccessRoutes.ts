import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { writeErrors } from '../../../../shared/schemas/dashboard/common';
import {
  CreateAccountBody,
  EditUserBody,
  InvitationSent,
  InviteStaffBody,
  StaffRoleBody,
  StaffUser,
  StaffUserDetail,
  UserIdParams,
} from '../../../../shared/schemas/dashboard/users';
import type { AppConfig } from '../../../config';
import { actorOf } from '../../../lib/actor';
import type { Clock } from '../../../lib/clock';
import { STAFF_SECURITY, staffJob, staffRoute } from '../../../lib/staffRoute';
import { createOtpService } from '../../accounts/otp';
import { createTwoFactorService } from '../../accounts/twoFactor';
import { createUserRepository } from '../repository';
import { createInvitations } from './invitations';
import { createStaffAccessService } from './staffAccessService';

/** /api/dashboard/users/…: the manager invites staff, sets their role, clears their app; accounts made and corrected by staff. */
export default async function staffAccessRoutes(app: FastifyInstance, { config, clock }: { config: AppConfig; clock: Clock }) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const deliverMail = (message: Parameters<typeof app.deliverMail>[0]) => app.deliverMail(message);
  const service = createStaffAccessService({
    db: app.db,
    clock,
    repository: createUserRepository(app.db),
    invitations: createInvitations({ db: app.db, clock, publicUrl: config.publicUrl, deliverMail }),
    twoFactor: createTwoFactorService({ db: app.db, clock, secret: config.jwtSecret }),
    otp: createOtpService(app.db, clock, config.jwtSecret),
    publicUrl: config.publicUrl,
    deliverMail,
  });
  const schema = (summary: string) => ({ tags: ['dashboard: users'], summary, security: STAFF_SECURITY });

  routes.post(
    '/api/dashboard/users/invitations/',
    {
      ...staffRoute(),
      schema: {
        ...schema('Invite a staff member by e-mail with their role: the link sets their password, once, within 48 hours'),
        body: InviteStaffBody,
        response: { 201: InvitationSent, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.invite(request.body, actorOf(request))),
  );

  routes.post(
    '/api/dashboard/users/:id/invitation/',
    {
      ...staffRoute(),
      schema: {
        ...schema('Send an invited staff member a new link (the earlier one stops working); 409 once they have a password'),
        params: UserIdParams,
        response: { 200: InvitationSent, ...writeErrors },
      },
    },
    (request) => service.reinvite(request.params.id, actorOf(request)),
  );

  routes.put(
    '/api/dashboard/users/:id/staff-role/',
    {
      ...staffRoute(),
      schema: {
        ...schema("Change a staff member's role (applies at their next request); a manager cannot demote themselves"),
        params: UserIdParams,
        body: StaffRoleBody,
        response: { 200: StaffUser, ...writeErrors },
      },
    },
    (request) => service.setStaffRole(request.params.id, request.body, actorOf(request)),
  );

  routes.post(
    '/api/dashboard/users/:id/two-factor/reset/',
    {
      ...staffRoute(),
      schema: {
        ...schema(
          "Clear a staff member's authenticator app and recovery codes (a lost phone): a role that requires one sets it up at the next sign-in",
        ),
        params: UserIdParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.resetTwoFactor(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.patch(
    '/api/dashboard/users/:id/',
    {
      ...staffRoute(),
      schema: {
        ...schema('Correct the name, phone or national ID of an account (version: 409 "stale" if changed meanwhile)'),
        params: UserIdParams,
        body: EditUserBody,
        response: { 200: StaffUserDetail, ...writeErrors },
      },
    },
    (request) => service.edit(request.params.id, request.body, actorOf(request)),
  );

  routes.post(
    '/api/dashboard/users/accounts/',
    {
      ...staffRoute(),
      schema: {
        ...schema('Create a guest or supplier account (verified, approved for a supplier, without a password: send a password reset next)'),
        body: CreateAccountBody,
        response: { 201: StaffUser, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createAccount(request.body, actorOf(request))),
  );

  routes.post(
    '/api/dashboard/users/:id/password-reset/',
    {
      ...staffRoute(),
      schema: {
        ...schema('E-mail the account a password-reset code with the link to the code screen, as if they had asked'),
        params: UserIdParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.sendPasswordReset(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
