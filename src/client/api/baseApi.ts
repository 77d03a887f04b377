// The one createApi for the one backend. Features add endpoints with injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

export const TAG_TYPES = [
  'Content',
  'Hut',
  'Event',
  'Service',
  'Supplier',
  'Booking',
  'Profile',
  'Support',
  'Review',
  'Audit',
  'StaffUser',
  'StaffHut',
  'StaffCalendar',
  'StaffItem',
  'StaffEvent',
  'StaffService',
  'StaffPromo',
  'SupportInbox',
  'StaffBooking',
  'StaffRefund',
  'StaffAlert',
  'StaffNotification',
  'Saved',
  'BookingThread',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
