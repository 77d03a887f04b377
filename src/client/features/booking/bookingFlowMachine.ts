// One machine for a booking from its choice to its payment: create → choose extras → hold → pay →
// verify → paid, with the ways back from a declined card, a lapsed hold or a failure. Paying itself happens in the
// gateway's widget (HyperPay's COPYandPAY, or the sandbox's own, one code path): it sends the guest back with a
// resourcePath, which the success screen's machine verifies. Server calls are
// named actors and the screen-facing effects named actions, so tests and screens supply them with
// machine.provide(). A screen that opens with a booking id starts in `resuming` and lands where the
// booking's status says, which makes reloads and returns from a gateway's redirect safe.
import { assign, fromPromise, setup } from 'xstate';
import type { Booking, BookingBody, BookingUpdateBody, PaidState } from '../../../shared/schemas/booking';
import { isDayVisit } from './lib/dayVisit';
import { toFlowFailure, type FlowFailure } from './lib/flowFailure';

export type PaymentKind = 'booking' | 'extra' | 'change';
export type GatewayStatus = 'success' | 'failed' | 'pending';
export type ExtraTicket = { service: number; quantity: number; date: number };

export interface BookingFlowInput {
  bookingId?: number;
  /** The success page: a confirmed booking there means a payment is on its way, so poll for it. */
  expectPayment?: boolean;
  /** HyperPay's return to the result page carries the payment's resourcePath. */
  resourcePath?: string | null;
  /** Paying the difference of a change of dates, hut or guests (My bookings' "Change dates"). */
  change?: boolean;
}

export interface BookingFlowContext {
  bookingId: number | null;
  booking: Booking | null;
  kind: PaymentKind;
  failure: FlowFailure | null;
  /** Where the last failure happened, so a retry goes back to the right step. */
  failedIn: 'loading' | 'paying' | 'verifying' | null;
  polls: number;
  expectPayment: boolean;
  resourcePath: string | null;
  change: boolean;
}

export type BookingFlowEvent =
  | { type: 'booking.create'; body: BookingBody }
  | { type: 'booking.update'; body: BookingBody }
  | { type: 'extras.add'; tickets: ExtraTicket[] }
  | { type: 'hold.confirm' }
  | { type: 'hold.restart' }
  | { type: 'payment.retry' };

export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 10;
/** setTimeout's ceiling: a payment of extras has no hold to count down. */
const NO_DEADLINE = 2 ** 31 - 1;

export const holdLeftMs = (booking: Booking | null, now = Date.now()) =>
  booking?.hold_expires_at ? Math.max(0, Date.parse(booking.hold_expires_at) - now) : 0;

const money = (value: string | undefined) => Number.parseFloat(value ?? '0') || 0;

/** The body that re-sends a booking's current choice (used to hold it, or to hold it again). */
export function bodyOf(booking: Booking, status?: 'confirmed'): BookingUpdateBody {
  return {
    // A day visit has no hut and is never held with this body (its lapsed hold is held again by `holdDayVisitAgain`).
    hut: booking.hut?.id ?? 0,
    persons_max_num: booking.persons_max_num,
    kids_max_num: booking.kids_max_num,
    date: { date_from: booking.dates.date_from, date_to: booking.dates.date_to },
    events: booking.events.filter((t) => t.event && t.date_id).map((t) => ({ event: t.event!, quantity: t.quantity, date: t.date_id! })),
    services: booking.services
      .filter((t) => t.service && t.date_id && !t.is_extra)
      .map((t) => ({ service: t.service!, quantity: t.quantity, date: t.date_id! })),
    special_items: booking.special_items.filter((t) => t.item).map((t) => ({ item: t.item!, quantity: t.quantity })),
    promocode: booking.promocode,
    // The rate plan chosen on the hut page (issue 24 §2), kept as the booking is changed and held.
    rate_plan: booking.rate_plan?.plan?.id ?? null,
    ...(status ? { status } : {}),
  };
}

const fail = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

