// The pages the server draws before the script runs, and what each needs from the API to draw its first view.
// Each prefetch asks for exactly what its screen asks for on its first render (the same argument helpers), so
// the browser's first render finds the same cache and hydrates the server's markup instead of redrawing it.
// Pages not listed here, and those behind sign-in, come as the empty shell the script renders.
import { matchPath } from 'react-router-dom';
import { contentApi } from '../features/content/contentApi';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { hutsListState } from '../features/catalogue/hutsListArgs';
import { EVENTS_PAGE_SIZE, positiveInt } from '../features/catalogue/lib/params';
import type { AppDispatch } from '../app/store';

type Prefetch = (dispatch: AppDispatch, params: Record<string, string | undefined>, search: URLSearchParams) => void;

export const SERVER_RENDERED_PAGES: readonly { path: string; prefetch: Prefetch }[] = [
  // The home page's first view is its hero (texts and art of the build); the sections below render in the
  // browser after it has painted.
  { path: '/', prefetch: () => undefined },
  { path: '/huts', prefetch: (dispatch, _params, search) => void dispatch(catalogueApi.endpoints.getHuts.initiate(hutsListState(search).args)) },
  {
    path: '/huts/:id/details',
    prefetch: (dispatch, { id }) => {
      const hutId = positiveInt(id);
      if (hutId !== undefined) void dispatch(catalogueApi.endpoints.getHut.initiate(hutId));
    },
  },
  {
    path: '/event',
    prefetch: (dispatch, _params, search) =>
      void dispatch(catalogueApi.endpoints.getEvents.initiate({ page: positiveInt(search.get('page')) ?? 1, page_size: EVENTS_PAGE_SIZE })),
  },
  {
    path: '/event/:id/details',
    prefetch: (dispatch, { id }) => {
      const eventId = positiveInt(id);
      if (eventId !== undefined) void dispatch(catalogueApi.endpoints.getEvent.initiate(eventId));
    },
  },
  {
    path: '/services/:id',
    prefetch: (dispatch, { id }) => {
      const serviceId = positiveInt(id);
      if (serviceId !== undefined) void dispatch(catalogueApi.endpoints.getService.initiate(serviceId));
    },
  },
  {
    path: '/about',
    prefetch: (dispatch) => {
      void dispatch(contentApi.endpoints.getStories.initiate());
      void dispatch(contentApi.endpoints.getOurServices.initiate());
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
