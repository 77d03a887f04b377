import type { BookingChangeAnswer, BookingChangeBody } from '../../../../shared/schemas/bookingChange';
import type { Grid } from '../../../../shared/schemas/dashboard/grid';
import { baseApi } from '../../../api/baseApi';

/** The reservations grid (issue 23 §1): every hut's stays and closed nights over inclusive days from–to. */
export const gridApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGrid: build.query<Grid, { from?: string; to?: string }>({
      query: ({ from, to }) => ({ url: '/api/dashboard/grid/', params: { ...(from ? { from } : {}), ...(to ? { to } : {}) } }),
      // A staff action on any booking (cancel, refund, no-show, move) changes what the grid shows.
      providesTags: ['StaffBooking'],
    }),
    /** Moves a stay (another hut, other dates) through the back office's change (issue 23 §3); dry_run only prices it. */
    moveBooking: build.mutation<BookingChangeAnswer, BookingChangeBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/bookings/${id}/change/`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { dry_run }) => (dry_run ? [] : ['StaffBooking', 'Audit', 'Booking']),
    }),
  }),
});

export const { useGetGridQuery, useMoveBookingMutation } = gridApi;
