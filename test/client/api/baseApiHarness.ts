// A pass-through endpoint on the app's one API, so tests drive the real base query.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { baseApi } from '../../../src/client/api/baseApi';

export const harnessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: identical calls must each reach the network.
    call: build.mutation<unknown, string | FetchArgs>({ query: (args) => args }),
  }),
});
