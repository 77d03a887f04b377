// The guest's conversation with the resort about one of their bookings (issue 26 §2).
import type { BookingMessage, BookingThread, GuestUnread } from '../../../shared/schemas/bookingMessages';
import { baseApi } from '../../api/baseApi';

/** Words as JSON; with a file, a form (multipart) as support's contact form sends. */
export function messageBody(content: string, file: File | null): FormData | { content: string } {
  if (!file) return { content };
  const form = new FormData();
  form.append('content', content);
  form.append('attachment', file);
  return form;
}

export const conversationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuestUnread: build.query<GuestUnread, void>({
      query: () => '/api/products/bookings/messages/unread/',
      providesTags: [{ type: 'BookingThread', id: 'UNREAD' }],
    }),
    getBookingThread: build.query<BookingThread, number>({
      query: (bookingId) => `/api/products/bookings/${bookingId}/messages/`,
      providesTags: (_result, _error, bookingId) => [{ type: 'BookingThread', id: bookingId }],
    }),
    sendBookingMessage: build.mutation<BookingMessage, { bookingId: number; content: string; file: File | null }>({
      query: ({ bookingId, content, file }) => ({
        url: `/api/products/bookings/${bookingId}/messages/`,
        method: 'POST',
        body: messageBody(content, file),
      }),
      invalidatesTags: (_result, _error, { bookingId }) => [{ type: 'BookingThread', id: bookingId }],
    }),
    markBookingThreadRead: build.mutation<BookingThread, number>({
      query: (bookingId) => ({ url: `/api/products/bookings/${bookingId}/messages/read/`, method: 'POST' }),
      invalidatesTags: [{ type: 'BookingThread', id: 'UNREAD' }],
      async onQueryStarted(bookingId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(conversationApi.util.upsertQueryData('getBookingThread', bookingId, data));
      },
    }),
  }),
});

export const { useGetGuestUnreadQuery, useGetBookingThreadQuery, useSendBookingMessageMutation, useMarkBookingThreadReadMutation } =
  conversationApi;
