// Pages at an address per language (issue 29): /ar/… is drawn in Arabic whatever the cookie, plain paths by the
// cookie as before; an address that is no page answers 404 with the not-found page in its language; public pages
// name their canonical and alternate addresses; the sitemap lists every public page in both languages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { recordAudit } from '../../src/server/lib/audit';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

const BUILT =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name=description content="Ken Resort"><title>Ken Resort</title>' +
  '<script defer src=/assets/main.1.js></script></head><body><div id=root></div></body></html>';
const ORIGIN = 'https://ken.example';

const dir = mkdtempSync(path.join(tmpdir(), 'ken-addresses-'));
let t: TestApp;
let hutId: number;
beforeAll(async () => {
  writeFileSync(path.join(dir, 'index.html'), BUILT);
  // A renderer of a few lines in place of the built one: it draws what the server hands it (page, language,
  // texts), and the not-found page where the page table has none (as src/client/ssr/routes.ts decides).
  writeFileSync(
    path.join(dir, 'render.js'),
    `exports.renderer = { draws: (url) => !url.includes('my-booking'), renderPage: async ({ url, language, texts }) => {
      const page = /no-such-page/.test(url) ? texts.notFound : texts.huts;
      return { html: '<main><h1>' + page + '</h1><p>' + language + ' ' + url + '</p></main>', styles: '', state: '{}', title: page + ' · ' + texts.name };
    } };`,
  );
  mkdirSync(path.join(dir, 'locales'));
  writeFileSync(
    path.join(dir, 'locales', 'ar.json'),
    JSON.stringify({
      huts: 'أكواخنا',
      notFound: 'الصفحة غير موجودة',
      name: 'منتجع كِن',
      common: { siteDescription: 'منتجع كِن: على الشعاب' },
    }),
  );
  writeFileSync(
    path.join(dir, 'locales', 'en.json'),
    JSON.stringify({
      huts: 'Our huts',
      notFound: 'Page not found',
      name: 'Ken Resort',
      common: { siteDescription: 'Ken Resort — on the reef' },
    }),
  );
  t = await createTestApp({
    seed: true,
    config: { webDir: dir, ssrBundle: path.join(dir, 'render.js'), serverRender: true, publicUrl: ORIGIN },
  });
  const huts = (await t.app.inject({ method: 'GET', url: '/api/products/huts-list/?page=1' })).json() as { results: { id: number }[] };
  hutId = huts.results[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('addresses per language', () => {
  it.each(['/ar/huts', '/ar/huts/{id}/details'])('%s is drawn in Arabic, even with an English cookie', async (address) => {
    const url = address.replace('{id}', String(hutId));
    const res = await page(url, 'i18next=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    // The drawn page's title is its screen's.
    expect(res.body).toContain('<title>أكواخنا · منتجع كِن</title>');
    expect(res.body).toContain(`<main><h1>أكواخنا</h1><p>ar ${url}</p></main>`);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}${url}">`);
    expect(res.body).toContain('<meta property="og:locale" content="ar_SA">');
    if (url === '/ar/huts') {
      // A list's own description is in the locale files, which this build's lack: the site's stands.
      expect(res.body).toMatch(/<meta name="description" content="منتجع كِن: على الشعاب">/);
    } else {
      // A hut's page describes the hut, in Arabic.
      const hut = (await t.app.inject({ method: 'GET', url: `/api/products/huts/${hutId}/` })).json() as { description_ar: string };
      const description = /<meta name="description" content="([^"]*)">/.exec(res.body)?.[1];
      expect(hut.description_ar.startsWith(description!.replace(/…$/, ''))).toBe(true);
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('draws plain paths in the cookie’s language, English without one', async () => {
    const english = (await page('/huts')).body;
    expect(english).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(english).toMatch(/<meta name="description" content="Ken Resort — on the reef">/);
    const arabic = await page('/huts', 'i18next=ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it.each([
    ['/no-such-page', 'en', 'Page not found'],
    ['/ar/no-such-page', 'ar', 'الصفحة غير موجودة'],
  ])('%s answers 404 with the not-found page in the address’s language', async (url, language, heading) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<html lang="${language}"`);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
  });

  it('answers 404 for a path that only looks like a page', async () => {
    for (const url of ['/huts/1', '/ar/huts/1/details/more', '/arabic', '/en/huts'])
      expect([url, (await page(url)).statusCode]).toEqual([url, 404]);
  });

  it('keeps answering 200 for pages behind sign-in, and the JSON 404 for the API', async () => {
    for (const url of ['/my-booking', '/ar/profile', '/account/login', '/7/payment', '/dashboard/bookings']) {
      expect([url, (await page(url)).statusCode]).toEqual([url, 200]);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('for search engines', () => {
  const links = (html: string) => {
    const found: Record<string, string> = {};
    for (const match of html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)) {
      found[match[2] ?? 'canonical'] = match[3];
    }
    return found;
  };

  it('names each public page’s canonical address and its alternates in both languages, pointing at each other', async () => {
    const english = links((await page(`/huts/${hutId}/details?guests=2`)).body);
    const arabic = links((await page(`/ar/huts/${hutId}/details`)).body);
    const alternates = {
      en: `${ORIGIN}/huts/${hutId}/details`,
      ar: `${ORIGIN}/ar/huts/${hutId}/details`,
      'x-default': `${ORIGIN}/huts/${hutId}/details`,
    };
    expect(english).toEqual({ canonical: alternates.en, ...alternates });
    expect(arabic).toEqual({ canonical: alternates.ar, ...alternates });
    expect(links((await page('/ar')).body)).toEqual({
      canonical: `${ORIGIN}/ar`,
      en: `${ORIGIN}/`,
      ar: `${ORIGIN}/ar`,
      'x-default': `${ORIGIN}/`,
    });
    // The shell of a public page the renderer leaves to the script carries them too.
    expect(links((await page('/ar/contact')).body).canonical).toBe(`${ORIGIN}/ar/contact`);
  });

  it('names none on private pages and on addresses that are no page, which it keeps out of search results', async () => {
    for (const url of ['/my-booking', '/account/login', '/ar/dashboard/bookings', '/no-such-page']) {
      const body = (await page(url)).body;
      expect(links(body)).toEqual({});
      expect(body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await page('/ar/huts')).body).not.toContain('noindex');
  });

  it('lists every public page in both languages in a well-formed sitemap, with alternates and the catalogue’s last changes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const errors: string[] = [];
    const doc = new DOMParser({
      errorHandler: (level: string, message: string) => void errors.push(`${level}: ${message}`),
    }).parseFromString(res.body, 'application/xml');
    expect(errors).toEqual([]);
    const root = doc.documentElement!;
    expect([root.localName, root.namespaceURI]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
    const urls = Array.from(root.getElementsByTagName('url')).map((url) => ({
      loc: url.getElementsByTagName('loc')[0].textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }));
    const locs = urls.map((url) => url.loc);
    for (const path of ['/', '/huts', '/event', '/services', '/about', '/contact', `/huts/${hutId}/details`]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/ar${path === '/' ? '' : path}`);
    }
    expect(locs.some((loc) => /my-booking|account|dashboard|profile/.test(loc ?? ''))).toBe(false);
    const hut = urls.find((url) => url.loc === `${ORIGIN}/ar/huts/${hutId}/details`)!;
    expect(hut.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hut.alternates).toEqual({
      en: `${ORIGIN}/huts/${hutId}/details`,
      ar: `${ORIGIN}/ar/huts/${hutId}/details`,
      'x-default': `${ORIGIN}/huts/${hutId}/details`,
    });
    // Every listed address is listed with its other language's.
    for (const url of urls) expect(locs).toEqual(expect.arrayContaining([url.alternates.en, url.alternates.ar]));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('dates a catalogue page by its last edit, not by edits of other things that share its number', async () => {
    const edit = (entityType: string, at: string) =>
      recordAudit(t.db, {
        actorId: null,
        area: 'huts',
        action: 'update',
        entityType,
        entityId: hutId,
        before: null,
        after: null,
        at: new Date(at),
      });
    await edit('hut', '2031-05-06T10:00:00Z');
    await edit('hut_image', '2032-01-01T10:00:00Z');
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const loc of [`${ORIGIN}/huts/${hutId}/details`, `${ORIGIN}/ar/huts/${hutId}/details`]) {
      expect(body).toContain(`<loc>${loc}</loc><lastmod>2031-05-06</lastmod>`);
    }
  });
});
