import type {
  ClosedNightsInput,
  HutCalendar,
  PriceRangeInput,
  StaffClosedNights,
  StaffPriceRange,
} from '../../../../shared/schemas/dashboard/huts';
import { baseApi } from '../../../api/baseApi';

type HutArg = { hutId: number };
/** A price change reaches the guest calendar at once: the public hut and availability caches are dropped too. */
const CALENDAR_WRITE = (hutId: number) => [{ type: 'StaffCalendar' as const, id: hutId }, 'Hut' as const];

/** /api/dashboard/huts/:id/calendar|prices|closed-nights/: one hut's year of prices and closed nights. */
export const pricesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHutCalendar: build.query<HutCalendar, HutArg & { year: number }>({
      query: ({ hutId, year }) => ({ url: `/api/dashboard/huts/${hutId}/calendar/`, params: { year } }),
      providesTags: (_result, _error, { hutId }) => [{ type: 'StaffCalendar', id: hutId }],
    }),
    addPriceRange: build.mutation<StaffPriceRange, HutArg & { body: PriceRangeInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/prices/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { hutId }) => CALENDAR_WRITE(hutId),
    }),
    updatePriceRange: build.mutation<StaffPriceRange, HutArg & { rangeId: number; body: PriceRangeInput & { version: number } }>({
      query: ({ hutId, rangeId, body }) => ({ url: `/api/dashboard/huts/${hutId}/prices/${rangeId}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { hutId }) => CALENDAR_WRITE(hutId),
    }),
    removePriceRange: build.mutation<void, HutArg & { rangeId: number; version: number }>({
      query: ({ hutId, rangeId, version }) => ({
        url: `/api/dashboard/huts/${hutId}/prices/${rangeId}/`,
        method: 'DELETE',
        params: { version },
      }),
      invalidatesTags: (_result, _error, { hutId }) => CALENDAR_WRITE(hutId),
    }),
    closeNights: build.mutation<StaffClosedNights, HutArg & { body: ClosedNightsInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/closed-nights/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { hutId }) => CALENDAR_WRITE(hutId),
    }),
    reopenNights: build.mutation<void, HutArg & { closedId: number }>({
      query: ({ hutId, closedId }) => ({ url: `/api/dashboard/huts/${hutId}/closed-nights/${closedId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { hutId }) => CALENDAR_WRITE(hutId),
    }),
  }),
});

export const {
  useGetHutCalendarQuery,
  useAddPriceRangeMutation,
  useUpdatePriceRangeMutation,
  useRemovePriceRangeMutation,
  useCloseNightsMutation,
  useReopenNightsMutation,
} = pricesApi;
