import type { ContentListEntry, ContentListName, StaffAboutUs, StaffTermsTitle } from '../../../../shared/schemas/dashboard/content';
import { baseApi } from '../../../api/baseApi';

/** The public page each list feeds: a save refreshes it too (RTK Query tags), so an open guest tab is never stale. */
const PUBLIC_TAG: Record<ContentListName, string> = {
  faq: 'faq',
  story: 'story',
  'our-service': 'our-service',
  'special-about-us': 'special-about-us',
  terms: 'terms',
  partners: 'partners',
};
const listTags = (name: ContentListName) => [
  { type: 'Content' as const, id: `staff-${name}` },
  { type: 'Content' as const, id: PUBLIC_TAG[name] },
];
const base = '/api/dashboard/content';

export const contentAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentList: build.query<ContentListEntry[], ContentListName>({
      query: (name) => `${base}/${name}/`,
      providesTags: (_result, _error, name) => [{ type: 'Content', id: `staff-${name}` }],
    }),
    createContentEntry: build.mutation<ContentListEntry, { name: ContentListName; body: Record<string, unknown> }>({
      query: ({ name, body }) => ({ url: `${base}/${name}/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { name }) => [...listTags(name), 'Audit'],
    }),
    updateContentEntry: build.mutation<ContentListEntry, { name: ContentListName; id: number; body: Record<string, unknown> }>({
      query: ({ name, id, body }) => ({ url: `${base}/${name}/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { name }) => [...listTags(name), 'Audit'],
    }),
    deleteContentEntry: build.mutation<void, { name: ContentListName; id: number; version: number }>({
      query: ({ name, id, version }) => ({ url: `${base}/${name}/${id}/`, method: 'DELETE', params: { version } }),
      invalidatesTags: (_result, _error, { name }) => [...listTags(name), 'Audit'],
    }),
    reorderContent: build.mutation<ContentListEntry[], { name: ContentListName; ids: number[] }>({
      query: ({ name, ids }) => ({ url: `${base}/${name}/reorder/`, method: 'POST', body: { ids } }),
      invalidatesTags: (_result, _error, { name }) => [...listTags(name), 'Audit'],
    }),
    getStaffAbout: build.query<StaffAboutUs, void>({
      query: () => `${base}/about-us/`,
      providesTags: [{ type: 'Content', id: 'staff-about-us' }],
    }),
    saveAbout: build.mutation<StaffAboutUs, Record<string, unknown>>({
      query: (body) => ({ url: `${base}/about-us/`, method: 'PUT', body }),
      // Only a save that went through: a refused one (stale) must not swap the version under the form's edit.
      invalidatesTags: (result) =>
        result ? [{ type: 'Content', id: 'staff-about-us' }, { type: 'Content', id: 'about-us' }, 'Audit'] : [],
    }),
    getStaffTermsTitle: build.query<StaffTermsTitle, void>({
      query: () => `${base}/terms-title/`,
      providesTags: [{ type: 'Content', id: 'staff-terms-title' }],
    }),
    saveTermsTitle: build.mutation<StaffTermsTitle, Record<string, unknown>>({
      query: (body) => ({ url: `${base}/terms-title/`, method: 'PUT', body }),
      // Only a save that went through: a refused one (stale) must not swap the version under the form's edit.
      invalidatesTags: (result) =>
        result ? [{ type: 'Content', id: 'staff-terms-title' }, { type: 'Content', id: 'terms-title' }, 'Audit'] : [],
    }),
    uploadContentImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file);
        return { url: `${base}/images/`, method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetContentListQuery,
  useCreateContentEntryMutation,
  useUpdateContentEntryMutation,
  useDeleteContentEntryMutation,
  useReorderContentMutation,
  useGetStaffAboutQuery,
  useSaveAboutMutation,
  useGetStaffTermsTitleQuery,
  useSaveTermsTitleMutation,
  useUploadContentImageMutation,
} = contentAdminApi;
