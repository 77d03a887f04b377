import type { RefundCounts, StaffRefund, StaffRefundPage } from '../../../../shared/schemas/dashboard/refunds';
import { baseApi } from '../../../api/baseApi';

export const refundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffRefunds: build.query<StaffRefundPage, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/refunds/', params }),
      providesTags: ['StaffRefund'],
    }),
    getRefundCounts: build.query<RefundCounts, void>({
      query: () => '/api/dashboard/refunds/counts/',
      providesTags: ['StaffRefund'],
    }),
    retryRefund: build.mutation<StaffRefund, number>({
      query: (id) => ({ url: `/api/dashboard/refunds/${id}/retry/`, method: 'POST' }),
      invalidatesTags: ['StaffRefund', 'StaffBooking', 'Audit', 'Booking'],
    }),
  }),
});

export const { useGetStaffRefundsQuery, useGetRefundCountsQuery, useRetryRefundMutation } = refundsApi;
