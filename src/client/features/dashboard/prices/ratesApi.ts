import type {
  BulkEditInput,
  BulkPreview,
  HutRatesInput,
  RatePlanInput,
  RatePlanUpdate,
  Season,
  SeasonInput,
  StaffHutRates,
  StaffRatePlan,
  StayRule,
  StayRuleInput,
} from '../../../../shared/schemas/dashboard/rates';
import { baseApi } from '../../../api/baseApi';

type HutArg = { hutId: number };
/** A hut's rates are cached beside its calendar; a change reaches the guest's hut page at once ('Hut'). */
const RATES = (hutId: number) => [{ type: 'StaffCalendar' as const, id: `rates-${hutId}` }, 'Hut' as const];

/** Issue 24 §2: rate plans, stay rules, length-of-stay discounts, extra guests, seasons and bulk edits. */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHutRates: build.query<StaffHutRates, HutArg>({
      query: ({ hutId }) => `/api/dashboard/huts/${hutId}/rates/`,
      providesTags: (_result, _error, { hutId }) => [{ type: 'StaffCalendar', id: `rates-${hutId}` }],
    }),
    putHutRates: build.mutation<StaffHutRates, HutArg & { body: HutRatesInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/rates/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { hutId }) => RATES(hutId),
    }),
    addRatePlan: build.mutation<StaffRatePlan, HutArg & { body: RatePlanInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/rate-plans/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { hutId }) => RATES(hutId),
    }),
    updateRatePlan: build.mutation<StaffRatePlan, HutArg & { planId: number; body: RatePlanUpdate }>({
      query: ({ hutId, planId, body }) => ({ url: `/api/dashboard/huts/${hutId}/rate-plans/${planId}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { hutId }) => RATES(hutId),
    }),
    addStayRule: build.mutation<StayRule, HutArg & { body: StayRuleInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/stay-rules/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { hutId }) => RATES(hutId),
    }),
    removeStayRule: build.mutation<void, HutArg & { ruleId: number }>({
      query: ({ hutId, ruleId }) => ({ url: `/api/dashboard/huts/${hutId}/stay-rules/${ruleId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { hutId }) => RATES(hutId),
    }),
    getSeasons: build.query<Season[], void>({
      query: () => '/api/dashboard/seasons/',
      providesTags: [{ type: 'StaffCalendar', id: 'seasons' }],
    }),
    addSeason: build.mutation<Season, SeasonInput>({
      query: (body) => ({ url: '/api/dashboard/seasons/', method: 'POST', body }),
      invalidatesTags: [{ type: 'StaffCalendar', id: 'seasons' }],
    }),
    previewBulk: build.mutation<BulkPreview, BulkEditInput>({
      query: (body) => ({ url: '/api/dashboard/rates/bulk/preview/', method: 'POST', body }),
    }),
    applyBulk: build.mutation<BulkPreview, BulkEditInput>({
      query: (body) => ({ url: '/api/dashboard/rates/bulk/', method: 'POST', body }),
      // Every hut's calendar and rates may have changed, and the guest pages with them.
      invalidatesTags: ['StaffCalendar', 'Hut'],
    }),
  }),
});

export const {
  useGetHutRatesQuery,
  usePutHutRatesMutation,
  useAddRatePlanMutation,
  useUpdateRatePlanMutation,
  useAddStayRuleMutation,
  useRemoveStayRuleMutation,
  useGetSeasonsQuery,
  useAddSeasonMutation,
  usePreviewBulkMutation,
  useApplyBulkMutation,
} = ratesApi;
