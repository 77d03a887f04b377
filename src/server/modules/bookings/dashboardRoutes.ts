import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import { DetailError } from '../../../shared/schemas/common';
import {
  CancelBody,
  DayList,
  DayQuery,
  NoteBody,
  RefundBody,
  StaffBookingDetail,
  StaffBookingPage,
  StaffBookingQuery,
} from '../../../shared/schemas/dashboard/bookings';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { Money } from '../../../shared/schemas/common';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import type { BookingDeps } from './context';
import { createStaffBookingService } from './staffService';
import { actorOf } from '../../lib/actor';

/** /api/dashboard/bookings/: the list (and its CSV), arrivals and departures of a day, one booking with its timeline, staff actions. */
export default async function bookingDashboardRoutes(app: FastifyInstance, { deps }: { deps: BookingDeps }) {
  staffJob(app, 'frontDesk');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = createStaffBookingService(deps);
  const tags = ['dashboard: bookings'];
  const base = '/api/dashboard/bookings';
  const actor = actorOf;
  const access = { ...staffRoute() };
  /** Writes that create something (a note, a refund, a cancellation with its refund) honour an Idempotency-Key. */
  const once = { config: { ...access.config, idempotent: true } };
  /** Finance reads bookings too (figures, refunds, documents lead to them); it refunds, the front desk does the rest. */
  const readAccess = staffRoute(undefined, 'bookingsRead');
  const refund = { config: { ...staffRoute(undefined, 'finance').config, idempotent: true } };
  const read = (summary: string) => ({ tags, summary, security: STAFF_SECURITY });

  routes.get(
    `${base}/`,
    {
      ...readAccess,
      schema: {
        ...read(
          `Bookings (${PAGE_SIZE_DEFAULT} a page): search by code, guest name, e-mail or phone; filter by status, stay, hut, payment, creation days; sort`,
        ),
        querystring: StaffBookingQuery,
        response: { 200: StaffBookingPage, ...readErrors, 404: DetailError },
      },
    },
    (request) => service.list(request.query),
  );

  routes.get(
    `${base}/export.csv`,
    {
      ...access,
      schema: {
        ...read(
          "The filtered bookings as CSV (UTF-8 with BOM; header and words in the staff member's language, times in the resort's time zone)",
        ),
        querystring: StaffBookingQuery,
        response: { 200: Type.String(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        // Fastify pipes a stream as it comes (no serialisation); the schema describes the text it carries.
        .send(service.exportCsv(request.query, request.lang) as unknown as string),
  );

  for (const kind of ['arrivals', 'departures'] as const) {
    routes.get(
      `${base}/${kind}/`,
      {
        ...access,
        schema: {
          ...read(
            `Paid bookings ${kind === 'arrivals' ? 'arriving' : 'leaving'} on a resort day (today by default) with their tickets and what is unpaid`,
          ),
          querystring: DayQuery,
          response: { 200: DayList, ...readErrors },
        },
      },
      (request) => service.day(kind, request.query.date),
    );
  }

  routes.get(
    `${base}/:id/`,
    {
      ...readAccess,
      schema: {
        ...read('One booking: guest, stay, tickets, amounts, what can be refunded, and its timeline'),
        params: IdParams,
        response: { 200: StaffBookingDetail, ...readErrors, 404: DetailError },
      },
    },
    (request) => service.detail(request.params.id),
  );

  const write = (summary: string) => ({ ...read(summary), params: IdParams, response: { 200: StaffBookingDetail, ...writeErrors } });
  routes.post(
    `${base}/:id/cancel/`,
    {
      ...once,
      schema: {
        ...write('Cancel with a full, partial (amount) or no refund and a reason; the guest is e-mailed. Already cancelled: unchanged'),
        body: CancelBody,
      },
    },
    (request) => service.cancel(request.params.id, request.body, actor(request)),
  );
  routes.post(
    `${base}/:id/refund/`,
    {
      ...refund,
      schema: {
        ...write(
          'Refund part of what was paid (never more than is left: 409 code "refund_exceeds"); refunded_before guards a second click (409 "stale")',
        ),
        body: Type.Object({ ...RefundBody.properties, refunded_before: Type.Optional(Money) }, { additionalProperties: false }),
      },
    },
    (request) => service.refund(request.params.id, request.body, actor(request)),
  );
  routes.post(
    `${base}/:id/resend-confirmation/`,
    { ...access, schema: write('E-mail the booking confirmation to the guest again') },
    (request) => service.resendConfirmation(request.params.id, actor(request)),
  );
  routes.post(`${base}/:id/notes/`, { ...once, schema: { ...write('Add an internal note (staff only)'), body: NoteBody } }, (request) =>
    service.note(request.params.id, request.body, actor(request)),
  );
  routes.post(
    `${base}/:id/no-show/`,
    { ...access, schema: write('Mark a paid booking as a no-show (from the check-in day on); again: unchanged') },
    (request) => service.noShow(request.params.id, actor(request)),
  );
}
