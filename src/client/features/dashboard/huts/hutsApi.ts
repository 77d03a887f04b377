import type { Page } from '../../../../shared/schemas/common';
import type { UploadedImage } from '../../../../shared/schemas/dashboard/catalogueCommon';
import type { CatalogueOptions } from '../../../../shared/schemas/dashboard/events';
import type { HutInput, HutUpdate, StaffHut, StaffHutRow } from '../../../../shared/schemas/dashboard/huts';
import type { Static } from '@sinclair/typebox';
import { baseApi } from '../../../api/baseApi';

type Uploaded = Static<typeof UploadedImage>;
/** Staff writes also drop the guest pages' cached huts, so the public site shows the change at once. */
const HUT_WRITE = (id?: number) => [{ type: 'StaffHut' as const, id: id ?? 'list' }, { type: 'StaffHut' as const, id: 'list' }, 'Hut' as const];

const imageForm = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

/** /api/dashboard/huts/: the hut list and form, pictures, and the pickers the catalogue forms share. */
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
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    deleteHut: build.mutation<void, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/dashboard/huts/${id}/`, method: 'DELETE', params: { version } }),
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    uploadHutImage: build.mutation<StaffHut, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/api/dashboard/huts/${id}/images/`, method: 'POST', body: imageForm(file) }),
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    reorderHutImages: build.mutation<StaffHut, { id: number; ids: number[] }>({
      query: ({ id, ids }) => ({ url: `/api/dashboard/huts/${id}/images/order/`, method: 'PUT', body: { ids } }),
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    setHutCover: build.mutation<StaffHut, { id: number; imageId: number }>({
      query: ({ id, imageId }) => ({ url: `/api/dashboard/huts/${id}/cover/`, method: 'PUT', body: { image_id: imageId } }),
      invalidatesTags: (_result, _error, { id }) => HUT_WRITE(id),
    }),
    removeHutImage: build.mutation<StaffHut, { id: number; imageId: number }>({
      query: ({ id, imageId }) => ({ url: `/api/dashboard/huts/${id}/images/${imageId}/`, method: 'DELETE' }),
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
  useGetStaffHutsQuery, useGetStaffHutQuery, useCreateHutMutation, useUpdateHutMutation, useDeleteHutMutation, useUploadHutImageMutation,
  useReorderHutImagesMutation, useSetHutCoverMutation, useRemoveHutImageMutation, useGetCatalogueOptionsQuery, useUploadCatalogueImageMutation,
} = hutsApi;
