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
    /** One promo code with its version: what a form reloads after someone else saved it first. */
    getPromo: build.query<StaffPromo, number>({
      query: (id) => `/api/dashboard/promos/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'StaffPromo', id }],
    }),
    createPromo: build.mutation<StaffPromo, PromoInput>({
      query: (body) => ({ url: '/api/dashboard/promos/', method: 'POST', body }),
      invalidatesTags: [{ type: 'StaffPromo', id: 'list' }],
    }),
    updatePromo: build.mutation<StaffPromo, { id: number; body: PromoUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/promos/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'StaffPromo', id: 'list' },
        { type: 'StaffPromo', id },
      ],
    }),
  }),
});

export const { useGetPromosQuery, useLazyGetPromoQuery, useCreatePromoMutation, useUpdatePromoMutation } = promosApi;
