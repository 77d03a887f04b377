import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { CheckoutAnswer, CreateCheckoutBody, VerifyAnswer, VerifyQuery } from '../../../shared/schemas/payments';
import type { PaymentService } from './paymentService';

const errors = { 400: ValidationErrorBody, 401: SessionError, 404: DetailError, 409: DetailError, 503: DetailError };

/** Payments (contract: Payments). */
export default async function paymentRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // Notifications are verified over the exact bytes received (HyperPay sends a hex string as text/plain).
  app.addContentTypeParser(
    ['text/plain', 'application/octet-stream'],
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  routes.post(
    '/api/payments/create-checkout/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout for a confirmed booking with an unexpired hold (or kind "extra")',
        security: [{ bearerAuth: [] }],
        body: CreateCheckoutBody,
        response: { ...errors, 201: CheckoutAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await payments.createCheckout(request.user!.id, request.body)),
  );

  routes.get(
    '/api/payments/verify-payment/',
    {
      schema: {
        tags: ['payments'],
        summary: "Ask the gateway for a payment's result (owner only); completes the booking once",
        security: [{ bearerAuth: [] }],
        querystring: VerifyQuery,
        response: { ...errors, 200: VerifyAnswer },
      },
    },
    (request) => payments.verify(request.user!.id, request.query),
  );

  app.post(
    '/api/payments/webhook/',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway's notification (HyperPay: AES-256-GCM encrypted hex); 200 only when verified",
        response: {
          200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }),
          // {detail} when the notification cannot be verified; a body that is not JSON (or of another type) is refused like any other.
          400: Type.Union([DetailError, ValidationErrorBody]),
        },
      },
    },
    async (request) => {
      const body =
        typeof request.body === 'string'
          ? request.body
          : Buffer.isBuffer(request.body)
            ? request.body.toString('utf8')
            : JSON.stringify(request.body ?? '');
      return payments.webhook(body, request.headers);
    },
  );
}
