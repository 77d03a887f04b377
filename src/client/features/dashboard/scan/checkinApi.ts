import type { GateResult } from '../../../../shared/schemas/dashboard/checkin';
import type { ScanLogPage } from '../../../../shared/schemas/dashboard/frontDesk';
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
    /** At the gate (a scanned e-ticket) or at the desk (the booking's screen); the hut becomes dirty. */
    checkOutGuest: build.mutation<GateResult, { id: number; via: 'desk' | 'scan' }>({
      query: ({ id, via }) => ({ url: `/api/dashboard/checkin/bookings/${id}/check-out/`, method: 'POST', body: { via } }),
      invalidatesTags: ['Audit'],
    }),
    redeemTicket: build.mutation<GateResult, { id: number; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `/api/dashboard/checkin/tickets/${id}/redeem/`, method: 'POST', body: { quantity } }),
      invalidatesTags: ['Audit'],
    }),
    getScanLog: build.query<ScanLogPage, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/checkin/scans/', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVerifyTicketMutation, useCheckInGuestMutation, useCheckOutGuestMutation, useRedeemTicketMutation, useGetScanLogQuery } =
  checkinApi;
