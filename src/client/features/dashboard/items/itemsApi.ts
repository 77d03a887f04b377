import type { Page } from '../../../../shared/schemas/common';
import type { ItemInput, ItemUpdate, StaffItem } from '../../../../shared/schemas/dashboard/items';
import { baseApi } from '../../../api/baseApi';

/** /api/dashboard/items/: special items of the huts, with what bookings hold of each. */
export const itemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getItems: build.query<Page<StaffItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/items/', params }),
      providesTags: [{ type: 'StaffItem', id: 'list' }],
    }),
    /** One item with its version: what a form reloads after someone else saved it first. */
    getItem: build.query<StaffItem, number>({
      query: (id) => `/api/dashboard/items/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'StaffItem', id }],
    }),
    createItem: build.mutation<StaffItem, ItemInput>({
      query: (body) => ({ url: '/api/dashboard/items/', method: 'POST', body }),
      invalidatesTags: [{ type: 'StaffItem', id: 'list' }, 'Hut'],
    }),
    updateItem: build.mutation<StaffItem, { id: number; body: ItemUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/items/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'StaffItem', id: 'list' }, { type: 'StaffItem', id }, 'Hut'],
    }),
  }),
});

export const { useGetItemsQuery, useLazyGetItemQuery, useCreateItemMutation, useUpdateItemMutation } = itemsApi;