export const bookingFlowMachine = setup({
  types: {
    context: {} as BookingFlowContext,
    events: {} as BookingFlowEvent,
    input: {} as BookingFlowInput,
  },
  actors: {
    loadBooking: fromPromise<Booking, { bookingId: number }>(fail('loadBooking')),
    createBooking: fromPromise<Booking, { body: BookingBody }>(fail('createBooking')),
    updateBooking: fromPromise<Booking, { bookingId: number; body: BookingUpdateBody }>(fail('updateBooking')),
    /** A day visit's lapsed hold, held again as it was chosen (it has no hut for updateBooking's body). */
    holdDayVisitAgain: fromPromise<Booking, { bookingId: number }>(fail('holdDayVisitAgain')),
    addExtras: fromPromise<unknown, { bookingId: number; tickets: ExtraTicket[] }>(fail('addExtras')),
    verifyGateway: fromPromise<{ status: GatewayStatus }, { resourcePath: string }>(fail('verifyGateway')),
    checkPaid: fromPromise<PaidState, { bookingId: number }>(fail('checkPaid')),
  },
  actions: {
    // Effects the screens provide (moving between routes, toasts).
    bookingCreated: (_, _params: { booking: Booking }) => {},
    holdConfirmed: (_, _params: { booking: Booking }) => {},
    extrasAdded: (_, _params: { bookingId: number }) => {},
    paymentCompleted: (_, _params: { bookingId: number }) => {},
    keepBooking: assign({
      booking: (_, params: { booking: Booking }) => params.booking,
      bookingId: (_, params: { booking: Booking }) => params.booking.id,
    }),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => toFlowFailure(params.error) }),
    clearFailure: assign({ failure: null, failedIn: null }),
  },
  guards: {
    hasBookingId: ({ context }) => context.bookingId !== null,
    isPaidInFull: ({ context }) => ['paid', 'completed'].includes(context.booking?.status ?? '') && money(context.booking?.not_paid) <= 0,
    changeDue: ({ context }) => context.change && context.booking?.status === 'paid',
    hasExtrasDue: ({ context }) => context.booking?.status === 'paid' && money(context.booking.not_paid) > 0,
    awaitsGateway: ({ context }) =>
      context.expectPayment &&
      (context.booking?.status === 'confirmed' || (context.booking?.status === 'paid' && money(context.booking.not_paid) > 0)),
    holdIsLive: ({ context }) => context.booking?.status === 'confirmed' && holdLeftMs(context.booking) > 0,
    isPending: ({ context }) => context.booking?.status === 'pending',
    isDayVisit: ({ context }) => context.booking !== null && isDayVisit(context.booking),
    holdLapsed: ({ context }) => ['confirmed', 'expired'].includes(context.booking?.status ?? ''),
    isBookingPayment: ({ context }) => context.kind === 'booking',
    canPay: ({ context }) => context.kind !== 'booking' || holdLeftMs(context.booking) > 0,
    wasRestarting: ({ context }) => ['confirmed', 'expired'].includes(context.booking?.status ?? ''),
    outputIsPaid: (_, params: { paid: PaidState }) => params.paid.is_paid,
    gatewayIs: (_, params: { status: GatewayStatus; wanted: GatewayStatus }) => params.status === params.wanted,
    hasResourcePath: ({ context }) => !!context.resourcePath,
    pollsLeft: ({ context }) => context.polls < MAX_POLLS,
    failedWhileVerifying: ({ context }) => context.failedIn === 'verifying',
  },
  delays: {
    holdLeft: ({ context }) => (context.kind !== 'booking' ? NO_DEADLINE : Math.min(NO_DEADLINE, holdLeftMs(context.booking))),
    pollInterval: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'bookingFlow',
  context: ({ input }) => ({
    bookingId: input.bookingId ?? null,
    booking: null,
    kind: 'booking',
    failure: null,
    failedIn: null,
    polls: 0,
    expectPayment: !!input.expectPayment,
    resourcePath: input.resourcePath ?? null,
    change: !!input.change,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasBookingId', target: 'resuming' }, { target: 'choosing' }],
    },
    // Reads the booking and goes where its status says.
    resuming: {
      invoke: {
        src: 'loadBooking',
        input: ({ context }) => ({ bookingId: context.bookingId! }),
        onDone: { target: 'routing', actions: { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) } },
        onError: {
          target: 'failed',
          actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, assign({ failedIn: 'loading' })],
        },
      },
    },
    routing: {
      always: [
        // Before "paid in full": the booking is paid, the change's difference is what is due.
        { guard: 'changeDue', target: 'awaitingPayment', actions: assign({ kind: 'change' }) },
        { guard: 'isPaidInFull', target: 'paid' },
        { guard: 'awaitsGateway', target: 'verifying' },
        { guard: 'hasExtrasDue', target: 'awaitingPayment', actions: assign({ kind: 'extra' }) },
        { guard: 'holdIsLive', target: 'awaitingPayment', actions: assign({ kind: 'booking' }) },
        { guard: 'isPending', target: 'choosing' },
        { guard: 'holdLapsed', target: 'expired' },
        { target: 'closed' },
      ],
    },
    choosing: {
      on: {
        'booking.create': { target: 'creating', actions: 'clearFailure' },
        'booking.update': { target: 'updating', guard: 'hasBookingId', actions: 'clearFailure' },
        'hold.confirm': { target: 'confirming', guard: 'hasBookingId', actions: 'clearFailure' },
      },
    },
    creating: {
      invoke: {
        src: 'createBooking',
        input: ({ event }) => ({ body: (event as Extract<BookingFlowEvent, { type: 'booking.create' }>).body }),
        onDone: {
          target: 'choosing',
          actions: [
            { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) },
            { type: 'bookingCreated', params: ({ event }) => ({ booking: event.output }) },
          ],
        },
        onError: { target: 'choosing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      invoke: {
        src: 'updateBooking',
        input: ({ context, event }) => ({
          bookingId: context.bookingId!,
          body: (event as Extract<BookingFlowEvent, { type: 'booking.update' }>).body,
        }),
        onDone: { target: 'choosing', actions: { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) } },
        onError: { target: 'choosing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Holds the nights and seats: the same choice with status "confirmed".
    confirming: {
      invoke: {
        src: 'updateBooking',
        input: ({ context }) => ({ bookingId: context.bookingId!, body: bodyOf(context.booking!, 'confirmed') }),
        onDone: {
          target: 'awaitingPayment',
          actions: [
            { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) },
            assign({ kind: 'booking' }),
            { type: 'holdConfirmed', params: ({ event }) => ({ booking: event.output }) },
          ],
        },
        onError: [
          // Starting again after a lapsed hold: say what is no longer free, stay on the expired step.
          {
            guard: 'wasRestarting',
            target: 'expired',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'choosing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // A day visit's lapsed hold held again (its seats counted again, re-priced); refused: back to expired with the reason.
    reholding: {
      invoke: {
        src: 'holdDayVisitAgain',
        input: ({ context }) => ({ bookingId: context.bookingId! }),
        onDone: {
          target: 'awaitingPayment',
          actions: [
            { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) },
            assign({ kind: 'booking' }),
            { type: 'holdConfirmed', params: ({ event }) => ({ booking: event.output }) },
          ],
        },
        onError: { target: 'expired', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    awaitingPayment: {
      after: { holdLeft: { guard: 'isBookingPayment', target: 'expired' } },
      on: {
        // Changing the choice gives the hold back (the server returns the booking to pending).
        'booking.update': { target: 'updating', guard: 'isBookingPayment', actions: 'clearFailure' },
      },
    },
    // The gateway took the payment but has not reported it yet: ask a bounded number of times.
    verifying: {
      entry: assign({ polls: 0 }),
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasResourcePath', target: 'gateway' }, { target: 'checking' }] },
        gateway: {
          invoke: {
            src: 'verifyGateway',
            input: ({ context }) => ({ resourcePath: context.resourcePath! }),
            onDone: [
              {
                guard: { type: 'gatewayIs', params: ({ event }) => ({ status: event.output.status, wanted: 'success' as const }) },
                target: 'checking',
              },
              {
                guard: { type: 'gatewayIs', params: ({ event }) => ({ status: event.output.status, wanted: 'failed' as const }) },
                target: '#bookingFlow.declined',
                actions: assign({ failure: { kind: 'declined' }, resourcePath: null }),
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
          exit: assign({ resourcePath: null }),
        },
        checking: {
          invoke: {
            src: 'checkPaid',
            input: ({ context }) => ({ bookingId: context.bookingId! }),
            onDone: [
              { guard: { type: 'outputIsPaid', params: ({ event }) => ({ paid: event.output }) }, target: '#bookingFlow.paid' },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          entry: assign({ polls: ({ context }) => context.polls + 1 }),
          after: {
            pollInterval: [
              { guard: 'pollsLeft', target: 'checking' },
              { target: '#bookingFlow.failed', actions: assign({ failure: { kind: 'pendingTooLong' }, failedIn: 'verifying' }) },
            ],
          },
        },
      },
    },
    paid: {
      entry: { type: 'paymentCompleted', params: ({ context }) => ({ bookingId: context.bookingId! }) },
      on: { 'extras.add': { target: 'addingExtras', actions: 'clearFailure' } },
    },
    addingExtras: {
      invoke: {
        src: 'addExtras',
        input: ({ context, event }) => ({
          bookingId: context.bookingId!,
          tickets: (event as Extract<BookingFlowEvent, { type: 'extras.add' }>).tickets,
        }),
        onDone: {
          target: 'awaitingPayment',
          actions: [assign({ kind: 'extra' }), { type: 'extrasAdded', params: ({ context }) => ({ bookingId: context.bookingId! }) }],
        },
        onError: { target: 'paid', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    declined: {
      after: { holdLeft: { guard: 'isBookingPayment', target: 'expired' } },
      on: {
        'payment.retry': [{ guard: 'canPay', target: 'awaitingPayment', actions: 'clearFailure' }, { target: 'expired' }],
      },
    },
    expired: {
      on: {
        'hold.restart': [
          { guard: 'isDayVisit', target: 'reholding', actions: 'clearFailure' },
          { target: 'confirming', actions: 'clearFailure' },
        ],
        'booking.update': { target: 'updating', actions: 'clearFailure' },
      },
    },
    failed: {
      on: {
        'payment.retry': [
          { guard: 'failedWhileVerifying', target: 'verifying', actions: 'clearFailure' },
          { target: 'resuming', actions: 'clearFailure' },
        ],
      },
    },
    // Cancelled or refunded: nothing left to do here.
    closed: { type: 'final' },
  },
});
