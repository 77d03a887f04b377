import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { BookingIdParams, GateResult, RedeemBody, TicketIdParams, VerifyBody } from '../../../shared/schemas/dashboard/checkin';
import type { Clock } from '../../lib/clock';
import { STAFF_SECURITY } from '../../lib/staffRoute';
import { actorOf } from '../../lib/actor';
import { createCheckinService } from './service';

/** The gate: staff check stays in and redeem any ticket; a supplier redeems only the tickets of their own events and services. */
const GATE = { config: { roles: ['admin', 'supplier'] as const } };
const STAFF_ONLY = { config: { roles: ['admin'] as const } };

/** /api/dashboard/checkin/: verify a scanned or typed e-ticket, check the stay in, redeem today's tickets. */
export default async function checkinDashboardRoutes(app: FastifyInstance, options: { clock: Clock; timeZone: string; qrSecret: string }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const gate = createCheckinService({ db: app.db, clock: options.clock, timeZone: options.timeZone, qrSecret: options.qrSecret });
  const base = { tags: ['dashboard: check-in'], security: STAFF_SECURITY };

  routes.post(
    '/api/dashboard/checkin/verify/',
    {
      ...GATE,
      schema: {
        ...base,
        summary:
          "Verify an e-ticket's signed QR payload or a typed booking code: valid or the reason, the guest, the stay (staff only) and today's tickets",
        body: VerifyBody,
        response: { 200: GateResult, ...readErrors },
      },
    },
    (request) => gate.verify(request.body.code, actorOf(request)),
  );

  routes.post(
    '/api/dashboard/checkin/bookings/:id/check-in/',
    {
      ...STAFF_ONLY,
      schema: {
        ...base,
        summary:
          'Check the guest in (once: 409 code "already_checked_in" says when and by whom; other 409 codes are the reasons the e-ticket is not valid today)',
        params: BookingIdParams,
        response: { 200: GateResult, ...writeErrors },
      },
    },
    (request) => gate.checkIn(request.params.id, actorOf(request)),
  );

  routes.post(
    '/api/dashboard/checkin/tickets/:id/redeem/',
    {
      ...GATE,
      schema: {
        ...base,
        summary:
          'Redeem some of an event or service ticket for today; never more than bought (409 code "over_quantity"); a supplier only their own tickets',
        params: TicketIdParams,
        body: RedeemBody,
        response: { 200: GateResult, ...writeErrors },
      },
    },
    (request) => gate.redeem(request.params.id, request.body.quantity, actorOf(request)),
  );
}
