import type { StaffPicture } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { baseApi } from '../../../api/baseApi';

/** Whose pictures: the staff area, as in `/api/dashboard/<area>/:id/images/`. */
export type PictureArea = 'huts' | 'events' | 'services';
/** What the picture manager needs of the owner; every write answers the whole owner, re-read through its tag. */
export interface PictureOwner {
  id: number;
  images: StaffPicture[];
  cover: string | null;
}

const TAGS = { huts: ['StaffHut', 'Hut'], events: ['StaffEvent', 'Event'], services: ['StaffService', 'Service'] } as const;
/** A picture write drops the staff copy of the owner, the staff list (covers show there) and the guest pages' cache. */
const written = (_result: unknown, _error: unknown, { area, id }: { area: PictureArea; id: number }) => {
  const [staff, guest] = TAGS[area];
  return [{ type: staff, id }, { type: staff, id: 'list' }, guest];
};

export const imageForm = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return form;
};

/** /api/dashboard/<area>/:id/images|cover/: the pictures of a hut, an event or a service. */
export const picturesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPicture: build.mutation<unknown, { area: PictureArea; id: number; file: File }>({
      query: ({ area, id, file }) => ({ url: `/api/dashboard/${area}/${id}/images/`, method: 'POST', body: imageForm(file) }),
      invalidatesTags: written,
    }),
    reorderPictures: build.mutation<unknown, { area: PictureArea; id: number; ids: number[] }>({
      query: ({ area, id, ids }) => ({ url: `/api/dashboard/${area}/${id}/images/order/`, method: 'PUT', body: { ids } }),
      invalidatesTags: written,
    }),
    setCover: build.mutation<unknown, { area: PictureArea; id: number; imageId: number }>({
      query: ({ area, id, imageId }) => ({ url: `/api/dashboard/${area}/${id}/cover/`, method: 'PUT', body: { image_id: imageId } }),
      invalidatesTags: written,
    }),
    removePicture: build.mutation<unknown, { area: PictureArea; id: number; imageId: number }>({
      query: ({ area, id, imageId }) => ({ url: `/api/dashboard/${area}/${id}/images/${imageId}/`, method: 'DELETE' }),
      invalidatesTags: written,
    }),
  }),
});

export const { useUploadPictureMutation, useReorderPicturesMutation, useSetCoverMutation, useRemovePictureMutation } = picturesApi;
