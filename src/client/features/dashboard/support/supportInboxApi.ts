import type { Page } from '../../../../shared/schemas/common';
import type { SupportCounts, SupportInboxItem, SupportStatusBody, SupportThread } from '../../../../shared/schemas/dashboard/support';
import { baseApi } from '../../../api/baseApi';

type Params = Record<string, string | number>;

/** The support inbox: staff see every message, a supplier the ones sent to them (the API scopes it). */
export const supportInboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportInbox: build.query<Page<SupportInboxItem>, Params>({
      query: (params) => ({ url: '/api/dashboard/support/', params }),
      providesTags: ['SupportInbox'],
    }),
    getSupportCounts: build.query<SupportCounts, void>({ query: () => '/api/dashboard/support/counts/', providesTags: ['SupportInbox'] }),
    getSupportThread: build.query<SupportThread, number>({
      query: (id) => `/api/dashboard/support/${id}/`,
      providesTags: ['SupportInbox'],
    }),
    replySupport: build.mutation<SupportThread, { id: number; body: string; request_key: string }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/support/${id}/reply/`, method: 'POST', body }),
      invalidatesTags: ['SupportInbox', 'Audit'],
    }),
    setSupportStatus: build.mutation<SupportThread, SupportStatusBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/dashboard/support/${id}/status/`, method: 'POST', body }),
      invalidatesTags: ['SupportInbox', 'Audit'],
    }),
  }),
});

export const {
  useGetSupportInboxQuery,
  useGetSupportCountsQuery,
  useGetSupportThreadQuery,
  useReplySupportMutation,
  useSetSupportStatusMutation,
} = supportInboxApi;
