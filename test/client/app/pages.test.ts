// The page table feeds both the browser's routes and the server renderer: the server draws exactly the pages
// that name a prefetch, never one behind sign-in, and reads a page's parameters as its route does.
import { PAGES } from '../../../src/client/app/pages';
import { PAGE_PREFETCHES } from '../../../src/client/app/pagePrefetches';
import { serverRenderedPage } from '../../../src/client/ssr/routes';

describe('the page table', () => {
  it('lists each path once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the server draw only public pages', () => {
    const drawn = PAGES.filter((page) => page.prefetch !== undefined);
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
    for (const path of ['/profile', '/my-booking', '/7/payment', '/account/login', '/contact', '/dashboard/bookings', '/no-such-page']) {
      expect(serverRenderedPage(path)).toBeUndefined();
    }
  });
});
