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
  }),
});

export const { useGetGridQuery } = gridApi;
