import type { HousekeepingBody, HousekeepingList, HutHousekeeping } from '../../../../shared/schemas/dashboard/frontDesk';
import { baseApi } from '../../../api/baseApi';

/** Every hut's housekeeping status, and setting one (the list is updated from the answer). */
export const housekeepingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHousekeeping: build.query<HousekeepingList, void>({
      query: () => '/api/dashboard/housekeeping/',
      keepUnusedDataFor: 0,
    }),
    setHousekeeping: build.mutation<HutHousekeeping, { id: number; body: HousekeepingBody }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/huts/${id}/housekeeping/`, method: 'PUT', body }),
      invalidatesTags: ['Audit'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          housekeepingApi.util.updateQueryData('getHousekeeping', undefined, (draft) => {
            const index = draft.results.findIndex((row) => row.hut.id === id);
            if (index >= 0) draft.results[index] = data;
          }),
        );
      },
    }),
  }),
});

export const { useGetHousekeepingQuery, useSetHousekeepingMutation } = housekeepingApi;
