import type { ResortContactBody, StaffResortContact } from '../../../../shared/schemas/resortContact';
import { baseApi } from '../../../api/baseApi';

const url = '/api/dashboard/settings/contact/';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffResortContact: build.query<StaffResortContact, void>({ query: () => url, providesTags: [{ type: 'Content', id: 'staff-resort-contact' }] }),
    saveResortContact: build.mutation<StaffResortContact, ResortContactBody>({
      query: (body) => ({ url, method: 'PUT', body }),
      // The site's footer (an open guest tab) refreshes too. Only a save that went through: a refused one (stale)
      // must not swap the version under the form's edit.
      invalidatesTags: (result) => (result ? [{ type: 'Content', id: 'staff-resort-contact' }, { type: 'Content', id: 'resort-contact' }, 'Audit'] : []),
    }),
  }),
});

export const { useGetStaffResortContactQuery, useSaveResortContactMutation } = settingsApi;
