import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import type { Booking, BookingBody, PaidState } from '../../../src/shared/schemas/booking';
import {
  bookingFlowMachine,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  type BookingFlowInput,
} from '../../../src/client/features/booking/bookingFlowMachine';
import { inMinutes, makeBooking } from './fixtures';

const returned = { bookingId: 7, expectPayment: true, resourcePath: '/v1/checkouts/abc/payment' };
const paidState = (is_paid: boolean): PaidState => ({
  id: 7,
  status: is_paid ? 'paid' : 'confirmed',
  is_paid,
  paid: is_paid ? '900.00' : '0.00',
  not_paid: is_paid ? '0.00' : '900.00',
});
const conflict = { status: 409, data: { detail: 'The hold has expired.' } };
const body: BookingBody = { hut: 3, persons_max_num: 2, kids_max_num: 0, date: { date_from: '2026-12-10', date_to: '2026-12-12' } };

type Actors = Partial<{
  loadBooking: () => Promise<Booking>;
  createBooking: (input: { body: BookingBody }) => Promise<Booking>;
  updateBooking: (input: { bookingId: number; body: { status?: string } }) => Promise<Booking>;
  holdDayVisitAgain: (input: { bookingId: number }) => Promise<Booking>;
  addExtras: () => Promise<unknown>;
  verifyGateway: () => Promise<{ status: 'success' | 'failed' | 'pending' }>;
  checkPaid: () => Promise<PaidState>;
}>;

