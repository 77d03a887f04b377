import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingFlowMachine } from '../../../src/client/features/booking/bookingFlowMachine';
import { makeBooking } from './fixtures';

const paid = makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00', hold_expires_at: null });

function start(change: boolean) {
  const completed = jest.fn();
  const never = () => new Promise<never>(() => undefined);
  const machine = bookingFlowMachine.provide({
    actors: {
      loadBooking: fromPromise(async () => paid),
      createBooking: fromPromise(never),
      updateBooking: fromPromise(never),
      addExtras: fromPromise(never),
      verifyGateway: fromPromise(never),
      checkPaid: fromPromise(never),
    } as never,
    actions: { paymentCompleted: completed, bookingCreated: () => undefined, holdConfirmed: () => undefined, extrasAdded: () => undefined },
  });
  return { actor: createActor(machine, { input: { bookingId: paid.id, change } }).start(), completed };
}

test('a paid booking opened to pay its change waits for the payment widget, with no hold to count down, as kind "change"', async () => {
  const { actor, completed } = start(true);
  await waitFor(actor, (state) => state.matches('awaitingPayment'));
  expect(actor.getSnapshot().context.kind).toBe('change');
  // No hold: hours later it still waits for the payment.
  expect(actor.getSnapshot().can({ type: 'hold.restart' })).toBe(false);
  expect(completed).not.toHaveBeenCalled();
});

test('the same paid booking without a change to pay is simply paid', async () => {
  const { actor, completed } = start(false);
  await waitFor(actor, (state) => state.matches('paid'));
  expect(completed).toHaveBeenCalled();
});
