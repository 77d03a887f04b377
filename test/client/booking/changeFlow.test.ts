import { createActor, fromPromise, waitFor } from 'xstate';
import type { PaidState } from '../../../src/shared/schemas/booking';
import { bookingFlowMachine } from '../../../src/client/features/booking/bookingFlowMachine';
import type { CardDetails } from '../../../src/client/features/booking/lib/card';
import { makeBooking } from './fixtures';

const card: CardDetails = { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Sara Ali' };
const paid = makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00', hold_expires_at: null });

function start(change: boolean, payByCard: jest.Mock) {
  const completed = jest.fn();
  const never = () => new Promise<never>(() => undefined);
  const machine = bookingFlowMachine.provide({
    actors: {
      loadBooking: fromPromise(async () => paid),
      createBooking: fromPromise(never),
      updateBooking: fromPromise(never),
      addExtras: fromPromise(never),
      payByCard: fromPromise(({ input }) => payByCard(input)),
      verifyGateway: fromPromise(never),
      checkPaid: fromPromise(never),
    } as never,
    actions: { paymentCompleted: completed, bookingCreated: () => undefined, holdConfirmed: () => undefined, extrasAdded: () => undefined },
  });
  return { actor: createActor(machine, { input: { bookingId: paid.id, change } }).start(), completed };
}

test('a paid booking opened to pay its change waits for the card, with no hold to count down, and pays kind "change"', async () => {
  const payByCard = jest.fn(async (): Promise<PaidState> => ({
    id: paid.id,
    status: 'paid',
    is_paid: true,
    paid: '1400.00',
    not_paid: '0.00',
  }));
  const { actor, completed } = start(true, payByCard);
  await waitFor(actor, (state) => state.matches('awaitingPayment'));
  expect(actor.getSnapshot().context.kind).toBe('change');
  actor.send({ type: 'payment.submit', card });
  await waitFor(actor, (state) => state.matches('paid'));
  expect(payByCard).toHaveBeenCalledWith(expect.objectContaining({ bookingId: paid.id, kind: 'change' }));
  expect(completed).toHaveBeenCalled();
});

test('the same paid booking without a change to pay is simply paid', async () => {
  const payByCard = jest.fn();
  const { actor } = start(false, payByCard);
  await waitFor(actor, (state) => state.matches('paid'));
  expect(payByCard).not.toHaveBeenCalled();
});
