import type { DayVisitTerms, DayVisitTermsBody } from '../../../../shared/schemas/dayVisit';
import { baseApi } from '../../../api/baseApi';

/** Whose terms: the staff area, as in `/api/dashboard/<area>/:id/day-visits/`. */
export type DayVisitArea = 'events' | 'services';
const GUEST_TAG = { events: 'Event', services: 'Service' } as const;

/** Day visitors (issue 25 §2): whether an event or a service is sold without a stay, and its free-cancellation notice. */
export const dayVisitTermsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDayVisitTerms: build.query<DayVisitTerms, { area: DayVisitArea; id: number }>({
      query: ({ area, id }) => `/api/dashboard/${area}/${id}/day-visits/`,
      providesTags: (_result, _error, { area, id }) => [{ type: area === 'events' ? 'StaffEvent' : 'StaffService', id }],
    }),
    setDayVisitTerms: build.mutation<DayVisitTerms, { area: DayVisitArea; id: number; body: DayVisitTermsBody }>({
      query: ({ area, id, body }) => ({ url: `/api/dashboard/${area}/${id}/day-visits/`, method: 'PUT', body }),
      // The guest pages say whether tickets can be booked: their cache goes too.
      invalidatesTags: (_result, _error, { area, id }) => [
        { type: area === 'events' ? 'StaffEvent' : 'StaffService', id },
        GUEST_TAG[area],
      ],
    }),
  }),
});

export const { useGetDayVisitTermsQuery, useSetDayVisitTermsMutation } = dayVisitTermsApi;
