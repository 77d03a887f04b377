// Runs the booking flow machine for one screen, with the real server calls and the screen's effects.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { fromPromise } from 'xstate';
import type { Booking, PaidState } from '../../../shared/schemas/booking';
import { newRequestKey } from '../../api/requestKey';
import { bookingApi } from './bookingApi';
import { bookingFlowMachine, type BookingFlowInput } from './bookingFlowMachine';
import { dayVisitApi } from './dayVisitApi';

type Dispatch = ReturnType<typeof useDispatch>;

/** Runs an endpoint outside React's hooks and returns its data or throws its error. */
async function run<T>(dispatch: Dispatch, action: unknown): Promise<T> {
  const request = dispatch(action as never) as unknown as { unwrap(): Promise<T>; reset?: () => void; unsubscribe?: () => void };
  try {
    return await request.unwrap();
  } finally {
    request.reset?.();
    request.unsubscribe?.();
  }
}

export interface BookingFlowEffects {
  bookingCreated?: (booking: Booking) => void;
  holdConfirmed?: (booking: Booking) => void;
  extrasAdded?: (bookingId: number) => void;
  paymentCompleted?: (bookingId: number) => void;
}

export function useBookingFlow(input: BookingFlowInput, effects: BookingFlowEffects = {}) {
  const dispatch = useDispatch();
  // The machine is created once; its effects read the screen's latest callbacks through a ref.
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });

  const machine = useMemo(
    () =>
      bookingFlowMachine.provide({
        actors: {
          loadBooking: fromPromise(({ input: { bookingId } }) =>
            run<Booking>(dispatch, bookingApi.endpoints.getBooking.initiate(bookingId, { forceRefetch: true })),
          ),
          // One key per submission (each booking.create event): the endpoint's automatic retry sends it again.
          createBooking: fromPromise(({ input: { body } }) =>
            run<Booking>(dispatch, bookingApi.endpoints.createBooking.initiate({ body, idempotencyKey: newRequestKey() })),
          ),
          updateBooking: fromPromise(({ input: { bookingId, body } }) =>
            run<Booking>(dispatch, bookingApi.endpoints.updateBooking.initiate({ id: bookingId, body })),
          ),
          holdDayVisitAgain: fromPromise(({ input: { bookingId } }) =>
            run<Booking>(dispatch, dayVisitApi.endpoints.holdDayVisitAgain.initiate(bookingId)),
          ),
          addExtras: fromPromise(({ input: { bookingId, tickets } }) =>
            run(dispatch, bookingApi.endpoints.addExtraServices.initiate({ booking: bookingId, tickets })),
          ),
          verifyGateway: fromPromise(({ input: { resourcePath } }) =>
            run<{ status: 'success' | 'failed' | 'pending' }>(
              dispatch,
              bookingApi.endpoints.verifyPayment.initiate({ resourcePath }, { forceRefetch: true }),
            ),
          ),
          checkPaid: fromPromise(async ({ input: { bookingId } }) => {
            const paid = await run<PaidState>(dispatch, bookingApi.endpoints.getPaidState.initiate(bookingId, { forceRefetch: true }));
            if (paid.is_paid) dispatch(bookingApi.util.invalidateTags([{ type: 'Booking', id: bookingId }]));
            return paid;
          }),
        },
        actions: {
          bookingCreated: (_, { booking }) => latest.current.bookingCreated?.(booking),
          holdConfirmed: (_, { booking }) => latest.current.holdConfirmed?.(booking),
          extrasAdded: (_, { bookingId }) => latest.current.extrasAdded?.(bookingId),
          paymentCompleted: (_, { bookingId }) => latest.current.paymentCompleted?.(bookingId),
        },
      }),
    [dispatch],
  );
  const [state, send] = useMachine(machine, { input });
  return { state, send };
}

export type BookingFlowState = ReturnType<typeof useBookingFlow>['state'];
