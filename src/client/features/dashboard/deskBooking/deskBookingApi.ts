import type {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskGuest,
  DeskOptions,
  DeskQuote,
  DeskQuoteBody,
} from '../../../../shared/schemas/dashboard/deskBookings';
import { baseApi } from '../../../api/baseApi';
import { idempotencyHeaders } from '../../../api/requestKey';

/** Bookings taken at the desk (issue 23 §2): what to book from, the guest search, the quote and the booking itself. */
export const deskBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskOptions: build.query<DeskOptions, void>({ query: () => '/api/dashboard/bookings/desk-options/' }),
    searchDeskGuests: build.query<DeskGuest[], string>({
      query: (search) => ({ url: '/api/dashboard/bookings/guests/', params: { search } }),
    }),
    quoteDeskBooking: build.mutation<DeskQuote, DeskQuoteBody>({
      query: (body) => ({ url: '/api/dashboard/bookings/quote/', method: 'POST', body }),
    }),
    createDeskBooking: build.mutation<DeskBookingAnswer, { body: DeskBookingBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/dashboard/bookings/',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: ['StaffBooking', 'Audit', 'Booking'],
    }),
  }),
});

export const { useGetDeskOptionsQuery, useSearchDeskGuestsQuery, useQuoteDeskBookingMutation, useCreateDeskBookingMutation } = deskBookingApi;
