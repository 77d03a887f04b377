import type { Page } from '../../../../shared/schemas/common';
import type { AuditActor, AuditEntry } from '../../../../shared/schemas/dashboard/audit';
import { baseApi } from '../../../api/baseApi';

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<Page<AuditEntry>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/audit/', params }),
      providesTags: ['Audit'],
    }),
    getAuditActors: build.query<AuditActor[], void>({
      query: () => '/api/dashboard/audit/actors/',
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditLogQuery, useGetAuditActorsQuery } = auditApi;
