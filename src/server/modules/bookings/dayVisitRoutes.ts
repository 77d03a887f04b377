import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Booking } from '../../../shared/schemas/booking';
import { DetailError, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { IdParams } from '../../../shared/schemas/catalogue';
import { DayVisitBody } from '../../../shared/schemas/dayVisit';
import type { DayVisitService } from './dayVisit';

/** Day visits (issue 25 §2): any signed-in guest buys one day's tickets without a stay, then pays as for any booking. */
export default async function dayVisitRoutes(app: FastifyInstance, { dayVisits }: { dayVisits: DayVisitService }) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/products/day-visits/',
    {
      config: { idempotent: true },
      schema: {
        tags: ['bookings'],
        summary:
          'A day visit: tickets for one day’s sessions of offers open to day visitors, without a stay; answers the booking held for HOLD_MINUTES, paid with create-checkout kind "booking" (Idempotency-Key honoured)',
        security: [{ bearerAuth: [] }],
        body: DayVisitBody,
        response: { 201: Booking, 400: ValidationErrorBody, 401: SessionError, 409: DetailError },
      },
    },
    async (request, reply) => reply.code(201).send(await dayVisits.create(request.user!.id, request.body)),
  );

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/products/day-visits/:id/hold/',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Holds again a day visit whose hold lapsed before payment (as a stay is held again): the same sessions and quantities, re-priced, for HOLD_MINUTES; 409 naming what has no seats left, or when the day has passed or the booking is no longer a hold',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Booking, 400: ValidationErrorBody, 401: SessionError, 404: DetailError, 409: DetailError },
      },
    },
    (request) => dayVisits.holdAgain(request.user!.id, request.params.id),
  );
}
