// The page table feeds both the browser's routes and the server renderer: the server draws exactly the pages
// that name a prefetch, never one behind sign-in, and reads a page's parameters as its route does.
import { PAGES } from '../../../src/client/app/pages';
import { PAGE_PREFETCHES } from '../../../src/client/app/pagePrefetches';
import { serverRenderedPage } from '../../../src/client/ssr/routes';
import { PRIVATE_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../../src/shared/pagePaths';

describe('the page table', () => {
  it('lists each path once, each of the server’s list of pages (shared/pagePaths.ts), and the not-found page last', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...PUBLIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, '/*'].sort());
    expect(paths[paths.length - 1]).toBe('/*');
    // The server's public pages are the table's public ones, but for the saved list (open to everyone, kept in the
    // browser before sign-in) and a desk's payment link (open to whoever holds it): personal, so they exist without
    // being listed for search engines.
    const unlisted = ['/saved', '/pay/:token', '/pay/:token/done'];
    const open = PAGES.filter((page) => page.guard === 'public' && page.path !== '/*').map((page) => page.path);
    expect(open.filter((path) => !unlisted.includes(path))).toEqual([...PUBLIC_PAGE_PATHS]);
    for (const path of unlisted) {
      expect(open).toContain(path);
      expect(PRIVATE_PAGE_PATHS).toContain(path);
    }
  });

  it('has the server draw only public pages', () => {
    const drawn = PAGES.filter((page) => page.prefetch !== undefined && page.path !== '/*');
    expect(drawn.map((page) => page.path)).toEqual([
      '/',
      '/about',
      '/terms-and-conditions',
      '/privacy',
      '/services',
      '/services/:id',
      '/event',
      '/event/:id/details',
      '/huts',
      '/huts/:id/details',
    ]);
    expect(drawn.every((page) => page.guard === 'public')).toBe(true);
  });

  it('gives the server renderer the page and its parameters', () => {
    const hut = serverRenderedPage('/huts/3/details');
    expect(hut?.params).toEqual({ id: '3' });
    expect(hut?.page.prefetch).toBe(PAGE_PREFETCHES.hut);
    expect(serverRenderedPage('/huts')?.page.prefetch).toBe(PAGE_PREFETCHES.huts);
    for (const path of ['/profile', '/my-booking', '/7/payment', '/account/login', '/contact', '/dashboard/bookings', '/ar/profile']) {
      expect(serverRenderedPage(path)).toBeUndefined();
    }
  });

  it('draws the same pages at their /ar addresses, and the not-found page for an address that is no page', () => {
    expect(serverRenderedPage('/ar/huts/3/details')?.params).toEqual({ id: '3' });
    expect(serverRenderedPage('/ar')?.page.path).toBe('/');
    expect(serverRenderedPage('/ar/huts')?.page.prefetch).toBe(PAGE_PREFETCHES.huts);
    for (const path of ['/no-such-page', '/ar/no-such-page', '/huts/3', '/arabic']) {
      expect(serverRenderedPage(path)?.page.path).toBe('/*');
    }
  });
});
