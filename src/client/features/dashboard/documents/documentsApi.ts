import type { Page } from '../../../../shared/schemas/common';
import type { TaxDocument } from '../../../../shared/schemas/taxDocuments';
import { baseApi } from '../../../api/baseApi';

export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxDocuments: build.query<Page<TaxDocument>, Record<string, string | number>>({
      query: (params) => ({ url: '/api/dashboard/documents/', params }),
      providesTags: ['StaffBooking'],
    }),
  }),
});

export const { useGetTaxDocumentsQuery } = documentsApi;
