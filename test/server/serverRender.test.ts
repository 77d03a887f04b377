// The server's side of server-drawn pages: how a drawn page is put into index.html, the in-process fetch the
// renderer reads the API through, and the plain shell a page falls back to when drawing fails or is too slow.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withRenderedPage } from '../../src/server/lib/indexPage';
import { createPageRendering, inProcessFetch } from '../../src/server/lib/serverRender';
import { API, apiReader } from '../../src/server/modules/site/pageFacts';
import type { ServerRenderer } from '../../src/shared/serverRender';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

// The shape of the built index.html: minified attributes, deferred scripts, the server's preloads at the end.
const BUILT =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Ken Resort</title>' +
  '<script defer src=/assets/runtime.1.js></script><script defer="defer" src="/assets/framework.1.js"></script>' +
  '<script defer src=/assets/main.1.js></script>' +
  '<link rel="preload" href="/locales/ar.json" as="fetch" crossorigin>' +
  '<link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin>' +
  '<link rel="preload" as="image" href="/media/hero/x.webp" fetchpriority="high">' +
  '<link rel="preload" href="/assets/home.1.js" as="script"></head><body><noscript>JS</noscript><div id=root></div></body></html>';

const drawn = {
  html: '<main><h1>أكواخنا</h1></main>',
  styles: '<style data-styled="active">.a{color:red}</style>',
  state: '{"api":{}}',
  title: 'أكواخنا · <منتجع> & كِن',
};

describe('a drawn page in index.html', () => {
  const page = withRenderedPage(BUILT, drawn);

  it('carries the markup in the root, the state beside it and the styles in <head>', () => {
    expect(page).toContain(
      '<div id="root"><main><h1>أكواخنا</h1></main></div><script type="application/json" id="ken-state">{"api":{}}</script>',
    );
    expect(page.indexOf(drawn.styles)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<title>أكواخنا · &lt;منتجع&gt; &amp; كِن</title>');
  });

  it('loads the scripts after the first paint, and keeps the preloads of fonts and pictures', () => {
    expect(page).not.toMatch(/<script defer/);
    expect(page).not.toContain('as="script"');
    expect(page).not.toContain('as="fetch"');
    expect(page).toContain(
      '<script src="/after-paint.js" async data-preload="/locales/ar.json /assets/home.1.js" data-scripts="/assets/runtime.1.js /assets/framework.1.js /assets/main.1.js"></script></head>',
    );
    expect(page).toContain('as="font"');
    expect(page).toContain('as="image"');
  });

  it('keeps the template title when the page set none, and refuses a template without an empty root', () => {
    expect(withRenderedPage(BUILT, { ...drawn, title: undefined })).toContain('<title>Ken Resort</title>');
    expect(() => withRenderedPage('<html><head></head><body><div id="root">x</div></body></html>', drawn)).toThrow(/root/);
  });
});

describe('the renderer on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  }, 120_000);
  afterAll(() => t?.close());

  const logged: string[] = [];
  const visitor = (url: string) =>
    ({
      url,
      ip: '203.0.113.9',
      lang: 'en',
      routeOptions: { config: {} },
      log: {
        warn: (_data: unknown, message: string) => logged.push(message),
        error: (_data: unknown, message: string) => logged.push(message),
      },
    }) as unknown as FastifyRequest;

  it('reads the API in-process, in the language asked for, as the visitor and without their session', async () => {
    const fetch = inProcessFetch(t.app, visitor('/huts'));
    const list = await fetch(
      new Request('http://ken.internal/api/products/huts-list/?page=1&page_size=2', { headers: { 'accept-language': 'ar' } }),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await list.json()) as { results: unknown[]; count: number };
    expect(body.results).toHaveLength(2);
    expect(body.count).toBeGreaterThan(2);
    const profile = await fetch(new Request('http://ken.internal/user-info/'));
    expect(profile.status).toBe(401);
    const refused = await fetch(
      new Request('http://ken.internal/api/products/huts-list/?page=0', { headers: { 'accept-language': 'ar' } }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/[\u0600-\u06FF]/);
  });

  it('hands the renderer the page, its language and texts, and returns what it drew', async () => {
    const seen: unknown[] = [];
    const renderer: ServerRenderer = {
      draws: () => true,
      renderPage: async (request) => {
        seen.push([request.url, request.language, request.texts]);
        const answer = await request.fetch(new Request('http://ken.internal/api/products/huts-list/?page=1'));
        return { ...drawn, state: String(answer.status) };
      },
    };
    const rendering = createPageRendering({ app: t.app, renderer, texts: (language) => ({ language }) });
    expect(await rendering.render(visitor('/huts?guests=2'), 'ar')).toEqual({ ...drawn, state: '200' });
    expect(seen).toEqual([['/huts?guests=2', 'ar', { language: 'ar' }]]);
  });

  it('keeps the API answers the page was drawn from, and its head reads them instead of asking again', async () => {
    const renderer: ServerRenderer = {
      draws: () => true,
      renderPage: async (request) => {
        await request.fetch(new Request(`http://ken.internal${API.hut(1)}`));
        await request.fetch(new Request('http://ken.internal/api/products/huts/999999/'));
        return drawn;
      },
    };
    const answers = new Map<string, string>();
    const rendering = createPageRendering({ app: t.app, renderer, texts: () => ({}) });
    expect(await rendering.render(visitor('/huts/1/details'), 'en', answers)).toEqual(drawn);
    // Only what answered 200: a missing hut is no data.
    expect([...answers.keys()]).toEqual([API.hut(1)]);
    const hut = JSON.parse(answers.get(API.hut(1))!) as { id: number; title: string };
    expect(hut.id).toBe(1);
    // The head's reader takes the kept answer: an app that cannot answer is never asked.
    const noApp = { inject: () => Promise.reject(new Error('asked twice')) } as unknown as FastifyInstance;
    const read = apiReader(noApp, visitor('/huts/1/details'), answers);
    expect(await read<{ title: string }>(API.hut(1))).toEqual(hut);
    await expect(read(API.faq)).rejects.toThrow('asked twice');
  });

  it('draws a limited number of pages per address and minute, then sends the shell to that address only', async () => {
    let drawnCount = 0;
    const renderer: ServerRenderer = {
      draws: (url) => url.startsWith('/huts'),
      renderPage: async () => {
        drawnCount += 1;
        return drawn;
      },
    };
    const rendering = createPageRendering({ app: t.app, renderer, texts: () => ({}), perMinute: 3 });
    const flood = { ...visitor('/huts'), ip: '198.51.100.7' } as FastifyRequest;
    // Pages the renderer does not draw go out as the shell and leave the address's allowance untouched.
    for (let i = 0; i < 5; i += 1) expect(await rendering.render({ ...flood, url: '/my-booking' } as FastifyRequest, 'en')).toBeNull();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await rendering.render(flood, 'en'));
    expect(answers.map((answer) => answer !== null)).toEqual([true, true, true, false, false]);
    expect(drawnCount).toBe(3);
    expect(await rendering.render({ ...visitor('/huts'), ip: '198.51.100.8' } as FastifyRequest, 'en')).toEqual(drawn);
  });

  it('falls back to the shell when drawing fails or takes too long, and says so in the log', async () => {
    logged.length = 0;
    const failing: ServerRenderer = { draws: () => true, renderPage: () => Promise.reject(new Error('boom')) };
    expect(await createPageRendering({ app: t.app, renderer: failing, texts: () => ({}) }).render(visitor('/'), 'en')).toBeNull();
    const stuck: ServerRenderer = { draws: () => true, renderPage: () => new Promise(() => undefined) };
    expect(
      await createPageRendering({ app: t.app, renderer: stuck, texts: () => ({}), timeoutMs: 50 }).render(visitor('/'), 'en'),
    ).toBeNull();
    expect(logged).toEqual([
      'server rendering failed: the page goes out as the shell',
      'server rendering took too long: the page goes out as the shell',
    ]);
  });
});

