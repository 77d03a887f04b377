import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BookingChangeAnswer, BookingChangeBody } from '../../../shared/schemas/bookingChange';
import { DetailError, Id, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { writeErrors } from '../../../shared/schemas/dashboard/common';
import { actorOf } from '../../lib/actor';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import type { ChangeService } from './change';

const IdParams = Type.Object({ id: Id });
const summary =
  'Change dates, hut or guests, priced with today’s prices for the new nights (dry_run: true only prices it). A cheaper stay is refunded per the cancellation policy; ' +
  '409 with reason "policy", "nights_taken", "closed" or "status" says why not; capacity and dates are 400 on their field';

/** Changing a booking (issue 23 §3): the back office's and the booking's own guest's, through one service. */
export default async function bookingChangeRoutes(app: FastifyInstance, { changes }: { changes: ChangeService }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(
    '/api/dashboard/bookings/:id/change/',
    {
      ...staffRoute(),
      schema: {
        tags: ['dashboard: bookings'],
        summary: `Staff: ${summary}. A change that costs more leaves the difference unpaid on the booking`,
        security: STAFF_SECURITY,
        params: IdParams,
        body: BookingChangeBody,
        response: { 200: BookingChangeAnswer, ...writeErrors },
      },
    },
    (request) => changes.staffChange(request.params.id, request.body, actorOf(request)),
  );

  routes.post(
    '/api/products/bookings/:id/change/',
    {
      schema: {
        tags: ['bookings'],
        summary: `The booking's guest (a paid booking, until the resort's time before check-in): ${summary}. A change that costs more answers checkout_id (kind "change") and is made once it is paid; the booking keeps its nights until then`,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: BookingChangeBody,
        response: {
          200: BookingChangeAnswer,
          400: ValidationErrorBody,
          401: SessionError,
          403: DetailError,
          404: DetailError,
          409: DetailError,
        },
      },
    },
    (request) => changes.guestChange(request.user!.id, request.params.id, request.body),
  );
}
