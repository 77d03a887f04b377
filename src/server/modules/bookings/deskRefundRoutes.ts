import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { DeskRefund, DeskRefundPage, DeskRefundQuery, HandOverBody } from '../../../shared/schemas/dashboard/deskRefunds';
import { actorOf } from '../../lib/actor';
import { STAFF_SECURITY, staffJob, staffRoute } from '../../lib/staffRoute';
import type { BookingDeps } from './context';
import { createDeskRefundService } from './deskRefunds';

/** /api/dashboard/desk-refunds/: money owed to guests at the desk (front desk, finance, managers) and its hand-over. */
export default async function deskRefundRoutes(app: FastifyInstance, { deps }: { deps: BookingDeps }) {
  staffJob(app, 'deskMoney');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createDeskRefundService(deps);
  const tags = ['dashboard: desk refunds'];
  const base = '/api/dashboard/desk-refunds';
  const access = { ...staffRoute() };

  routes.get(
    `${base}/`,
    {
      ...access,
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Refunds of money taken at the desk (cash, card terminal), 25 a page: owed to the guest (the default, longest waiting first) or handed over (newest first); with the count and sum still owed',
        querystring: DeskRefundQuery,
        response: { 200: DeskRefundPage, ...readErrors, 404: writeErrors[404] },
      },
    },
    (request) => service.list(request.query),
  );

  routes.post(
    `${base}/:id/hand-over/`,
    {
      ...access,
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Record that an owed desk refund was handed to the guest: how (cash or terminal) and a reference or note; who and when are the caller and now (audited). Once: 409 "already_handed_over" says who was first and when',
        params: IdParams,
        body: HandOverBody,
        response: { 200: DeskRefund, ...writeErrors },
      },
    },
    (request) => service.handOver(request.params.id, request.body, actorOf(request)),
  );
}
