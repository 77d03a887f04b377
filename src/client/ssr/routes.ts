// The pages the server draws before the script runs: those of the page table (app/pages.tsx) that name a
// prefetch, at their plain and their /ar addresses, and the not-found page for an address that is no page
// (the server answers it with a 404). Pages without a prefetch, and those behind sign-in, come as the empty
// shell the script renders.
import { matchPath } from 'react-router-dom';
import { pagePathOf, splitLanguagePath } from '../../shared/pagePaths';
import { PAGES } from '../app/pages';
import { PAGE_PREFETCHES, type Prefetch } from '../app/pagePrefetches';

export const SERVER_RENDERED_PAGES: readonly { path: string; prefetch: Prefetch }[] = PAGES.flatMap((page) =>
  page.prefetch ? [{ path: page.path, prefetch: PAGE_PREFETCHES[page.prefetch] }] : [],
);

/**
 * The page entry and its path parameters for a path (either language's address), or undefined when the server
 * leaves the page to the script.
 */
export function serverRenderedPage(pathname: string) {
  const { path } = splitLanguagePath(pathname);
  // The catch-all not-found page only for addresses that are no page: a signed-in page is the script's.
  const known = pagePathOf(pathname) !== undefined;
  for (const page of SERVER_RENDERED_PAGES) {
    if (page.path === '/*' && known) continue;
    const match = matchPath({ path: page.path, end: true }, path);
    if (match) return { page, params: match.params };
  }
  return undefined;
}
