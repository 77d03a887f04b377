import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { RefundCounts, RefundQuery, StaffRefund, StaffRefundPage } from '../../../shared/schemas/dashboard/refunds';
import { actorOf } from '../../lib/actor';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import type { BookingDeps } from './context';
import { createRefundStaffService } from './refundStaffService';

/** /api/dashboard/refunds/: refunds pending, failed or made (the worker sends them), and a failed one tried again. */
export default async function refundDashboardRoutes(app: FastifyInstance, { deps }: { deps: BookingDeps }) {
  staffJob(app, 'finance');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createRefundStaffService(deps);
  const tags = ['dashboard: refunds'];
  const base = '/api/dashboard/refunds';
  const access = { ...staffRoute() };

  routes.get(
    `${base}/`,
    {
      ...access,
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Refunds, newest first (25 a page), by status: pending (asked for or being sent, with the next attempt), failed (for good, with the error) or succeeded; with the counts of pending and failed ones',
        querystring: RefundQuery,
        response: { 200: StaffRefundPage, ...readErrors, 404: writeErrors[404] },
      },
    },
    (request) => service.list(request.query),
  );

  routes.get(
    `${base}/counts/`,
    {
      ...access,
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary: "How many refunds are pending and how many failed (the menu's badge)",
        response: { 200: RefundCounts, ...readErrors },
      },
    },
    () => service.counts(),
  );

  routes.post(
    `${base}/:id/retry/`,
    {
      ...access,
      schema: {
        tags,
        security: STAFF_SECURITY,
        summary:
          'Try a failed refund again: pending and due now, its attempts counted afresh (audited). 409 "not_failed" when it is not failed, "refund_exceeds" when the charge can no longer cover it',
        params: IdParams,
        response: { 200: StaffRefund, ...writeErrors },
      },
    },
    (request) => service.retry(request.params.id, actorOf(request)),
  );
}
