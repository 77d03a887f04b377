import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AwaitingChange, BookingChangeAnswer, BookingChangeBody } from '../../../shared/schemas/bookingChange';
import { DetailError, Id, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { writeErrors } from '../../../shared/schemas/dashboard/common';
import { bookingPolicy } from '../../db/schema';
import { actorOf } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { updateVersioned } from '../../lib/versioned';
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
      ...staffRoute(undefined, 'frontDesk'),
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

  routes.get(
    '/api/products/bookings/:id/change/',
    {
      schema: {
        tags: ['bookings'],
        summary: "The guest's change waiting for its payment (amount, new stay, until when); 404 when none",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: AwaitingChange, 400: ValidationErrorBody, 401: SessionError, 404: DetailError },
      },
    },
    (request) => changes.awaiting(request.user!.id, request.params.id),
  );
}

const BookingPolicy = Type.Object({
  /** Guests change their own booking until this many hours before check-in (0–720). */
  guest_change_hours: Type.Integer({ minimum: 0, maximum: 720 }),
  version: Type.Integer({ minimum: 1 }),
});

/** The resort's booking policy (one row): read and edited in the back office, versioned and audited. */
export async function bookingPolicyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = (summary: string) => ({ tags: ['dashboard: settings'], summary, security: STAFF_SECURITY });
  const read = async () => {
    const [row] = await app.db.select().from(bookingPolicy).where(eq(bookingPolicy.id, 1));
    return { guest_change_hours: row.guestChangeHours, version: row.version };
  };
  routes.get(
    '/api/dashboard/settings/booking-policy/',
    {
      ...staffRoute(undefined, 'frontDesk'),
      schema: { ...schema('How long before check-in guests may change their booking'), response: { 200: BookingPolicy, ...writeErrors } },
    },
    read,
  );
  routes.put(
    '/api/dashboard/settings/booking-policy/',
    {
      ...staffRoute(),
      schema: {
        ...schema('Set how long before check-in guests may change their booking (version: 409 "stale" if changed meanwhile)'),
        body: BookingPolicy,
        response: { 200: BookingPolicy, ...writeErrors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, bookingPolicy, 1, request.body.version, {
          guestChangeHours: request.body.guest_change_hours,
        });
        await recordAudit(tx, {
          actorId: request.user!.id,
          area: 'bookings',
          action: 'update',
          entityType: 'booking_policy',
          entityId: 1,
          before: { guest_change_hours: before.guestChangeHours },
          after: { guest_change_hours: after.guestChangeHours },
        });
      });
      return read();
    },
  );
}
