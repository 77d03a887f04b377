import type {
  EventDetails,
  EventSummary,
  HutDetails,
  HutListQuery,
  HutSummary,
  KenItem,
  NightAvailability,
  ServiceDetails,
  ServiceSummary,
  SupplierWithServices,
} from '../../../shared/schemas/catalogue';
import type { Testimonial } from '../../../shared/schemas/content';
import type { Page } from '../../../shared/schemas/common';
import { baseApi } from '../../api/baseApi';

type PageArgs = { page?: number; page_size?: number };

/** Drops empty values so the cache key and the query string only hold what was asked for. */
const clean = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && value !== null));

/** The public catalogue: huts with their nightly availability, events, services and their suppliers. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeHuts: build.query<HutSummary[], void>({
      query: () => '/api/products/huts-home/list/',
      providesTags: [{ type: 'Hut', id: 'home' }],
    }),
    getHuts: build.query<Page<HutSummary>, HutListQuery>({
      query: (params) => ({ url: '/api/products/huts-list/', params: clean(params) }),
      providesTags: [{ type: 'Hut', id: 'list' }],
    }),
    getHut: build.query<HutDetails, number>({
      query: (id) => `/api/products/huts/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Hut', id }],
    }),
    getHutAvailability: build.query<NightAvailability[], { id: number; from: string; to: string }>({
      query: ({ id, from, to }) => ({ url: `/api/products/huts/${id}/availability/`, params: { from, to } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Hut', id: `availability-${id}` }],
    }),
    getKenItems: build.query<Page<KenItem>, { hutId: number; page?: number; search?: string }>({
      query: ({ hutId, ...params }) => ({ url: `/api/products/ken-items/hut/${hutId}/`, params: clean(params) }),
      providesTags: (_result, _error, { hutId }) => [{ type: 'Hut', id: `items-${hutId}` }],
    }),
    getEvents: build.query<Page<EventSummary>, PageArgs>({
      query: (params) => ({ url: '/api/products/events/', params: clean(params) }),
      providesTags: [{ type: 'Event', id: 'list' }],
    }),
    getRandomEvents: build.query<EventSummary[], void>({
      query: () => '/api/products/events/random/',
      providesTags: [{ type: 'Event', id: 'random' }],
    }),
    getEvent: build.query<EventDetails, number>({
      query: (id) => `/api/products/events-details/web/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
    getRandomServices: build.query<ServiceSummary[], void>({
      query: () => '/api/products/random-services/',
      providesTags: [{ type: 'Service', id: 'random' }],
    }),
    getService: build.query<ServiceDetails, number>({
      query: (id) => `/api/products/services/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    getSuppliers: build.query<Page<SupplierWithServices>, { page?: number; services_page?: number }>({
      query: (params) => ({ url: '/api/products/service-suppliers/list/', params: clean(params) }),
      providesTags: [{ type: 'Supplier', id: 'list' }],
    }),
    getHutReviews: build.query<Testimonial[], number>({
      query: (hut) => ({ url: '/api/products/testmonial/', params: { hut } }),
      providesTags: (_result, _error, hut) => [{ type: 'Review', id: `hut-${hut}` }],
    }),
  }),
});

export const {
  useGetHomeHutsQuery,
  useGetHutsQuery,
  useGetHutQuery,
  useGetHutAvailabilityQuery,
  useGetKenItemsQuery,
  useGetEventsQuery,
  useGetRandomEventsQuery,
  useGetEventQuery,
  useGetRandomServicesQuery,
  useGetServiceQuery,
  useGetSuppliersQuery,
  useGetHutReviewsQuery,
} = catalogueApi;

export default catalogueApi;
