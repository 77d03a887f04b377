import type { Page } from '../../../../shared/schemas/common';
import type { UploadedImage } from '../../../../shared/schemas/dashboard/catalogueCommon';
import type { CatalogueOptions } from '../../../../shared/schemas/dashboard/events';
import type { HutInput, HutUpdate, StaffHut, StaffHutRow } from '../../../../shared/schemas/dashboard/huts';
import type { Static } from '@sinclair/typebox';
import { baseApi } from '../../../api/baseApi';
import { imageForm } from '../components/picturesApi';

type Uploaded = Static<typeof UploadedImage>;
/** Staff writes also drop the guest pages' cached huts, so the public site shows the change at once. */
const HUT_WRITE = (id?: number) => [
  { type: 'StaffHut' as const, id: id ?? 'list' },
  { type: 'StaffHut' as const, id: 'list' },
  'Hut' as const,
];

/** /api/dashboard/huts/: the hut list and form (pictures: components/picturesApi), and the pickers the catalogue forms share. */
export const hutsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffHuts: build.query<Page<StaffHutRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/huts/', params }),
      providesTags: [{ type: 'StaffHut', id: 'list' }],
    }),
    getStaffHut: build.query<StaffHut, number>({
      query: (id) => `/api/dashboard/huts/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'StaffHut', id }],
    }),
    createHut: build.mutation<StaffHut, HutInput>({
      query: (body) => ({ url: '/api/dashboard/huts/', method: 'POST', body }),
      invalidatesTags: HUT_WRITE(),
    }),
    updateHut: build.mutation<StaffHut, { id: number; body: HutUpdate }>({
      query: ({ id, body }) => ({ url: `/api/dashboard/huts/${id}/`, method: 'PUT', body }),
      // Only a save that went through: a refused one (stale) must not swap the version under the form's edit.
      invalidatesTags: (result, _error, { id }) => (result ? HUT_WRITE(id) : []),
    }),
    deleteHut: build.mutation<void, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/dashboard/huts/${id}/`, method: 'DELETE', params: { version } }),
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    getCatalogueOptions: build.query<CatalogueOptions, void>({
      query: () => '/api/dashboard/catalogue/options/',
      providesTags: [{ type: 'StaffHut', id: 'list' }],
    }),
    uploadCatalogueImage: build.mutation<Uploaded, File>({
      query: (file) => ({ url: '/api/dashboard/catalogue/images/', method: 'POST', body: imageForm(file) }),
    }),
  }),
});

export const {
  useGetStaffHutsQuery,
  useGetStaffHutQuery,
  useCreateHutMutation,
  useUpdateHutMutation,
  useDeleteHutMutation,
  useGetCatalogueOptionsQuery,
  useUploadCatalogueImageMutation,
} = hutsApi;
