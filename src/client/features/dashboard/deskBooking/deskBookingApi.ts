import type {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskGuest,
  DeskOffers,
  DeskOptions,
  DeskQuote,
  DeskQuoteBody,
} from '../../../../shared/schemas/dashboard/deskBookings';
import type { KenItem } from '../../../../shared/schemas/catalogue';
import type { Page } from '../../../../shared/schemas/common';
import { baseApi } from '../../../api/baseApi';
import { idempotencyHeaders } from '../../../api/requestKey';

/** Bookings taken at the desk (issue 23 §2): what to book from, the guest search, the quote and the booking itself. */
export const deskBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskOptions: build.query<DeskOptions, void>({ query: () => '/api/dashboard/bookings/desk-options/' }),
    searchDeskGuests: build.query<DeskGuest[], string>({
      query: (search) => ({ url: '/api/dashboard/bookings/guests/', params: { search } }),
    }),
    getDeskOffers: build.query<DeskOffers, { date_from: string; date_to: string }>({
      query: (params) => ({ url: '/api/dashboard/bookings/desk-offers/', params }),
    }),
    /** The hut's special items (the guest's own list), at most 50. */
    getDeskHutItems: build.query<Page<KenItem>, number>({
      query: (hut) => ({ url: `/api/products/ken-items/hut/${hut}/`, params: { page_size: 50 } }),
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

export const {
  useGetDeskOffersQuery,
  useGetDeskHutItemsQuery,
  useGetDeskOptionsQuery,
  useSearchDeskGuestsQuery,
  useQuoteDeskBookingMutation,
  useCreateDeskBookingMutation,
} = deskBookingApi;