function start(input: BookingFlowInput, actors: Actors, effects: Record<string, jest.Mock> = {}) {
  const clock = new SimulatedClock();
  const never = () => new Promise<never>(() => undefined);
  const wrap = <T>(fn: ((input: never) => Promise<T>) | undefined) =>
    fromPromise(({ input }: { input: unknown }) => (fn ? fn(input as never) : never()));
  const machine = bookingFlowMachine.provide({
    actors: {
      loadBooking: wrap(actors.loadBooking),
      createBooking: wrap(actors.createBooking),
      updateBooking: wrap(actors.updateBooking),
      holdDayVisitAgain: wrap(actors.holdDayVisitAgain),
      addExtras: wrap(actors.addExtras),
      verifyGateway: wrap(actors.verifyGateway),
      checkPaid: wrap(actors.checkPaid),
    } as never,
    actions: {
      bookingCreated: effects.bookingCreated ?? (() => undefined),
      holdConfirmed: effects.holdConfirmed ?? (() => undefined),
      extrasAdded: effects.extrasAdded ?? (() => undefined),
      paymentCompleted: effects.paymentCompleted ?? (() => undefined),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock };
}

const settle = (actor: AnyActorRef, value: string) => waitFor(actor, (snapshot) => snapshot.matches(value), { timeout: 5000 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('booking flow machine', () => {
  test('choosing → creating → choosing with the booking, then extras update it', async () => {
    const created = makeBooking();
    const bookingCreated = jest.fn();
    const updateBooking = jest.fn(async (_input: { bookingId: number; body: Record<string, unknown> }) =>
      makeBooking({ total_price: '1000.00' }),
    );
    const { actor } = start({}, { createBooking: async () => created, updateBooking }, { bookingCreated });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().can({ type: 'hold.confirm' })).toBe(false);
    actor.send({ type: 'booking.create', body });
    expect(actor.getSnapshot().value).toBe('creating');
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.bookingId).toBe(7);
    expect(bookingCreated).toHaveBeenCalledWith(expect.anything(), { booking: created });
    actor.send({ type: 'booking.update', body: { ...body, events: [{ event: 1, date: 2, quantity: 2 }] } });
    expect(actor.getSnapshot().value).toBe('updating');
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.booking?.total_price).toBe('1000.00');
    expect(updateBooking.mock.calls[0][0]).toMatchObject({ bookingId: 7, body: { events: [{ event: 1, date: 2, quantity: 2 }] } });
  });

  test('a refused creation stays on choosing with the reason', async () => {
    const { actor } = start({}, { createBooking: async () => Promise.reject(conflict) });
    actor.send({ type: 'booking.create', body });
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'conflict', message: 'The hold has expired.' });
  });

  test('confirming holds with status confirmed, then waits for the payment widget', async () => {
    const holdConfirmed = jest.fn();
    const paymentCompleted = jest.fn();
    const updateBooking = jest.fn(async (_input: { bookingId: number; body: Record<string, unknown> }) =>
      makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }),
    );
    const { actor } = start(
      { bookingId: 7 },
      { loadBooking: async () => makeBooking(), updateBooking },
      { holdConfirmed, paymentCompleted },
    );
    await settle(actor, 'choosing');
    actor.send({ type: 'hold.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await settle(actor, 'awaitingPayment');
    expect(updateBooking.mock.calls[0][0].body.status).toBe('confirmed');
    expect(holdConfirmed).toHaveBeenCalled();
    // Paying happens in the gateway's widget, which leaves the page: nothing here claims it paid.
    expect(paymentCompleted).not.toHaveBeenCalled();
  });

  test('a hold refused as taken goes back to choosing with the reason', async () => {
    const { actor } = start(
      { bookingId: 7 },
      { loadBooking: async () => makeBooking(), updateBooking: async () => Promise.reject(conflict) },
    );
    await settle(actor, 'choosing');
    actor.send({ type: 'hold.confirm' });
    await settle(actor, 'choosing');
    expect(actor.getSnapshot().context.failure?.kind).toBe('conflict');
  });

  test('the hold expires while the guest is on the payment step, and can be held again', async () => {
    const confirmed = makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) });
    const updateBooking = jest.fn(async (_input: { bookingId: number; body: Record<string, unknown> }) =>
      makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(60) }),
    );
    const { actor, clock } = start({ bookingId: 7 }, { loadBooking: async () => confirmed, updateBooking });
    await settle(actor, 'awaitingPayment');
    clock.increment(29 * 60_000);
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    clock.increment(61_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    actor.send({ type: 'hold.restart' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await settle(actor, 'awaitingPayment');
    expect(updateBooking.mock.calls[0][0].body).toMatchObject({ status: 'confirmed', hut: 3, date: { date_from: '2026-12-10' } });
  });

  test('holding again after expiry when the nights were taken stays expired with the reason', async () => {
    const lapsed = makeBooking({ status: 'expired', hold_expires_at: inMinutes(-5) });
    const { actor } = start({ bookingId: 7 }, { loadBooking: async () => lapsed, updateBooking: async () => Promise.reject(conflict) });
    await settle(actor, 'expired');
    actor.send({ type: 'hold.restart' });
    await settle(actor, 'expired');
    expect(actor.getSnapshot().context.failure?.kind).toBe('conflict');
  });

  test("a day visit's lapsed hold is held again by its own call (no hut to re-send); refused, it stays expired with the reason", async () => {
    const visit = makeBooking({ kind: 'day_visit', hut: null, status: 'expired', hold_expires_at: null });
    const updateBooking = jest.fn(async () => makeBooking());
    const holdDayVisitAgain = jest
      .fn<Promise<Booking>, [{ bookingId: number }]>()
      .mockRejectedValueOnce({ status: 409, data: { detail: 'Only 0 left for "Night dive" on 2026-04-10.' } })
      .mockResolvedValueOnce({ ...visit, status: 'confirmed', hold_expires_at: inMinutes(30) });
    const { actor } = start({ bookingId: 7 }, { loadBooking: async () => visit, updateBooking, holdDayVisitAgain });
    await settle(actor, 'expired');
    actor.send({ type: 'hold.restart' });
    expect(actor.getSnapshot().value).toBe('reholding');
    await settle(actor, 'expired');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'conflict', message: 'Only 0 left for "Night dive" on 2026-04-10.' });
    actor.send({ type: 'hold.restart' });
    await settle(actor, 'awaitingPayment');
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'booking', failure: null, booking: { status: 'confirmed' } });
    expect(holdDayVisitAgain.mock.calls).toEqual([[{ bookingId: 7 }], [{ bookingId: 7 }]]);
    expect(updateBooking).not.toHaveBeenCalled();
  });

  test('a payment the gateway reports pending is polled until it is paid', async () => {
    const checkPaid = jest.fn<Promise<PaidState>, []>().mockResolvedValueOnce(paidState(false)).mockResolvedValueOnce(paidState(true));
    const { actor, clock } = start(returned, {
      loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }),
      verifyGateway: async () => ({ status: 'pending' }),
      checkPaid,
    });
    await settle(actor, 'verifying.waiting');
    expect(checkPaid).toHaveBeenCalledTimes(0);
    clock.increment(POLL_INTERVAL_MS);
    await settle(actor, 'verifying.waiting');
    expect(checkPaid).toHaveBeenCalledTimes(1);
    clock.increment(POLL_INTERVAL_MS - 1);
    expect(checkPaid).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await settle(actor, 'paid');
    expect(checkPaid).toHaveBeenCalledTimes(2);
  });

  test('polling stops after its bound and fails; retry polls again', async () => {
    const checkPaid = jest.fn(async () => paidState(false));
    const { actor, clock } = start(
      { bookingId: 7, expectPayment: true },
      { loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }), checkPaid },
    );
    await settle(actor, 'verifying');
    for (let poll = 0; poll < MAX_POLLS; poll += 1) {
      await settle(actor, 'verifying.waiting');
      clock.increment(POLL_INTERVAL_MS);
      await flush();
    }
    await settle(actor, 'failed');
    expect(checkPaid).toHaveBeenCalledTimes(MAX_POLLS);
    expect(actor.getSnapshot().context.failure?.kind).toBe('pendingTooLong');
    checkPaid.mockResolvedValue(paidState(true));
    actor.send({ type: 'payment.retry' });
    await settle(actor, 'paid');
  });

  test('a payment the gateway declined says so, and the retry goes back to the payment step', async () => {
    const { actor } = start(returned, {
      loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }),
      verifyGateway: async () => ({ status: 'failed' }),
    });
    await settle(actor, 'declined');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'declined' });
    expect(actor.getSnapshot().context.resourcePath).toBeNull();
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  test('the hold can lapse while the declined message is shown', async () => {
    const { actor, clock } = start(returned, {
      loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(1) }),
      verifyGateway: async () => ({ status: 'failed' }),
    });
    await settle(actor, 'declined');
    clock.increment(61_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  test('a booking that cannot be loaded fails, and retry loads it again', async () => {
    const loadBooking = jest
      .fn<Promise<Booking>, []>()
      .mockRejectedValueOnce({ status: 'FETCH_ERROR' })
      .mockResolvedValueOnce(makeBooking());
    const { actor } = start({ bookingId: 7 }, { loadBooking });
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
    actor.send({ type: 'payment.retry' });
    await settle(actor, 'choosing');
  });

  describe('resumes from the fetched booking', () => {
    test.each([
      ['pending', makeBooking(), 'choosing'],
      ['confirmed with a live hold', makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(10) }), 'awaitingPayment'],
      ['confirmed with a lapsed hold', makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(-1) }), 'expired'],
      ['expired', makeBooking({ status: 'expired', hold_expires_at: inMinutes(-40) }), 'expired'],
      ['paid', makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' }), 'paid'],
      ['paid with services still to pay', makeBooking({ status: 'paid', paid: '900.00', not_paid: '150.00' }), 'awaitingPayment'],
      ['refunded', makeBooking({ status: 'refunded' }), 'closed'],
    ])('%s', async (_name, booking, expected) => {
      const { actor } = start({ bookingId: 7 }, { loadBooking: async () => booking });
      expect(actor.getSnapshot().value).toBe('resuming');
      await settle(actor, expected);
    });

    test('a payment of extras has no hold to expire', async () => {
      const { actor, clock } = start(
        { bookingId: 7 },
        { loadBooking: async () => makeBooking({ status: 'paid', paid: '900.00', not_paid: '150.00' }) },
      );
      await settle(actor, 'awaitingPayment');
      expect(actor.getSnapshot().context.kind).toBe('extra');
      clock.increment(3 * 60 * 60_000);
      expect(actor.getSnapshot().value).toBe('awaitingPayment');
    });

    test('the result page with a gateway resourcePath verifies, then checks the booking is paid', async () => {
      const verifyGateway = jest.fn(async () => ({ status: 'success' as const }));
      const { actor } = start(
        { bookingId: 7, expectPayment: true, resourcePath: '/v1/checkouts/abc/payment' },
        {
          loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(10) }),
          verifyGateway,
          checkPaid: async () => paidState(true),
        },
      );
      await settle(actor, 'paid');
      expect(verifyGateway).toHaveBeenCalledWith({ resourcePath: '/v1/checkouts/abc/payment' });
    });

    test('a gateway that reports failure lands on declined', async () => {
      const { actor } = start(
        { bookingId: 7, expectPayment: true, resourcePath: '/v1/checkouts/abc/payment' },
        {
          loadBooking: async () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(10) }),
          verifyGateway: async () => ({ status: 'failed' }),
        },
      );
      await settle(actor, 'declined');
    });
  });

  test('services added to a paid booking are paid as extras', async () => {
    const extrasAdded = jest.fn();
    const { actor } = start(
      { bookingId: 7 },
      {
        loadBooking: async () => makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' }),
        addExtras: async () => ({}),
      },
      { extrasAdded },
    );
    await settle(actor, 'paid');
    actor.send({ type: 'extras.add', tickets: [{ service: 1, date: 4, quantity: 2 }] });
    expect(actor.getSnapshot().value).toBe('addingExtras');
    await settle(actor, 'awaitingPayment');
    expect(actor.getSnapshot().context.kind).toBe('extra');
    expect(extrasAdded).toHaveBeenCalled();
  });
});
