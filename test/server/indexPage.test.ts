// index.html comes from the server in the page's language and direction, so an Arabic page is right-to-left
// from the first byte (no flip after the script runs), with the preload links of that language's first view.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FONT_FACES } from '../../src/shared/fontFaces';
import { HOME_HERO_PORTRAIT_MEDIA, HOME_LCP_IMAGES } from '../../src/shared/firstView';
import { hutImages } from '../../src/server/db/schema';
import { GALLERY_SIZES } from '../../src/shared/firstView';
import { withPageHead } from '../../src/server/lib/indexPage';
import { makeHut } from '../helpers/server/booking';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

const webDir = mkdtempSync(path.join(tmpdir(), 'ken-index-'));
let t: TestApp;

beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Ken Resort</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webDir, 'chunks.json'),
    JSON.stringify({
      rtl: ['/assets/rtl.1.js'],
      'main-layout': ['/assets/main-layout.1.js'],
      home: ['/assets/851.1.js', '/assets/home.1.js'],
      catalogue: ['/assets/851.1.js', '/assets/catalogue.1.js'],
      dashboard: ['/assets/dashboard.1.js'],
    }),
  );
  t = await createTestApp({ config: { webDir } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

const htmlTag = (body: string) => body.match(/<html[^>]*>/)?.[0];
const preloadedFonts = (body: string) =>
  [...body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]).sort();
const fontsOf = (language: 'en' | 'ar') =>
  FONT_FACES.filter((face) => face.preload.includes(language))
    .map((face) => face.url)
    .sort();

describe('index.html', () => {
  it('is English and left-to-right without a language choice', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="en" dir="ltr">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
  });

  it('is Arabic and right-to-left when the i18next cookie says so, on every client route', async () => {
    for (const url of ['/', '/huts', '/huts/1/details', '/index.html']) {
      const response = await page(url, 'theme=x; i18next=ar');
      expect(htmlTag(response.body)).toBe('<html lang="ar" dir="rtl">');
      expect(response.body).toContain('<div id="root">');
    }
    expect(htmlTag((await page('/', 'i18next=en')).body)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag((await page('/', 'i18next=fr')).body)).toBe('<html lang="en" dir="ltr">');
  });

  it("takes the path's language before the cookie's", async () => {
    expect(htmlTag((await page('/ar/huts', 'i18next=en')).body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await page('/en', 'i18next=ar')).body)).toBe('<html lang="en" dir="ltr">');
  });

  it("preloads the language's first-view fonts and texts, and the home picture on the home page only", async () => {
    const arabic = (await page('/', 'i18next=ar')).body;
    expect(preloadedFonts(arabic)).toEqual(fontsOf('ar'));
    expect(arabic).toContain('<link rel="preload" href="/locales/ar.json" as="fetch" crossorigin>');
    // One preload per crop, each for the screens that show it: a phone held upright fetches the portrait one.
    const images = [...arabic.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]* media="([^"]+)" fetchpriority="high">/g)];
    expect(images.map((match) => match[1])).toEqual(HOME_LCP_IMAGES.map((image) => image.href));
    expect(images[0][1]).toMatch(/portrait/);
    expect(images[0][2]).toBe(HOME_HERO_PORTRAIT_MEDIA);
    const english = (await page('/huts')).body;
    expect(preloadedFonts(english)).toEqual(fontsOf('en'));
    expect(fontsOf('en')).not.toEqual(fontsOf('ar'));
    expect(english).toContain('/locales/en.json');
    expect(english).not.toContain('as="image"');
  });

  it("preloads the scripts of the page's first view beside the entry, and the RTL plugin in Arabic", async () => {
    const scripts = (body: string) => [...body.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);
    expect(scripts((await page('/')).body)).toEqual(['/assets/main-layout.1.js', '/assets/851.1.js', '/assets/home.1.js']);
    expect(scripts((await page('/huts/1/details')).body)).toEqual([
      '/assets/main-layout.1.js',
      '/assets/851.1.js',
      '/assets/catalogue.1.js',
    ]);
    expect(scripts((await page('/huts', 'i18next=ar')).body)).toEqual([
      '/assets/rtl.1.js',
      '/assets/main-layout.1.js',
      '/assets/851.1.js',
      '/assets/catalogue.1.js',
    ]);
    // Behind sign-in, the session decides first: nothing of the back office is fetched for a visitor.
    expect(scripts((await page('/dashboard/bookings')).body)).toEqual([]);
    expect(scripts((await page('/dashboard', 'i18next=ar')).body)).toEqual(['/assets/rtl.1.js']);
  });

  it("preloads a hut page's first picture with the gallery's candidates and sizes, and nothing for an unknown or hidden hut", async () => {
    const hut = await makeHut(t.db, '2026-03-01', 10, { mainImage: '/uploads/huts/cover.webp' });
    const variants = (name: string) => [
      { url: `/uploads/huts/${name}-480.webp`, width: 480, height: 320 },
      { url: `/uploads/huts/${name}-960.webp`, width: 960, height: 640 },
    ];
    // Staff's order decides which picture the gallery shows first, not the insertion order.
    await t.db.insert(hutImages).values([
      { ownerId: hut.id, image: '/uploads/huts/second-960.webp', variants: variants('second'), sortOrder: 2 },
      { ownerId: hut.id, image: '/uploads/huts/first-960.webp', variants: variants('first'), sortOrder: 1 },
    ]);
    const images = (body: string) => [...body.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map((match) => match[1]);
    const [link] = images((await page(`/huts/${hut.id}/details`, 'i18next=ar')).body);
    expect(link).toContain('href="/uploads/huts/first-960.webp"');
    expect(link).toContain('imagesrcset="/uploads/huts/first-480.webp 480w, /uploads/huts/first-960.webp 960w"');
    expect(link).toContain(`imagesizes="${GALLERY_SIZES}"`);
    expect(images((await page(`/huts/${hut.id}/details`)).body)).toHaveLength(1);

    // A hut without pictures: its cover, as the gallery shows it.
    const plain = await makeHut(t.db, '2026-03-01', 10, { mainImage: '/media/huts/plain.svg' });
    expect(images((await page(`/huts/${plain.id}/details`)).body)).toEqual([' href="/media/huts/plain.svg" fetchpriority="high"']);
    const hidden = await makeHut(t.db, '2026-03-01', 10, { mainImage: '/uploads/huts/hidden.webp', isActive: false });
    for (const url of [`/huts/${hidden.id}/details`, '/huts/999999/details', '/huts']) expect(images((await page(url)).body)).toEqual([]);
  });

  it('is sent compressed to browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie: 'i18next=ar' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(htmlTag(gunzipSync(response.rawPayload).toString('utf8'))).toBe('<html lang="ar" dir="rtl">');
  });
});

describe('a page’s own head', () => {
  const TEMPLATE =
    '<!doctype html><html><head><meta name="description" content="The site"><title>Ken Resort</title></head><body><div id="root"></div></body></html>';
  const head = { title: 'Hut "A" & <B>', description: 'Two guests & a "deck" <here>', tags: '<meta property="og:title" content="x">' };

  it('replaces the site’s title and description with the page’s, escaped, and adds its tags to <head>', () => {
    const html = withPageHead(TEMPLATE, head);
    expect(html).toContain('<title>Hut &quot;A&quot; &amp; &lt;B&gt;</title>');
    expect(html).toContain('<meta name="description" content="Two guests &amp; a &quot;deck&quot; &lt;here&gt;">');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="x"></head>');
    expect(html).not.toContain('The site');
  });

  it('adds a description to a template that has none', () => {
    const html = withPageHead(TEMPLATE.replace('<meta name="description" content="The site">', ''), head);
    expect(html).toContain('<meta name="description" content="Two guests &amp; a &quot;deck&quot; &lt;here&gt;">');
  });
});
