import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { Booking } from '../../../shared/schemas/booking';
import {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskGuestList,
  DeskGuestQuery,
  DeskOffers,
  DeskOffersQuery,
  DeskOptions,
  DeskQuote,
  DeskQuoteBody,
  DeskRecordPaymentBody,
  DeskSettings,
} from '../../../shared/schemas/dashboard/deskBookings';
import { actorOf } from '../../lib/actor';
import { STAFF_SECURITY, staffJob, staffRoute } from '../../lib/staffRoute';
import type { DeskBookingService } from './deskBookings';

/**
 * Bookings made by staff (issue 23 §2): POST /api/dashboard/bookings/ (contract), its quote, the guest search, money
 * taken at the desk later, and the desk's settings (the manager's to change). The limit on manual discounts is one
 * setting for every staff role for now: per-role limits are left for when roles carry settings (issue 23 §5).
 */
export default async function deskBookingRoutes(app: FastifyInstance, { desk }: { desk: DeskBookingService }) {
  staffJob(app, 'frontDesk');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['dashboard: bookings'];
  const base = '/api/dashboard/bookings';
  const access = staffRoute();
  const once = { config: { ...access.config, idempotent: true } };
  const doc = (summary: string) => ({ tags, summary, security: STAFF_SECURITY });

  routes.post(
    `${base}/`,
    {
      ...once,
      schema: {
        ...doc(
          'A booking taken by staff (phone, walk-in) for an existing or new guest: priced like an online one, with an optional manual discount (reason, within the limit) and paid by link, cash, card terminal or at arrival (Idempotency-Key honoured)',
        ),
        body: DeskBookingBody,
        response: { 201: DeskBookingAnswer, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await desk.create(actorOf(request), request.body)),
  );

  routes.post(
    `${base}/quote/`,
    {
      ...access,
      schema: {
        ...doc('The price of a stay as the desk would book it (the online quote, then the manual discount); nothing is held'),
        body: DeskQuoteBody,
        response: { 200: DeskQuote, ...writeErrors },
      },
    },
    (request) => desk.quote(actorOf(request), request.body),
  );

  routes.get(
    `${base}/guests/`,
    {
      ...access,
      schema: {
        ...doc('Guests whose name, e-mail or phone holds the words typed (at most 10)'),
        querystring: DeskGuestQuery,
        response: { 200: DeskGuestList, ...readErrors },
      },
    },
    (request) => desk.searchGuests(request.query.search),
  );

  routes.get(
    `${base}/desk-options/`,
    {
      ...access,
      schema: {
        ...doc("What the desk books from: the huts (with their capacity) and the caller's manual discount limit (by staff role)"),
        response: { 200: DeskOptions, ...readErrors },
      },
    },
    (request) => desk.options(actorOf(request)),
  );

  routes.get(
    `${base}/desk-offers/`,
    {
      ...access,
      schema: {
        ...doc("Events' and services' sessions inside a stay with seats left, to add to a desk booking"),
        querystring: DeskOffersQuery,
        response: { 200: DeskOffers, ...readErrors },
      },
    },
    (request) => desk.offers(request.query.date_from, request.query.date_to),
  );

  routes.post(
    `${base}/:id/desk-payment/`,
    {
      ...once,
      schema: {
        ...doc(
          "Money taken at the desk (cash or card terminal, with its reference) for a desk booking still held, or for a paid booking's balance (a staff change's difference, unpaid services): paid at once, invoiced",
        ),
        params: IdParams,
        body: DeskRecordPaymentBody,
        response: { 200: Booking, ...writeErrors },
      },
    },
    (request) => desk.recordPayment(actorOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/dashboard/settings/desk-bookings/',
    {
      ...access,
      schema: {
        ...doc("The desk's settings: largest manual discount (front desk, manager), pay-at-arrival deadline, a payment link's hold"),
        response: { 200: DeskSettings, ...readErrors },
      },
    },
    () => desk.settings(),
  );

  routes.put(
    '/api/dashboard/settings/desk-bookings/',
    {
      ...staffRoute(undefined, 'manage'),
      schema: {
        ...doc("Saves the desk's settings with the version read (409 stale otherwise); audited"),
        body: DeskSettings,
        response: { 200: DeskSettings, ...writeErrors },
      },
    },
    (request) => desk.saveSettings(actorOf(request), request.body),
  );
}
