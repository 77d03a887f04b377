// The pages the server draws before the script runs: those of the page table (app/pages.tsx) that name a
// prefetch. Pages without one, and those behind sign-in, come as the empty shell the script renders.
import { matchPath } from 'react-router-dom';
import { PAGES } from '../app/pages';
import { PAGE_PREFETCHES, type Prefetch } from '../app/pagePrefetches';

export const SERVER_RENDERED_PAGES: readonly { path: string; prefetch: Prefetch }[] = PAGES.flatMap((page) =>
  page.prefetch ? [{ path: page.path, prefetch: PAGE_PREFETCHES[page.prefetch] }] : [],
);

/** The page entry and its path parameters for a path, or undefined when the server leaves the page to the script. */
export function serverRenderedPage(pathname: string) {
  for (const page of SERVER_RENDERED_PAGES) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}
