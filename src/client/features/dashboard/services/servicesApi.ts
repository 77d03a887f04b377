import type { Page } from '../../../../shared/schemas/common';
import type {
  ServiceInput,
  ServiceSessionInput,
  ServiceUpdate,
  StaffService,
  StaffServiceRow,
} from '../../../../shared/schemas/dashboard/services';
import { baseApi } from '../../../api/baseApi';

const WRITE = (id?: number) => [
  { type: 'StaffService' as const, id: 'list' },
  ...(id ? [{ type: 'StaffService' as const, id }] : []),
  'Service' as const,
];

/** /api/dashboard/services/: services and their dated sessions. */
export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Page<StaffServiceRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/services/', params }),
      providesTags: [{ type: 'StaffService', id: 'list' }],
    }),
    getStaffService: build.query<StaffService, number>({
      query: (id) => `/api/dashboard/services/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'StaffService', id }],
    }),
    createService: build.mutation<StaffService, ServiceInput>({
      query: (body) => ({ url: '/api/dashboard/services/', method: 'POST', body }),
      invalidatesTags: WRITE(),
    }),
    updateService: build.mutation<StaffService, { id: number; body: ServiceUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/services/${id}/`, method: 'PUT', body }),
      // Only a save that went through: a refused one (stale) must not swap the version under the form's edit.
      invalidatesTags: (result, _error, { id }) => (result ? WRITE(id) : []),
    }),
    addServiceSession: build.mutation<StaffService, { id: number; body: ServiceSessionInput }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/services/${id}/sessions/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
    updateServiceSession: build.mutation<StaffService, { id: number; sessionId: number; body: ServiceSessionInput & { version: number } }>({
      query: ({ id, sessionId, body }) => ({ url: `/api/dashboard/services/${id}/sessions/${sessionId}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
    cancelServiceSession: build.mutation<StaffService, { id: number; sessionId: number }>({
      query: ({ id, sessionId }) => ({ url: `/api/dashboard/services/${id}/sessions/${sessionId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
  }),
});

export const {
  useGetServicesQuery,
  useGetStaffServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useAddServiceSessionMutation,
  useUpdateServiceSessionMutation,
  useCancelServiceSessionMutation,
} = servicesApi;
