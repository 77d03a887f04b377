import type { GateResult } from '../../../../shared/schemas/dashboard/checkin';
import { baseApi } from '../../../api/baseApi';

/** The gate: each call answers the booking as the gate should now show it. */
export const checkinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyTicket: build.mutation<GateResult, string>({
      query: (code) => ({ url: '/api/dashboard/checkin/verify/', method: 'POST', body: { code } }),
    }),
    checkInGuest: build.mutation<GateResult, number>({
      query: (id) => ({ url: `/api/dashboard/checkin/bookings/${id}/check-in/`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
    redeemTicket: build.mutation<GateResult, { id: number; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `/api/dashboard/checkin/tickets/${id}/redeem/`, method: 'POST', body: { quantity } }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useVerifyTicketMutation, useCheckInGuestMutation, useRedeemTicketMutation } = checkinApi;
