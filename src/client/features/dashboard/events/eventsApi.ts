import type { Page } from '../../../../shared/schemas/common';
import type { EventInput, EventSessionInput, EventUpdate, StaffEvent, StaffEventRow } from '../../../../shared/schemas/dashboard/events';
import { baseApi } from '../../../api/baseApi';

const WRITE = (id?: number) => [
  { type: 'StaffEvent' as const, id: 'list' },
  ...(id ? [{ type: 'StaffEvent' as const, id }] : []),
  'Event' as const,
];

/** /api/dashboard/events/: events and their dated sessions. */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<Page<StaffEventRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/events/', params }),
      providesTags: [{ type: 'StaffEvent', id: 'list' }],
    }),
    getStaffEvent: build.query<StaffEvent, number>({
      query: (id) => `/api/dashboard/events/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'StaffEvent', id }],
    }),
    createEvent: build.mutation<StaffEvent, EventInput>({
      query: (body) => ({ url: '/api/dashboard/events/', method: 'POST', body }),
      invalidatesTags: WRITE(),
    }),
    updateEvent: build.mutation<StaffEvent, { id: number; body: EventUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/events/${id}/`, method: 'PUT', body }),
      // Only a save that went through: a refused one (stale) must not swap the version under the form's edit.
      invalidatesTags: (result, _error, { id }) => (result ? WRITE(id) : []),
    }),
    addEventSession: build.mutation<StaffEvent, { id: number; body: EventSessionInput }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/events/${id}/sessions/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
    updateEventSession: build.mutation<StaffEvent, { id: number; sessionId: number; body: EventSessionInput & { version: number } }>({
      query: ({ id, sessionId, body }) => ({ url: `/api/dashboard/events/${id}/sessions/${sessionId}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
    cancelEventSession: build.mutation<StaffEvent, { id: number; sessionId: number }>({
      query: ({ id, sessionId }) => ({ url: `/api/dashboard/events/${id}/sessions/${sessionId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => WRITE(id),
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetStaffEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useAddEventSessionMutation,
  useUpdateEventSessionMutation,
  useCancelEventSessionMutation,
} = eventsApi;
