import type { Figures } from '../../../../shared/schemas/dashboard/figures';
import { baseApi } from '../../../api/baseApi';

export const figuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFigures: build.query<Figures, { from: string; to: string }>({
      query: (params) => ({ url: '/api/dashboard/figures/', params }),
      // Bookings change all day: figures are read fresh each time the screen opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFiguresQuery } = figuresApi;
