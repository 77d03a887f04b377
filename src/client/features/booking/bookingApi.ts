// Bookings and payments (contract: Bookings, Payments). Prices always come from the server's answer.
import type { Static } from '@sinclair/typebox';
import type {
  AvailableServices,
  Booking,
  BookingBody,
  BookingPage,
  BookingUpdateBody,
  ExtraAnswer,
  PaidState,
  RateAnswer,
} from '../../../shared/schemas/booking';
import type { AwaitingChange, BookingChangeAnswer, BookingChangeBody } from '../../../shared/schemas/bookingChange';
import type { KenItem } from '../../../shared/schemas/catalogue';
import type { Page } from '../../../shared/schemas/common';
import { idempotencyHeaders } from '../../api/requestKey';
import type { CheckoutAnswer, CreateCheckoutBody, VerifyAnswer } from '../../../shared/schemas/payments';
import type { BookingTaxDocument } from '../../../shared/schemas/taxDocuments';
import { baseApi } from '../../api/baseApi';

export type AvailableExtras = Static<typeof AvailableServices>;
export type ExtraTickets = Static<typeof ExtraAnswer>;
export type Checkout = Static<typeof CheckoutAnswer>;
export type Verification = Static<typeof VerifyAnswer>;
export type BookingList = Static<typeof BookingPage>;
export type ExtraTicketInput = { service: number; quantity: number; date: number };

const LIST = { type: 'Booking', id: 'LIST' } as const;
const one = (id: number) => ({ type: 'Booking', id }) as const;

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `idempotencyKey`: one per submission, so a repeated send (a retry) makes one booking. */
    createBooking: build.mutation<Booking, { body: BookingBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/products/booking/',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: [LIST],
    }),
    /** The booking's tax invoices and credit notes (issue 22), oldest first. */
    getBookingDocuments: build.query<BookingTaxDocument[], number>({
      query: (id) => `/api/products/bookings/${id}/documents/`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getBooking: build.query<Booking, number>({
      query: (id) => `/api/products/bookings/${id}/`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    updateBooking: build.mutation<Booking, { id: number; body: BookingUpdateBody }>({
      query: ({ id, body }) => ({ url: `/api/products/booking/update/${id}/`, method: 'PUT', body }),
      // The answer is the whole booking: put it in the cache rather than asking again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bookingApi.util.upsertQueryData('getBooking', id, data));
      },
      invalidatesTags: [LIST],
    }),
    /** A booking nothing was paid on (a draft, a hold) goes away; the nights it held are free again. */
    discardBooking: build.mutation<void, number>({
      query: (id) => ({ url: `/api/products/bookings/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [one(id), LIST],
    }),
    getAvailableExtras: build.query<AvailableExtras, number>({
      query: (bookingId) => ({ url: '/api/products/avliable/service/', method: 'POST', body: { booking_id: bookingId } }),
    }),
    getHutItems: build.query<Page<KenItem>, number>({
      query: (hutId) => ({ url: `/api/products/ken-items/hut/${hutId}/`, params: { page_size: 50 } }),
    }),
    addExtraServices: build.mutation<ExtraTickets, { booking: number; tickets: ExtraTicketInput[] }>({
      query: ({ booking, tickets }) => ({
        url: '/api/products/service-tickets/extra/',
        method: 'POST',
        body: { booking, tickets: tickets.map((ticket) => ({ ...ticket, is_extra: true })) },
      }),
      invalidatesTags: (_result, _error, { booking }) => [one(booking), LIST],
    }),
    getUpcomingBookings: build.query<BookingList, number>({
      query: (page) => ({ url: '/api/products/bookings/upcoming/list/', params: { page, page_size: 5 } }),
      providesTags: [LIST],
    }),
    getPastBookings: build.query<BookingList, number>({
      query: (page) => ({ url: '/api/products/bookings/past/', params: { page, page_size: 5 } }),
      providesTags: [LIST],
    }),
    cancelBooking: build.mutation<Booking, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/api/products/booking/cancellation/${id}/`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_result, _error, { id }) => [one(id), LIST],
    }),
    /** Prices (dry_run) or makes a change of dates, hut or guests; a dearer one waits for its payment (checkout_id). */
    changeBooking: build.mutation<BookingChangeAnswer, { id: number; body: BookingChangeBody }>({
      query: ({ id, body }) => ({ url: `/api/products/bookings/${id}/change/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id, body }) => (body.dry_run ? [] : [one(id), LIST, { type: 'Booking', id: `change-${id}` }]),
    }),
    /** The change waiting for its payment: the payment screen's amount and new stay. */
    getAwaitingChange: build.query<AwaitingChange, number>({
      query: (id) => `/api/products/bookings/${id}/change/`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id: `change-${id}` }],
    }),
    getPaidState: build.query<PaidState, number>({
      query: (id) => `/api/products/booking/paid/${id}/`,
      keepUnusedDataFor: 0,
    }),
    rateBooking: build.mutation<Static<typeof RateAnswer>, { bookingId: number; value: number; content: string }>({
      query: ({ bookingId, value, content }) => ({ url: `/api/products/rate/${bookingId}/`, method: 'POST', body: { value, content } }),
      invalidatesTags: [LIST],
    }),
    createCheckout: build.mutation<Checkout, CreateCheckoutBody>({
      query: (body) => ({ url: '/api/payments/create-checkout/', method: 'POST', body }),
    }),
    verifyPayment: build.query<Verification, { resourcePath?: string; checkout_id?: string }>({
      query: (params) => ({ url: '/api/payments/verify-payment/', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCreateBookingMutation,
  useGetBookingQuery,
  useGetBookingDocumentsQuery,
  useUpdateBookingMutation,
  useDiscardBookingMutation,
  useGetAvailableExtrasQuery,
  useGetHutItemsQuery,
  useAddExtraServicesMutation,
  useGetUpcomingBookingsQuery,
  useGetPastBookingsQuery,
  useCancelBookingMutation,
  useChangeBookingMutation,
  useGetAwaitingChangeQuery,
  useRateBookingMutation,
  useCreateCheckoutMutation,
  useVerifyPaymentQuery,
} = bookingApi;

export default bookingApi;
