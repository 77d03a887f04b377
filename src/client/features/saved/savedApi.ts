import type { SavedItem, SavedKind, SavedRef } from '../../../shared/schemas/saved';
import { baseApi } from '../../api/baseApi';

/** The signed-in guest's saved huts, events and services (kept on the account). */
export const savedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSaved: build.query<SavedItem[], void>({
      query: () => '/api/products/saved/',
      providesTags: ['Saved'],
    }),
    saveItem: build.mutation<SavedItem, SavedRef>({
      query: ({ kind, id }) => ({ url: `/api/products/saved/${kind}/${id}/`, method: 'PUT' }),
      invalidatesTags: ['Saved'],
    }),
    removeSaved: build.mutation<void, { kind: SavedKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/api/products/saved/${kind}/${id}/`, method: 'DELETE' }),
      // The heart empties at once; the list is asked again after.
      async onQueryStarted({ kind, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          savedApi.util.updateQueryData('getSaved', undefined, (items) => items.filter((item) => item.kind !== kind || item.id !== id)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Saved'],
    }),
    mergeSaved: build.mutation<SavedItem[], SavedRef[]>({
      query: (items) => ({ url: '/api/products/saved/merge/', method: 'POST', body: { items } }),
      invalidatesTags: ['Saved'],
    }),
  }),
});

export const { useGetSavedQuery, useSaveItemMutation, useRemoveSavedMutation, useMergeSavedMutation } = savedApi;
