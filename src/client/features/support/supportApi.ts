// Contact messages to the resort or to one of its suppliers (contract: Support).
import type { SupplierOption } from '../../../shared/schemas/account';
import type { SupportMessage } from '../../../shared/schemas/support';
import { baseApi } from '../../api/baseApi';
import { i18n } from '../../i18n';

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supplierDropdown: build.query<SupplierOption[], void>({ query: () => '/supplier-dropdown/', providesTags: ['Supplier'] }),
    createSupport: build.mutation<SupportMessage, FormData>({
      query: (body) => ({ url: '/support/create/', method: 'POST', body, headers: { 'Accept-Language': i18n.language || 'en' } }),
      invalidatesTags: ['Support'],
    }),
  }),
});

export const { useSupplierDropdownQuery, useCreateSupportMutation } = supportApi;
