// Day visits (issue 25 §2): tickets for one day without a stay; the answer is a held booking paid on the payment screen.
import type { Booking } from '../../../shared/schemas/booking';
import type { DayVisitBody } from '../../../shared/schemas/dayVisit';
import { baseApi } from '../../api/baseApi';
import { idempotencyHeaders } from '../../api/requestKey';

export const dayVisitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `idempotencyKey`: one per submission, so a repeated send (a retry) makes one booking. */
    createDayVisit: build.mutation<Booking, { body: DayVisitBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/products/day-visits/',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    /** A lapsed hold held again (My bookings, the payment page): the same tickets, if their seats are still free. */
    holdDayVisitAgain: build.mutation<Booking, number>({
      query: (id) => ({ url: `/api/products/day-visits/${id}/hold/`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Booking', id },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateDayVisitMutation, useHoldDayVisitAgainMutation } = dayVisitApi;
