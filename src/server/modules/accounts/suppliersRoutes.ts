import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { SupplierApplication, SupplierDecisionBody, SupplierIdParams, SuppliersQuery } from '../../../shared/schemas/dashboard/suppliers';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createSupplierReview } from './supplierReview';
import { actorOf } from '../../lib/actor';

/** /api/dashboard/suppliers/: the applications suppliers sent at registration, and the resort's decision. */
export default async function suppliersRoutes(app: FastifyInstance) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const review = createSupplierReview(app.db, (message) => app.deliverMail(message));
  const tags = ['dashboard: suppliers'];

  routes.get(
    '/api/dashboard/suppliers/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Supplier applications by status (pending first by default), newest first, 25 a page',
        security: STAFF_SECURITY,
        querystring: SuppliersQuery,
        response: { 200: Paginated(SupplierApplication), ...readErrors, 404: DetailError },
      },
    },
    (request) => review.list(request.query),
  );

  routes.post(
    '/api/dashboard/suppliers/:id/decision/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Approve a supplier, or reject with a reason; the supplier is e-mailed in their language either way',
        security: STAFF_SECURITY,
        params: SupplierIdParams,
        body: SupplierDecisionBody,
        response: { 200: SupplierApplication, ...writeErrors },
      },
    },
    (request) => review.decide(request.params.id, request.body, actorOf(request)),
  );
}
