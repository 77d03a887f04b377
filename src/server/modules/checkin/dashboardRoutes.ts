import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import {
  BookingIdParams,
  CheckOutBody,
  GateResult,
  RedeemBody,
  TicketIdParams,
  VerifyBody,
} from '../../../shared/schemas/dashboard/checkin';
import { ScanLogPage, ScanLogQuery } from '../../../shared/schemas/dashboard/frontDesk';
import type { Clock } from '../../lib/clock';
import { STAFF_JOBS } from '../../../shared/staffRoles';
import { STAFF_SECURITY, staffJob } from '../../lib/staffRoute';
import { actorOf } from '../../lib/actor';
import { scanLogPage } from './scanLog';
import { createCheckinService, type GateContext } from './service';

/** The gate: staff check stays in and redeem any ticket; a supplier redeems only the tickets of their own events and services. */
const GATE = { config: { roles: ['admin', 'supplier'] as const } };
const STAFF_ONLY = { config: { roles: ['admin'] as const } };
/** The scan log is the front desk's (the gate scans, it does not audit scans). */
const SCAN_LOG = { config: { roles: ['admin'] as const, staffRoles: STAFF_JOBS.frontDesk } };

/** The device a gate action came from: the name the scan screen gives it (X-Device-Name), else its browser's user agent. */
function deviceOf(request: FastifyRequest): string {
  const named = request.headers['x-device-name'];
  const name = (Array.isArray(named) ? named[0] : named)?.trim();
  return (name || request.headers['user-agent'] || '').slice(0, 200);
}

const at = (request: FastifyRequest, via: GateContext['via'] = 'scan'): GateContext => ({ device: deviceOf(request), via });

/** /api/dashboard/checkin/: verify a scanned or typed e-ticket, check the stay in, redeem today's tickets. */
export default async function checkinDashboardRoutes(app: FastifyInstance, options: { clock: Clock; timeZone: string; qrSecret: string }) {
  staffJob(app, 'gate');
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
    (request) => gate.verify(request.body.code, actorOf(request), at(request)),
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
    (request) => gate.checkIn(request.params.id, actorOf(request), at(request)),
  );

  routes.post(
    '/api/dashboard/checkin/bookings/:id/check-out/',
    {
      ...STAFF_ONLY,
      schema: {
        ...base,
        summary:
          'Check the guest out at the desk or by a scanned e-ticket (`via`, desk when not said): once, after a check-in (409 "not_checked_in", "already_checked_out"); early or late is recorded; the hut becomes dirty',
        params: BookingIdParams,
        body: CheckOutBody,
        response: { 200: GateResult, ...writeErrors },
      },
      // A desk's check-out may send no body at all: taken as {} (via desk) before the body is validated.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    (request) => gate.checkOut(request.params.id, actorOf(request), at(request, request.body?.via ?? 'desk')),
  );

  routes.get(
    '/api/dashboard/checkin/scans/',
    {
      ...SCAN_LOG,
      schema: {
        ...base,
        summary:
          'The scan log: every verify, check-in, check-out and redemption, accepted or refused, with who, when and the device; newest first',
        querystring: ScanLogQuery,
        response: { 200: ScanLogPage, ...readErrors },
      },
    },
    (request) => scanLogPage(app.db, request.query, options.timeZone),
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
    (request) => gate.redeem(request.params.id, request.body.quantity, actorOf(request), at(request)),
  );
}
