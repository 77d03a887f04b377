import type { SessionTickets, SupplierOverview, SupplierSales } from '../../../../shared/schemas/dashboard/supplierPortal';
import { baseApi } from '../../../api/baseApi';

type SessionRef = { area: 'events' | 'services'; id: number; sessionId: number };
const itemTag = (area: SessionRef['area'], id: number) => ({
  type: area === 'events' ? ('StaffEvent' as const) : ('StaffService' as const),
  id,
});

/** The supplier portal's reads: a session's tickets, the supplier's overview and sales per month. */
export const supplierPortalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionTickets: build.query<SessionTickets, SessionRef>({
      query: ({ area, id, sessionId }) => `/api/dashboard/${area}/${id}/sessions/${sessionId}/tickets/`,
      providesTags: (_result, _error, { area, id }) => [itemTag(area, id)],
    }),
    getSupplierOverview: build.query<SupplierOverview, void>({
      query: () => '/api/dashboard/supplier/overview/',
      providesTags: [
        { type: 'StaffService', id: 'list' },
        { type: 'StaffEvent', id: 'list' },
      ],
    }),
    getSupplierSales: build.query<SupplierSales, void>({
      query: () => '/api/dashboard/supplier/sales/',
      providesTags: [
        { type: 'StaffService', id: 'list' },
        { type: 'StaffEvent', id: 'list' },
      ],
    }),
  }),
});

export const { useGetSessionTicketsQuery, useGetSupplierOverviewQuery, useGetSupplierSalesQuery } = supplierPortalApi;
