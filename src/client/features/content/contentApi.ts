import type {
  AboutUs,
  AvgRate,
  ContentBlock,
  Faq,
  Partner,
  SiteReviewBody,
  SpecialAboutUs,
  Term,
  TermsTitle,
  Testimonial,
} from '../../../shared/schemas/content';
import { baseApi } from '../../api/baseApi';

/** The resort's public content (paths as the contract spells them, misspellings included). */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<Faq[], void>({
      query: () => '/api/content/faq/',
      providesTags: [{ type: 'Content', id: 'faq' }],
    }),
    getAboutUs: build.query<AboutUs[], void>({
      query: () => '/api/content/about-us/',
      providesTags: [{ type: 'Content', id: 'about-us' }],
    }),
    getStories: build.query<ContentBlock[], void>({
      query: () => '/api/content/story/',
      providesTags: [{ type: 'Content', id: 'story' }],
    }),
    getOurServices: build.query<ContentBlock[], void>({
      query: () => '/api/content/our-service/',
      providesTags: [{ type: 'Content', id: 'our-service' }],
    }),
    getSpecialAboutUs: build.query<SpecialAboutUs[], void>({
      query: () => '/api/content/special-about-us/',
      providesTags: [{ type: 'Content', id: 'special-about-us' }],
    }),
    getTerms: build.query<Term[], void>({
      query: () => '/api/content/terms-condations/',
      providesTags: [{ type: 'Content', id: 'terms' }],
    }),
    getTermsTitle: build.query<TermsTitle, void>({
      query: () => '/api/content/terms-titles/',
      providesTags: [{ type: 'Content', id: 'terms-title' }],
    }),
    getAvgRate: build.query<AvgRate, void>({
      query: () => '/api/content/ken/avg-rate/',
      providesTags: [{ type: 'Review', id: 'website' }],
    }),
    getPartners: build.query<Partner[], void>({
      query: () => '/partners/',
      providesTags: [{ type: 'Content', id: 'partners' }],
    }),
    getTestimonials: build.query<Testimonial[], number | void>({
      query: (hut) => ({ url: '/api/products/testmonial/', params: hut ? { hut } : undefined }),
      providesTags: [{ type: 'Review', id: 'testimonials' }],
    }),
    rateWebsite: build.mutation<unknown, SiteReviewBody>({
      query: (body) => ({ url: '/api/content/ken/review/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Review', id: 'website' }],
    }),
  }),
});

export const {
  useGetFaqQuery,
  useGetAboutUsQuery,
  useGetStoriesQuery,
  useGetOurServicesQuery,
  useGetSpecialAboutUsQuery,
  useGetTermsQuery,
  useGetTermsTitleQuery,
  useGetAvgRateQuery,
  useGetPartnersQuery,
  useGetTestimonialsQuery,
  useRateWebsiteMutation,
} = contentApi;

export default contentApi;
