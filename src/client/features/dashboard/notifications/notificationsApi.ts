import type { NotificationPage, StaffNotification, StreamTicket, UnreadCount } from '../../../../shared/schemas/dashboard/notifications';
import { baseApi } from '../../../api/baseApi';

/** The back office's notifications: the newest page with the unread count, read marks, and tickets for the live stream. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, { page: number }>({
      query: (params) => ({ url: '/api/dashboard/notifications/', params: { ...params, page_size: 20 } }),
      providesTags: ['StaffNotification'],
    }),
    markNotificationRead: build.mutation<StaffNotification, number>({
      query: (id) => ({ url: `/api/dashboard/notifications/${id}/read/`, method: 'POST', body: {} }),
      invalidatesTags: ['StaffNotification'],
    }),
    markAllNotificationsRead: build.mutation<UnreadCount, { up_to?: number }>({
      query: (body) => ({ url: '/api/dashboard/notifications/read-all/', method: 'POST', body }),
      invalidatesTags: ['StaffNotification'],
    }),
    getStreamTicket: build.mutation<StreamTicket, void>({
      query: () => ({ url: '/api/dashboard/notifications/stream-ticket/', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetStreamTicketMutation,
} = notificationsApi;