describe('a server started with a renderer', () => {
  // The real start-up and page path (plugins, limits, index page), with a renderer bundle of a few lines in place
  // of the built one: what it draws depends on what the server hands it.
  const dir = mkdtempSync(path.join(tmpdir(), 'ken-ssr-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), BUILT);
    writeFileSync(
      path.join(dir, 'render.js'),
      `exports.renderer = { draws: (url) => !url.startsWith('/my-booking'), renderPage: async ({ url, language, texts, fetch }) => {
      if (url === '/about') await new Promise((resolve) => setTimeout(resolve, 1000));
      const huts = await (await fetch(new Request('http://ken.internal/api/products/huts-list/?page=1'))).json();
      return { html: '<main><h1>' + texts.title + ' ' + language + ' ' + huts.count + '</h1></main>', styles: '', state: '{}', title: texts.title };
    } };`,
    );
    mkdirSync(path.join(dir, 'locales'));
    writeFileSync(path.join(dir, 'locales', 'ar.json'), JSON.stringify({ title: 'أكواخنا' }));
    writeFileSync(path.join(dir, 'locales', 'en.json'), JSON.stringify({ title: 'Our huts' }));
    t = await createTestApp({ seed: true, config: { webDir: dir, ssrBundle: path.join(dir, 'render.js'), serverRender: true } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts, and sends public pages drawn in the visitor’s language and other pages as the shell', async () => {
    const count = ((await t.app.inject({ method: 'GET', url: '/api/products/huts-list/?page=1' })).json() as { count: number }).count;
    const drawnPage = await t.app.inject({ method: 'GET', url: '/huts', headers: { accept: 'text/html', cookie: 'i18next=ar' } });
    expect(drawnPage.statusCode).toBe(200);
    expect(drawnPage.body).toContain(
      `<div id="root"><main><h1>أكواخنا ar ${count}</h1></main></div><script type="application/json" id="ken-state">{}</script>`,
    );
    expect(drawnPage.body).toContain('<title>أكواخنا</title>');
    const shell = await t.app.inject({ method: 'GET', url: '/my-booking', headers: { accept: 'text/html' } });
    expect(shell.body).toMatch(/<div id=root><\/div>/);
    expect(shell.body).toContain('<script defer src=/assets/main.1.js>');
  });

  it('sends the shell when a page takes longer to draw than SERVER_RENDER_TIMEOUT_MS', async () => {
    const impatient = await createTestApp({
      config: { webDir: dir, ssrBundle: path.join(dir, 'render.js'), serverRender: true, serverRenderTimeoutMs: 100 },
    });
    try {
      // This renderer takes a second over /about: past the 100 ms this server allows.
      const page = await impatient.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<div id=root><\/div>/);
    } finally {
      await impatient.close();
    }
  });
});
