import type { ChannelInput, HutChannels, StaffChannel } from '../../../../shared/schemas/dashboard/channels';
import { baseApi } from '../../../api/baseApi';

/** The hut's channels are cached under its StaffHut tag; a write also drops the guest pages' huts (their nights changed). */
const channelsTag = (hutId: number) => ({ type: 'StaffHut' as const, id: `channels-${hutId}` });
const CHANNEL_WRITE = (hutId: number) => [channelsTag(hutId), 'Hut' as const];

/** /api/dashboard/huts/{id}/channels/: the export address and the imported calendars (issue 24 §1). */
export const channelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHutChannels: build.query<HutChannels, number>({
      query: (hutId) => `/api/dashboard/huts/${hutId}/channels/`,
      providesTags: (_result, _error, hutId) => [channelsTag(hutId)],
    }),
    addChannel: build.mutation<StaffChannel, { hutId: number; body: ChannelInput }>({
      query: ({ hutId, body }) => ({ url: `/api/dashboard/huts/${hutId}/channels/`, method: 'POST', body }),
      invalidatesTags: (result, _error, { hutId }) => (result ? CHANNEL_WRITE(hutId) : []),
    }),
    removeChannel: build.mutation<void, { hutId: number; channelId: number }>({
      query: ({ hutId, channelId }) => ({ url: `/api/dashboard/huts/${hutId}/channels/${channelId}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { hutId }) => CHANNEL_WRITE(hutId),
    }),
    syncChannels: build.mutation<HutChannels, number>({
      query: (hutId) => ({ url: `/api/dashboard/huts/${hutId}/channels/sync/`, method: 'POST' }),
      invalidatesTags: (_result, _error, hutId) => CHANNEL_WRITE(hutId),
    }),
    confirmEmptyChannel: build.mutation<StaffChannel, { hutId: number; channelId: number }>({
      query: ({ hutId, channelId }) => ({ url: `/api/dashboard/huts/${hutId}/channels/${channelId}/confirm-empty/`, method: 'POST' }),
      invalidatesTags: (_result, _error, { hutId }) => CHANNEL_WRITE(hutId),
    }),
    replaceExport: build.mutation<HutChannels, { hutId: number; revoke: boolean }>({
      query: ({ hutId, revoke }) => ({ url: `/api/dashboard/huts/${hutId}/channels/export/`, method: revoke ? 'DELETE' : 'POST' }),
      invalidatesTags: (_result, _error, { hutId }) => [channelsTag(hutId)],
    }),
  }),
});

export const {
  useGetHutChannelsQuery,
  useAddChannelMutation,
  useRemoveChannelMutation,
  useSyncChannelsMutation,
  useConfirmEmptyChannelMutation,
  useReplaceExportMutation,
} = channelsApi;
