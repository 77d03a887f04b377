import type { BookingMessage, BookingThread, ThreadSummary } from '../../../../shared/schemas/bookingMessages';
import type { Page } from '../../../../shared/schemas/common';
import { baseApi } from '../../../api/baseApi';

/** Conversations about bookings in the back office: staff read and answer, a supplier reads those about their tickets. */
export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Page<ThreadSummary>, { page?: number; unread?: boolean }>({
      query: ({ page, unread }) => ({
        url: '/api/dashboard/conversations/',
        params: { ...(page && page > 1 ? { page } : {}), ...(unread ? { unread: true } : {}) },
      }),
      providesTags: [{ type: 'BookingThread', id: 'LIST' }],
    }),
    getStaffThread: build.query<BookingThread, number>({
      query: (bookingId) => `/api/dashboard/bookings/${bookingId}/messages/`,
      providesTags: (_result, _error, bookingId) => [{ type: 'BookingThread', id: bookingId }],
    }),
    sendStaffMessage: build.mutation<BookingMessage, { bookingId: number; content: string; file: File | null }>({
      query: ({ bookingId, content, file }) => {
        let body: FormData | { content: string } = { content };
        if (file) {
          body = new FormData();
          body.append('content', content);
          body.append('attachment', file);
        }
        return { url: `/api/dashboard/bookings/${bookingId}/messages/`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'BookingThread', id: bookingId },
        { type: 'BookingThread', id: 'LIST' },
      ],
    }),
    markStaffThreadRead: build.mutation<BookingThread, number>({
      query: (bookingId) => ({ url: `/api/dashboard/bookings/${bookingId}/messages/read/`, method: 'POST' }),
      invalidatesTags: [{ type: 'BookingThread', id: 'LIST' }],
      async onQueryStarted(bookingId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(conversationsApi.util.upsertQueryData('getStaffThread', bookingId, data));
      },
    }),
  }),
});

export const { useGetConversationsQuery, useGetStaffThreadQuery, useSendStaffMessageMutation, useMarkStaffThreadReadMutation } =
  conversationsApi;
