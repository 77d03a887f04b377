import type { Page } from '../../../../shared/schemas/common';
import type { StaffAlert } from '../../../../shared/schemas/dashboard/alerts';
import { baseApi } from '../../../api/baseApi';

export type AlertStatus = 'open' | 'acknowledged';

/** Staff alerts: the list by status, the open count for the menu's badge, and acknowledging one. */
export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffAlerts: build.query<Page<StaffAlert>, { status: AlertStatus; page: number }>({
      query: (params) => ({ url: '/api/dashboard/alerts/', params }),
      providesTags: ['StaffAlert'],
    }),
    /** How many alerts are open: the list's count, read with a page of one. */
    getOpenAlertCount: build.query<number, void>({
      query: () => ({ url: '/api/dashboard/alerts/', params: { status: 'open', page_size: 1 } }),
      transformResponse: (page: Page<StaffAlert>) => page.count,
      providesTags: ['StaffAlert'],
    }),
    acknowledgeAlert: build.mutation<StaffAlert, number>({
      query: (id) => ({ url: `/api/dashboard/alerts/${id}/acknowledge/`, method: 'POST', body: {} }),
      invalidatesTags: ['StaffAlert', 'Audit'],
    }),
  }),
});

export const { useGetStaffAlertsQuery, useGetOpenAlertCountQuery, useAcknowledgeAlertMutation } = alertsApi;
