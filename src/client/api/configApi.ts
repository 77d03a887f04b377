// Run-time settings of this installation (GET /api/config/): app-wide, so it lives with the api layer.
import type { PublicConfig } from '../../shared/schemas/config';
import { baseApi } from './baseApi';

export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({ query: () => '/api/config/', keepUnusedDataFor: 3600 }),
  }),
});

export const { useGetPublicConfigQuery } = configApi;
