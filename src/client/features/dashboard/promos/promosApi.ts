import type { Page } from '../../../../shared/schemas/common';
import type { PromoInput, PromoUpdate, StaffPromo } from '../../../../shared/schemas/dashboard/promos';
import { baseApi } from '../../../api/baseApi';

/** /api/dashboard/promos/: promo codes with the count of bookings that used each. */
export const promosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromos: build.query<Page<StaffPromo>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/promos/', params }),
      providesTags: [{ type: 'StaffPromo', id: 'list' }],
    }),
    createPromo: build.mutation<StaffPromo, PromoInput>({
      query: (body) => ({ url: '/api/dashboard/promos/', method: 'POST', body }),
      invalidatesTags: [{ type: 'StaffPromo', id: 'list' }],
    }),
    updatePromo: build.mutation<StaffPromo, { id: number; body: PromoUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/promos/${id}/`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'StaffPromo', id: 'list' }],
    }),
  }),
});

export const { useGetPromosQuery, useCreatePromoMutation, useUpdatePromoMutation } = promosApi;
