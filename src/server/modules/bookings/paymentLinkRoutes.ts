import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PaidState, SandboxPayBody } from '../../../shared/schemas/booking';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import { PaymentLinkAnswer, PaymentLinkParams } from '../../../shared/schemas/dashboard/deskBookings';
import { CheckoutAnswer, CreateCheckoutBody, VerifyAnswer, VerifyQuery } from '../../../shared/schemas/payments';
import { NotFound, text } from '../../lib/errors';
import { byIp } from '../../plugins/rateLimit';
import type { BookingDeps } from './context';
import { readPaymentLinkToken } from './paymentLink';
import type { PaymentService } from './paymentService';
import type { BookingService } from './service';
import { findBooking } from './view';
import { viewContext } from './context';

const errors = { 400: ValidationErrorBody, 404: DetailError, 409: DetailError, 503: DetailError };

/**
 * A payment link's checkout (issue 23 §2), without an account: the token stands for the booking's owner, and each
 * route is the guest's own payment route (create-checkout, the sandbox card form, verify-payment, paid) run for them.
 * The link works while the hold it was signed for lasts: a lapsed, paid or replaced hold is a 404 "link expired".
 */
export default async function paymentLinkRoutes(
  app: FastifyInstance,
  { deps, bookings, payments }: { deps: BookingDeps; bookings: BookingService; payments: PaymentService },
) {
  app.addHook('onRequest', app.limits({ name: 'payment-link:ip', max: 60, windowSeconds: 60, key: byIp }));
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/payments/link/:token';
  const doc = (summary: string) => ({ tags: ['payments'], summary, params: PaymentLinkParams });

  /** The owner and booking of a live link; `paying` also accepts the booking just paid (the result page's last poll). */
  async function linked(token: string, paying = false) {
    const read = readPaymentLinkToken(deps.config.jwtSecret, token);
    const record = read && (await findBooking(deps.db, read.bookingId, viewContext(deps)));
    const expired = () => new NotFound(text('deskBooking.linkExpired'));
    if (!read || !record) throw expired();
    const held =
      record.status === 'confirmed' &&
      record.hold_expires_at !== null &&
      new Date(record.hold_expires_at).getTime() === read.holdExpiresAt &&
      read.holdExpiresAt > deps.clock.now().getTime();
    if (!held && !(paying && record.status === 'paid')) throw expired();
    return { userId: record.user_id, bookingId: record.id, record };
  }

  routes.get(
    `${base}/`,
    {
      schema: {
        ...doc('The booking a payment link pays for, and until when (no account needed)'),
        response: { 200: PaymentLinkAnswer, ...errors },
      },
    },
    async (request) => {
      const { record } = await linked(request.params.token);
      return { booking: await bookings.view(record), expires_at: new Date(record.hold_expires_at!).toISOString() };
    },
  );

  routes.post(
    `${base}/checkout/`,
    {
      schema: {
        ...doc("Start the booking's checkout through its payment link (as create-checkout)"),
        body: Type.Object({ brand: CreateCheckoutBody.properties.brand }),
        response: { 201: CheckoutAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, bookingId } = await linked(request.params.token);
      const body = { booking_id: bookingId, kind: 'booking' as const, ...(request.body.brand ? { brand: request.body.brand } : {}) };
      return reply.code(201).send(await payments.createCheckout(userId, body));
    },
  );

  routes.put(
    `${base}/pay/`,
    {
      schema: {
        ...doc('Sandbox only: pay through the payment link with a test card (as bookings-pay)'),
        body: SandboxPayBody,
        response: { 200: PaidState, 402: Type.Object({ detail: Type.String(), decline_code: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const { userId, bookingId } = await linked(request.params.token);
      return payments.sandboxPay(userId, bookingId, request.body);
    },
  );

  routes.get(
    `${base}/verify/`,
    {
      schema: {
        ...doc("The gateway's result of the link's payment (as verify-payment)"),
        querystring: VerifyQuery,
        response: { 200: VerifyAnswer, ...errors },
      },
    },
    async (request) => {
      const { userId } = await linked(request.params.token, true);
      return payments.verify(userId, request.query);
    },
  );

  routes.get(
    `${base}/paid/`,
    { schema: { ...doc("The link's booking's payment state (as booking/paid)"), response: { 200: PaidState, ...errors } } },
    async (request) => {
      const { userId, bookingId } = await linked(request.params.token, true);
      return bookings.paidState(userId, bookingId);
    },
  );
}
