import type { ResortContact } from '../../../shared/schemas/resortContact';
import { baseApi } from '../../api/baseApi';

/** The resort's phone, e-mail and address for the footer of every page, as set in the back office. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResortContact: build.query<ResortContact, void>({
      query: () => '/api/settings/contact/',
      providesTags: [{ type: 'Content', id: 'resort-contact' }],
    }),
  }),
});

export const { useGetResortContactQuery } = contactApi;
