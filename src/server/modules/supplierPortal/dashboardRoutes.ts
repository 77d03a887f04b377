import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError } from '../../../shared/schemas/common';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { SessionParams } from '../../../shared/schemas/dashboard/catalogueCommon';
import { SessionTickets, SupplierOverview, SupplierSales } from '../../../shared/schemas/dashboard/supplierPortal';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY, staffRoute, SUPPLIER_AND_STAFF, staffJob } from '../../lib/staffRoute';
import { createSupplierPortalService } from './service';

/**
 * The supplier portal's own reads: the tickets of one session (staff too), and a supplier's sales and
 * upcoming sessions. A supplier's catalogue writes are the staff routes, scoped to their own rows.
 */
export default async function supplierPortalRoutes(app: FastifyInstance, options: { clock: Clock; timeZone: string; vatRate: number }) {
  staffJob(app, 'gate');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const portal = createSupplierPortalService({ db: app.db, ...options });
  const schemaBase = { tags: ['dashboard: supplier portal'], security: STAFF_SECURITY };
  const ownerOf = (request: { user: { id: number; role: string } | null }) =>
    request.user!.role === 'supplier' ? request.user!.id : undefined;

  for (const kind of ['events', 'services'] as const) {
    routes.get(
      `/api/dashboard/${kind}/:id/sessions/:session_id/tickets/`,
      {
        ...staffRoute(SUPPLIER_AND_STAFF),
        schema: {
          ...schemaBase,
          summary: "Tickets holding seats on one session: the guest's display name and quantity (a supplier: their own sessions only)",
          params: SessionParams,
          response: { 200: SessionTickets, ...readErrors, 404: DetailError },
        },
      },
      (request) => portal.sessionTickets(kind, request.params.id, request.params.session_id, ownerOf(request)),
    );
  }

  routes.get(
    '/api/dashboard/supplier/sales/',
    {
      ...staffRoute(['supplier']),
      schema: {
        ...schemaBase,
        summary:
          "The signed-in supplier's sales per month of payment (last 12 months with sales): tickets, gross, refunds, net and its VAT",
        response: { 200: SupplierSales, ...readErrors },
      },
    },
    (request) => portal.sales(request.user!.id),
  );

  routes.get(
    '/api/dashboard/supplier/overview/',
    {
      ...staffRoute(['supplier']),
      schema: {
        ...schemaBase,
        summary: "The supplier's landing: this month's sales and their next sessions with seats sold",
        response: { 200: SupplierOverview, ...readErrors },
      },
    },
    (request) => portal.overview(request.user!.id),
  );
}
