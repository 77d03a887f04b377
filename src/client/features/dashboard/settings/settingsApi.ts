import type { DeskSettings } from '../../../../shared/schemas/dashboard/deskBookings';
import type { ResortContactBody, StaffResortContact } from '../../../../shared/schemas/resortContact';
import type { SellerSettingsBody, StaffSellerSettings } from '../../../../shared/schemas/sellerSettings';
import { baseApi } from '../../../api/baseApi';

const url = '/api/dashboard/settings/contact/';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffResortContact: build.query<StaffResortContact, void>({
      query: () => url,
      providesTags: [{ type: 'Content', id: 'staff-resort-contact' }],
    }),
    saveResortContact: build.mutation<StaffResortContact, ResortContactBody>({
      query: (body) => ({ url, method: 'PUT', body }),
      // The site's footer (an open guest tab) refreshes too. Only a save that went through: a refused one (stale)
      // must not swap the version under the form's edit.
      invalidatesTags: (result) =>
        result ? [{ type: 'Content', id: 'staff-resort-contact' }, { type: 'Content', id: 'resort-contact' }, 'Audit'] : [],
    }),
  }),
});

export const { useGetStaffResortContactQuery, useSaveResortContactMutation } = settingsApi;

const sellerUrl = '/api/dashboard/settings/seller/';

export const sellerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSellerSettings: build.query<StaffSellerSettings, void>({
      query: () => sellerUrl,
      providesTags: [{ type: 'Content', id: 'seller-settings' }],
    }),
    saveSellerSettings: build.mutation<StaffSellerSettings, SellerSettingsBody>({
      query: (body) => ({ url: sellerUrl, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Content', id: 'seller-settings' }, 'Audit'] : []),
    }),
  }),
});

export const { useGetSellerSettingsQuery, useSaveSellerSettingsMutation } = sellerApi;

const deskUrl = '/api/dashboard/settings/desk-bookings/';

export const deskSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskSettings: build.query<DeskSettings, void>({
      query: () => deskUrl,
      providesTags: [{ type: 'Content', id: 'desk-settings' }],
    }),
    saveDeskSettings: build.mutation<DeskSettings, DeskSettings>({
      query: (body) => ({ url: deskUrl, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Content', id: 'desk-settings' }, 'Audit'] : []),
    }),
  }),
});

export const { useGetDeskSettingsQuery, useSaveDeskSettingsMutation } = deskSettingsApi;
