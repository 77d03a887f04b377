// What crawlers read at the site's root: robots.txt (the public pages allowed, the private areas not, and where
// the sitemap is) and sitemap.xml (every public page in both languages, each naming its other language's address
// with xhtml:link, and the catalogue's pages with the date they last changed). Both are drawn per request from the
// catalogue as it is, so a change shows at once.
import { LANGUAGES } from '../../../shared/constants';
import { localizedPath, PUBLIC_PAGE_PATHS } from '../../../shared/pagePaths';
import type { SiteRepository } from './repository';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The detail page of each kind of catalogue item. */
const DETAIL_PAGE = { huts: '/huts/:id/details', events: '/event/:id/details', services: '/services/:id' } as const;

const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/account/',
  '/profile',
  '/my-booking',
  '/*/confirm-booking',
  '/*/payment',
  '/user-info/',
  '/uploads/',
];

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function createSiteService({ repository, publicUrl }: { repository: SiteRepository; publicUrl: string }) {
  return {
    robots(): string {
      // The Arabic addresses of the private areas too (the /*/… patterns already cover them).
      const disallowed = PRIVATE_PATHS.flatMap((path) =>
        path.startsWith('/*') || path.startsWith('/api/') || path === '/user-info/' || path === '/uploads/' ? [path] : [path, `/ar${path}`],
      );
      return [
        '# Ken Resort: the public pages (home, huts, events, services, about, terms, privacy, contact) are for everyone,',
        '# in English at their plain addresses and in Arabic under /ar. The back office, accounts, booking steps and',
        '# the API are private.',
        'User-agent: *',
        'Allow: /',
        ...disallowed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },

    async sitemap(): Promise<string> {
      const pages: { path: string; changedAt?: Date }[] = PUBLIC_PAGE_PATHS.filter((path) => !path.includes(':')).map((path) => ({ path }));
      for (const item of await repository.listedItems()) {
        pages.push({ path: DETAIL_PAGE[item.kind].replace(':id', String(item.id)), changedAt: item.changedAt });
      }
      const address = (path: string, language: (typeof LANGUAGES)[number]) => xml(publicUrl + localizedPath(path, language));
      const urls = pages.flatMap(({ path, changedAt }) =>
        LANGUAGES.map((language) =>
          [
            '<url>',
            `<loc>${address(path, language)}</loc>`,
            changedAt ? `<lastmod>${changedAt.toISOString().slice(0, 10)}</lastmod>` : '',
            ...LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${address(path, other)}"/>`),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, 'en')}"/>`,
            '</url>',
          ].join(''),
        ),
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        // Far below the limit for a resort's catalogue; past it the rest would need a sitemap index.
        ...urls.slice(0, SITEMAP_MAX_URLS),
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}
