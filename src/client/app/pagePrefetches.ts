// What each page the server draws needs from the API to draw its first view (app/pages.tsx names one per
// page). Each prefetch asks for exactly what its screen asks for on its first render (the same argument
// helpers), so the browser's first render finds the same cache and hydrates the server's markup instead of
// redrawing it. Only the server renderer (src/client/ssr) imports this file.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { contentApi } from '../features/content/contentApi';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { hutsListState } from '../features/catalogue/hutsListArgs';
import { EVENTS_PAGE_SIZE, positiveInt } from '../features/catalogue/lib/params';
import type { AppDispatch, RootState } from './store';

export type Prefetch = (dispatch: AppDispatch, params: Record<string, string | undefined>, search: URLSearchParams) => void;

/** A detail page's one request, for the `:id` of its path when that is an id at all (as its screen reads it). */
const byId =
  (request: (id: number) => ThunkAction<unknown, RootState, unknown, UnknownAction>): Prefetch =>
  (dispatch, { id }) => {
    const value = positiveInt(id);
    if (value !== undefined) void dispatch(request(value));
  };

export const PAGE_PREFETCHES = {
  // The home page's first view is its hero (texts and art of the build); the sections below render in the
  // browser after it has painted. The privacy page's text is in the locale files.
  none: () => undefined,
  huts: (dispatch, _params, search) => void dispatch(catalogueApi.endpoints.getHuts.initiate(hutsListState(search).args)),
  // The hut and its guests' reviews; the availability calendar is the script's (it books).
  hut: (dispatch, params, search) => {
    byId((id) => catalogueApi.endpoints.getHut.initiate(id))(dispatch, params, search);
    byId((id) => catalogueApi.endpoints.getHutReviews.initiate(id))(dispatch, params, search);
  },
  events: (dispatch, _params, search) =>
    void dispatch(catalogueApi.endpoints.getEvents.initiate({ page: positiveInt(search.get('page')) ?? 1, page_size: EVENTS_PAGE_SIZE })),
  event: byId((id) => catalogueApi.endpoints.getEvent.initiate(id)),
  services: (dispatch, _params, search) =>
    void dispatch(
      catalogueApi.endpoints.getSuppliers.initiate({
        page: positiveInt(search.get('page')) ?? 1,
        services_page: positiveInt(search.get('services_page')) ?? 1,
      }),
    ),
  service: byId((id) => catalogueApi.endpoints.getService.initiate(id)),
  // Every section of the page, so it reads whole without a script (and hydrates without a placeholder).
  about: (dispatch) => {
    void dispatch(contentApi.endpoints.getAboutUs.initiate());
    void dispatch(contentApi.endpoints.getStories.initiate());
    void dispatch(contentApi.endpoints.getOurServices.initiate());
    void dispatch(contentApi.endpoints.getSpecialAboutUs.initiate());
    void dispatch(contentApi.endpoints.getPartners.initiate());
  },
  terms: (dispatch) => {
    void dispatch(contentApi.endpoints.getTermsTitle.initiate());
    void dispatch(contentApi.endpoints.getTerms.initiate());
  },
} satisfies Record<string, Prefetch>;
