// The pages the server draws before the script runs, and what each needs from the API to draw its first view.
// Each prefetch asks for exactly what its screen asks for on its first render (the same argument helpers), so
// the browser's first render finds the same cache and hydrates the server's markup instead of redrawing it.
// Pages not listed here, and those behind sign-in, come as the empty shell the script renders.
import { matchPath } from 'react-router-dom';
import { contentApi } from '../features/content/contentApi';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { hutsListState } from '../features/catalogue/hutsListArgs';
import { EVENTS_PAGE_SIZE, positiveInt } from '../features/catalogue/lib/params';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../app/store';

type Prefetch = (dispatch: AppDispatch, params: Record<string, string | undefined>, search: URLSearchParams) => void;

/** A detail page's one request, for the `:id` of its path when that is an id at all (as its screen reads it). */
const byId =
  (request: (id: number) => ThunkAction<unknown, RootState, unknown, UnknownAction>): Prefetch =>
  (dispatch, { id }) => {
    const value = positiveInt(id);
    if (value !== undefined) void dispatch(request(value));
  };

export const SERVER_RENDERED_PAGES: readonly { path: string; prefetch: Prefetch }[] = [
  // The home page's first view is its hero (texts and art of the build); the sections below render in the
  // browser after it has painted.
  { path: '/', prefetch: () => undefined },
  { path: '/huts', prefetch: (dispatch, _params, search) => void dispatch(catalogueApi.endpoints.getHuts.initiate(hutsListState(search).args)) },
  {
    // The hut and its guests' reviews; the availability calendar is the script's (it books).
    path: '/huts/:id/details',
    prefetch: (dispatch, params, search) => {
      byId((id) => catalogueApi.endpoints.getHut.initiate(id))(dispatch, params, search);
      byId((id) => catalogueApi.endpoints.getHutReviews.initiate(id))(dispatch, params, search);
    },
  },
  {
    path: '/event',
    prefetch: (dispatch, _params, search) =>
      void dispatch(catalogueApi.endpoints.getEvents.initiate({ page: positiveInt(search.get('page')) ?? 1, page_size: EVENTS_PAGE_SIZE })),
  },
  { path: '/event/:id/details', prefetch: byId((id) => catalogueApi.endpoints.getEvent.initiate(id)) },
  {
    path: '/services',
    prefetch: (dispatch, _params, search) =>
      void dispatch(
        catalogueApi.endpoints.getSuppliers.initiate({ page: positiveInt(search.get('page')) ?? 1, services_page: positiveInt(search.get('services_page')) ?? 1 }),
      ),
  },
  { path: '/services/:id', prefetch: byId((id) => catalogueApi.endpoints.getService.initiate(id)) },
  {
    path: '/about',
    // Every section of the page, so it reads whole without a script (and hydrates without a placeholder).
    prefetch: (dispatch) => {
      void dispatch(contentApi.endpoints.getAboutUs.initiate());
      void dispatch(contentApi.endpoints.getStories.initiate());
      void dispatch(contentApi.endpoints.getOurServices.initiate());
      void dispatch(contentApi.endpoints.getSpecialAboutUs.initiate());
      void dispatch(contentApi.endpoints.getPartners.initiate());
    },
  },
  {
    path: '/terms-and-conditions',
    prefetch: (dispatch) => {
      void dispatch(contentApi.endpoints.getTermsTitle.initiate());
      void dispatch(contentApi.endpoints.getTerms.initiate());
    },
  },
  { path: '/privacy', prefetch: () => undefined },
];

/** The page entry and its path parameters for a path, or undefined when the server leaves the page to the script. */
export function serverRenderedPage(pathname: string) {
  for (const page of SERVER_RENDERED_PAGES) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}
