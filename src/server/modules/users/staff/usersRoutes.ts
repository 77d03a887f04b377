import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../../shared/schemas/dashboard/common';
import {
  CreateStaffBody,
  SetActiveBody,
  StaffUser,
  StaffUserDetail,
  UserIdParams,
  UsersQuery,
} from '../../../../shared/schemas/dashboard/users';
import { actorOf } from '../../../lib/actor';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../../lib/staffRoute';
import { createUserRepository } from '../repository';
import { createUsersStaffService } from './usersStaffService';
import { EraseUserBody, NewsletterBody, NewsletterSent } from '../../../../shared/schemas/privacy';
import type { PrivacyService } from '../privacy';
import type { createNewsletter } from '../newsletter';

/** /api/dashboard/users/: find accounts, view one, deactivate or reactivate it, add a staff member. */
export default async function usersDashboardRoutes(
  app: FastifyInstance,
  { privacy, newsletter }: { privacy: PrivacyService; newsletter: ReturnType<typeof createNewsletter> },
) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = { ...createUsersStaffService(app.db, createUserRepository(app.db)), erase: privacy.eraseByStaff };
  const tags = ['dashboard: users'];
  const actor = actorOf;

  routes.get(
    '/api/dashboard/users/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Accounts (25 a page): search by name, e-mail or phone; filter by role, status, verified; sort',
        security: STAFF_SECURITY,
        querystring: UsersQuery,
        response: { 200: Paginated(StaffUser), ...readErrors, 404: DetailError },
      },
    },
    (request) => service.list(request.query),
  );

  routes.get(
    '/api/dashboard/users/:id/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'One account: profile and number of bookings',
        security: STAFF_SECURITY,
        params: UserIdParams,
        response: { 200: StaffUserDetail, ...readErrors, 404: DetailError },
      },
    },
    (request) => service.detail(request.params.id),
  );

  routes.post(
    '/api/dashboard/users/:id/active/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Deactivate (every token stops working at once) or reactivate an account',
        security: STAFF_SECURITY,
        params: UserIdParams,
        body: SetActiveBody,
        response: { 200: StaffUser, ...writeErrors },
      },
    },
    (request) => service.setActive(request.params.id, request.body, actor(request)),
  );

  routes.post(
    '/api/dashboard/users/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Create another staff (admin) account, verified, with a password',
        security: STAFF_SECURITY,
        body: CreateStaffBody,
        response: { 201: StaffUser, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createStaff(request.body, actor(request))),
  );

  routes.post(
    '/api/dashboard/users/:id/erase/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary:
          "Erase an account on the person's written request (the reason is kept in the audit trail): as the guest's own deletion, refused while a stay is in progress or a refund pending",
        security: STAFF_SECURITY,
        params: UserIdParams,
        body: EraseUserBody,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.erase(request.params.id, request.body.reason, actor(request));
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/dashboard/newsletter/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary:
          'Send news and offers by e-mail, written in both languages, to every account whose consent to marketing e-mails stands (each in its own language, with the one-click unsubscribe link and List-Unsubscribe headers); audited with the count',
        security: STAFF_SECURITY,
        body: NewsletterBody,
        response: { 200: NewsletterSent, ...writeErrors },
      },
    },
    (request) => newsletter.send(request.body, actor(request)),
  );
}
