import type { DeskRefund, DeskRefundPage, HandOverBody } from '../../../../shared/schemas/dashboard/deskRefunds';
import { baseApi } from '../../../api/baseApi';

export const deskRefundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskRefunds: build.query<DeskRefundPage, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/desk-refunds/', params }),
      providesTags: ['StaffRefund'],
    }),
    handOverDeskRefund: build.mutation<DeskRefund, { id: number } & HandOverBody>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/desk-refunds/${id}/hand-over/`, method: 'POST', body }),
      invalidatesTags: ['StaffRefund', 'StaffBooking', 'Audit'],
    }),
  }),
});

export const { useGetDeskRefundsQuery, useHandOverDeskRefundMutation } = deskRefundsApi;
