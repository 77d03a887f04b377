// The files browsers and crawlers ask for at the site's root: the favicon set, served from the web app's folder
// (public/ is copied into dist/ by the build) with the right types, never the JSON 404; robots.txt, drawn by the
// server (modules/site) to name the sitemap at PUBLIC_URL.
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDir: path.resolve('public'), publicUrl: 'https://ken.example' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('/favicon.ico is an icon holding 16, 32 and 48 px pictures of the brand mark', async () => {
  const res = await get('/favicon.ico');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = res.rawPayload;
  expect(body.readUInt16LE(2)).toBe(1); // ICO
  const count = body.readUInt16LE(4);
  const sizes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + 16 * i;
    const png = body.subarray(body.readUInt32LE(entry + 12), body.readUInt32LE(entry + 12) + body.readUInt32LE(entry + 8));
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(body.readUInt8(entry));
    sizes.push(meta.width ?? 0);
  }
  expect(sizes).toEqual([16, 32, 48]);
});

test.each([
  ['/apple-touch-icon.png', 180],
  ['/media/brand/icon-192.png', 192],
  ['/media/brand/icon-512.png', 512],
  ['/media/brand/icon-maskable-512.png', 512],
])('%s is a %i px square PNG', async (url, size) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
});

test('the manifest names every icon it lists, and each one is served', async () => {
  const manifest = JSON.parse((await get('/manifest.webmanifest')).body) as { icons: { src: string; purpose: string }[] };
  expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  for (const icon of manifest.icons) expect((await get(icon.src)).statusCode).toBe(200);
});

test('robots.txt lets crawlers read the public pages and keeps them out of the private ones', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const rules = res.body.split('\n').filter((line) => /^(Allow|Disallow):/.test(line));
  expect(rules).toContain('Allow: /');
  for (const path of ['/api/', '/dashboard', '/account/', '/profile', '/my-booking', '/*/payment', '/*/confirm-booking']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }
  for (const path of ['/ar/dashboard', '/ar/account/', '/ar/profile', '/ar/my-booking']) expect(rules).toContain(`Disallow: ${path}`);
  expect(res.body.split('\n')).toContain('Sitemap: https://ken.example/sitemap.xml');
});
