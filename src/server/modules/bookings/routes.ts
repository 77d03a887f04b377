import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  AvailableBody,
  AvailableServices,
  Booking,
  BookingBody,
  BookingPage,
  BookingUpdateBody,
  CancelBody,
  ExtraAnswer,
  ExtraBody,
  PaidState,
  PaymentDetails,
  RateAnswer,
  RateBody,
  SandboxPayBody,
  TicketVerifyAnswer,
  TicketVerifyQuery,
} from '../../../shared/schemas/booking';
import { DetailError, Id, PageQuery, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import type { PaymentService } from './paymentService';
import type { createLifecycleService } from './lifecycle';
import type { BookingService } from './service';
import type { BookingDeps } from './context';
import { originalUpcoming } from './upcoming';

/** The original's upcoming booking's fields (hisham-mernan/ken-back UpComingBookingSerializer), each optional. */
const UpcomingAnswer = Type.Object({
  ...BookingPage.properties,
  id: Type.Optional(Type.Integer()),
  hut: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  available_dates: Type.Optional(
    Type.Array(
      Type.Object({
        date_from: Type.String(),
        date_to: Type.String(),
        price: Type.String(),
        weekend_price: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  ),
  check_in: Type.Optional(Type.String()),
  check_out: Type.Optional(Type.String()),
  total_price: Type.Optional(Type.String()),
  persons_max_num: Type.Optional(Type.Integer()),
  kids_max_num: Type.Optional(Type.Integer()),
  paid: Type.Optional(Type.String()),
  not_paid: Type.Optional(Type.String()),
  created_at: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  is_paid: Type.Optional(Type.Boolean()),
  events_tickets_count: Type.Optional(Type.Integer()),
  qr_code_image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  invoice_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
import { STAFF_JOBS } from '../../../shared/staffRoles';

const IdParams = Type.Object({ id: Id });
const BookingIdParams = Type.Object({ booking_id: Id });
const errors = { 400: ValidationErrorBody, 401: SessionError, 403: DetailError, 404: DetailError, 409: DetailError, 503: DetailError };
const schema = <R extends Record<number, TSchema>, E extends { params?: TSchema; querystring?: TSchema; body?: TSchema }>(
  summary: string,
  response: R,
  extra: E = {} as E,
) => ({
  tags: ['bookings'],
  summary,
  security: [{ bearerAuth: [] }],
  ...extra,
  response: { ...errors, ...response },
});

export interface BookingRouteOptions {
  bookings: BookingService;
  lifecycle: ReturnType<typeof createLifecycleService>;
  payments: PaymentService;
  deps: BookingDeps;
}

/** Bookings (contract: Bookings): owner-only; another user's booking is a 404. */
export default async function bookingRoutes(app: FastifyInstance, { bookings, lifecycle, payments, deps }: BookingRouteOptions) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const uid = (request: { user: { id: number } | null }) => request.user!.id;

  routes.post(
    '/api/products/booking/',
    {
      config: { idempotent: true },
      schema: schema(
        'Create a pending booking; prices come from the database (Idempotency-Key honoured)',
        { 201: Booking },
        { body: BookingBody },
      ),
    },
    async (request, reply) => reply.code(201).send(await bookings.create(uid(request), request.body)),
  );

  // Issue 25 §3: the contract's page, and at its top level the original back end's one "upcoming" booking (absent when none).
  routes.get(
    '/api/products/bookings/upcoming/',
    {
      schema: schema(
        "Bookings that end today or later (a page); at the top level, the original clients' one upcoming booking (latest paid or cancelled, not over), absent when none",
        { 200: UpcomingAnswer },
        { querystring: PageQuery },
      ),
    },
    async (request) => {
      const [page, upcoming] = await Promise.all([
        bookings.list(uid(request), 'upcoming', request.query.page, request.query.page_size),
        originalUpcoming(deps, uid(request)),
      ]);
      return { ...page, ...(upcoming ?? {}) };
    },
  );

  // This app's own list of every upcoming booking (My bookings): the page alone.
  routes.get(
    '/api/products/bookings/upcoming/list/',
    {
      schema: schema(
        'Every booking that ends today or later, a page (this app’s My bookings)',
        { 200: BookingPage },
        { querystring: PageQuery },
      ),
    },
    (request) => bookings.list(uid(request), 'upcoming', request.query.page, request.query.page_size),
  );

  routes.get(
    '/api/products/bookings/past/',
    { schema: schema('Bookings that ended, newest first, with can_rate', { 200: BookingPage }, { querystring: PageQuery }) },
    (request) => bookings.list(uid(request), 'past', request.query.page, request.query.page_size),
  );

  routes.get(
    '/api/products/bookings/verify-ticket/',
    {
      config: { roles: ['admin'], staffRoles: STAFF_JOBS.gate },
      schema: schema('Staff: verify the signed token of a QR e-ticket', { 200: TicketVerifyAnswer }, { querystring: TicketVerifyQuery }),
    },
    (request) => lifecycle.verifyTicket(request.query.token),
  );

  routes.get(
    '/api/products/bookings/:id/',
    { schema: schema('One booking (owner only)', { 200: Booking }, { params: IdParams }) },
    (request) => bookings.get(uid(request), request.params.id),
  );

  routes.delete(
    '/api/products/bookings/:id/',
    {
      schema: schema(
        'Discard a booking that holds no money (not confirmed, an unpaid hold, an expired hold); owner only',
        { 204: Type.Null() },
        { params: IdParams },
      ),
    },
    async (request, reply) => {
      await bookings.discard(uid(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/products/bookings/:id/calendar.ics',
    { schema: schema('The stay as an RFC 5545 calendar file', { 200: Type.String() }, { params: IdParams }) },
    async (request, reply) => {
      const file = await lifecycle.calendar(uid(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.code}.ics"`)
        .send(file.body);
    },
  );

  routes.get(
    '/api/products/bookings/:id/ticket.pdf',
    {
      schema: schema(
        'The e-ticket (PDF with the QR code) of a paid booking, in the account language; owner only',
        { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }) },
        { params: IdParams },
      ),
    },
    async (request, reply) => {
      const file = await lifecycle.ticketPdf(uid(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.code}.pdf"`).send(file.body);
    },
  );

  routes.put(
    '/api/products/booking/update/:id/',
    {
      schema: schema(
        'Change a booking that is not paid; status "confirmed" holds nights and seats for HOLD_MINUTES',
        { 200: Booking },
        { params: IdParams, body: BookingUpdateBody },
      ),
    },
    (request) => bookings.update(uid(request), request.params.id, request.body),
  );

  routes.post(
    '/api/products/avliable/service/',
    {
      schema: schema('Events and services with dates inside the stay and seats left', { 200: AvailableServices }, { body: AvailableBody }),
    },
    // The offers' dates come from json_agg, which the query layer types as unknown[]; AvailableServices describes them.
    (request) => lifecycle.available(uid(request), request.body.booking_id) as Promise<Static<typeof AvailableServices>>,
  );

  routes.post(
    '/api/products/service-tickets/extra/',
    {
      schema: schema(
        'Add services to a paid, upcoming booking; pay with create-checkout kind "extra"',
        { 201: ExtraAnswer },
        { body: ExtraBody },
      ),
    },
    async (request, reply) => reply.code(201).send(await lifecycle.addExtras(uid(request), request.body)),
  );

  routes.post(
    '/api/products/booking/cancellation/:id/',
    {
      schema: schema(
        'Cancel a paid booking; refund per policy through the provider',
        { 200: Booking },
        { params: IdParams, body: Type.Union([CancelBody, Type.Null()]) },
      ),
    },
    (request) => lifecycle.cancel(uid(request), request.params.id, request.body?.reason),
  );

  routes.get(
    '/api/products/booking/paid/:id/',
    { schema: schema('Payment state of a booking (polled while a payment is pending)', { 200: PaidState }, { params: IdParams }) },
    (request) => bookings.paidState(uid(request), request.params.id),
  );

  routes.get(
    '/api/products/booking/payment-details/:id/',
    {
      schema: schema(
        'The original clients’ payment summary of the guest’s own booking: dates, guests, ticket counts, total, QR, invoice',
        { 200: PaymentDetails },
        { params: IdParams },
      ),
    },
    (request) => bookings.paymentDetails(uid(request), request.params.id),
  );

  routes.put(
    '/api/products/bookings-pay/:id/',
    {
      schema: schema(
        'Sandbox only: pay with a test card (404 with another provider)',
        { 200: PaidState, 402: Type.Object({ detail: Type.String(), decline_code: Type.String() }) },
        {
          params: IdParams,
          body: SandboxPayBody,
        },
      ),
    },
    (request) => payments.sandboxPay(uid(request), request.params.id, request.body),
  );

  routes.post(
    '/api/products/rate/:booking_id/',
    {
      schema: schema(
        'Rate a paid stay that has ended, once (a second rating: 400 non_field_errors, as the original)',
        { 201: RateAnswer },
        { params: BookingIdParams, body: RateBody },
      ),
    },
    async (request, reply) => reply.code(201).send(await lifecycle.rate(uid(request), request.params.booking_id, request.body)),
  );
}
