import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Language } from '../../shared/constants';
import { createIndexPage, type IndexPageOptions, type PageHead } from '../lib/indexPage';
import { createPageRendering, loadServerRenderer } from '../lib/serverRender';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MODEST = 'public, max-age=3600';

/** Hashed bundles never change under one name; index.html must be re-checked so a deploy is picked up. */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  // Hashed bundles, and the fonts, whose names carry their content's hash (scripts/subset-fonts.ts).
  if (normalised.startsWith('assets/') || normalised.startsWith('fonts/')) return IMMUTABLE;
  if (normalised === 'index.html' || normalised.endsWith('.html')) return 'no-cache';
  return MODEST;
}

/** Folders of dataDir/uploads that older versions used for private files; never served from here. */
const PRIVATE_UPLOAD_FOLDERS = ['support'];
export const isPublicUpload = (pathname: string) => !PRIVATE_UPLOAD_FOLDERS.includes(pathname.replace(/^\/+/, '').split('/')[0]);

/**
 * Pictures other sites may show (the catalogue's /media/ and uploaded avatars): with an origin
 * allowlist (CORS_ORIGINS) their Cross-Origin-Resource-Policy is relaxed from helmet's same-origin.
 */
const isMedia = (relativePath: string) => relativePath.split(path.sep).join('/').replace(/^\/+/, '').startsWith('media/');

/** Paths the API answers; anything else may be a client route of the web app. */
export function isApiPath(url: string): boolean {
  return /^\/(api|healthz|readyz|user-info|partners|register|login|logout|token|verfiy-otp|resend-otp|change-forget-password|auth|supplier-dropdown|support|uploads|staff-invitation)(\/|\?|$)/.test(
    url,
  );
}

export interface WebAppOptions {
  webDir: string;
  uploadsDir: string;
  crossOriginMedia?: boolean;
  ssrBundle: string;
  serverRender: boolean;
  drawnPagesPerMinute?: number;
  /** Past this, a page goes out as the shell the script draws (default 3 s, lib/serverRender.ts). */
  serverRenderTimeoutMs?: number;
  /** The picture a hut's page preloads (the catalogue's, passed in by app.ts: plugins import no module). */
  hutPicture?: IndexPageOptions['hutPicture'];
  /** The site's public origin (PUBLIC_URL): public pages name their canonical and alternate addresses on it. */
  publicUrl?: string;
  /** A public page's own head (modules/site/pageHead.ts, passed in by app.ts), given the language's texts. */
  pageHead?: (
    request: FastifyRequest,
    language: Language,
    answers: ReadonlyMap<string, string>,
    texts: Record<string, unknown>,
  ) => Promise<PageHead | undefined>;
}

/**
 * The built web app (webDir) and public uploaded files (dataDir/uploads), on the API's own port.
 * Paths that match no file fall through to the not-found handler here, which serves index.html for pages.
 */
export default fp<WebAppOptions>(
  async (
    app,
    {
      webDir,
      uploadsDir,
      crossOriginMedia = false,
      ssrBundle,
      serverRender,
      drawnPagesPerMinute,
      serverRenderTimeoutMs,
      hutPicture,
      publicUrl,
      pageHead,
    },
  ) => {
    const webBuilt = existsSync(webDir);
    if (webBuilt) {
      // Registered first so reply.sendFile (used for the client-route fallback) carries these cache headers.
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        cacheControl: false,
        // index.html is never sent as it is on disk: `/`, `/index.html` and every client route fall through to
        // the not-found handler, which renders it in the page's language (lib/indexPage.ts).
        index: false,
        allowedPath: (pathname: string) => !['', 'index.html'].includes(pathname.replace(/^\/+/, '')),
        // The build writes .br and .gz beside each text file; they are sent to browsers that accept them.
        preCompressed: true,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          const relativePath = path.relative(webDir, filePath);
          reply.header('cache-control', cacheControlFor(relativePath));
          if (crossOriginMedia && isMedia(relativePath)) reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    } else {
      app.log.warn({ webDir }, 'web app not built: serving the API only (run `npm run build`)');
    }
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: !webBuilt,
      cacheControl: false,
      index: false,
      // Even if a private file were left in the folder, this path never serves it.
      allowedPath: (pathname: string) => isPublicUpload(pathname),
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', MODEST);
        if (crossOriginMedia) reply.header('cross-origin-resource-policy', 'cross-origin');
        // User-supplied files must never be sniffed into HTML or script.
        reply.header('x-content-type-options', 'nosniff');
      },
    });

    const indexHtml = path.join(webDir, 'index.html');
    const renderer = serverRender ? loadServerRenderer(ssrBundle) : undefined;
    const texts = new Map<Language, Record<string, unknown>>();
    // The built locale files: the renderer draws with them, and a page's description is read from them.
    const textsOf = (language: Language) => {
      let found = texts.get(language);
      if (!found) {
        found = JSON.parse(readFileSync(path.join(webDir, 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>;
        texts.set(language, found);
      }
      return found;
    };
    // The same, or nothing where the build has no locale files; looked for once per language, not per page.
    const built = new Map<Language, Record<string, unknown> | undefined>();
    const textsIfBuilt = (language: Language) => {
      if (!built.has(language))
        built.set(language, existsSync(path.join(webDir, 'locales', `${language}.json`)) ? textsOf(language) : undefined);
      return built.get(language);
    };
    const description = (language: Language) => {
      const value = (textsIfBuilt(language)?.common as Record<string, unknown> | undefined)?.siteDescription;
      return typeof value === 'string' ? value : undefined;
    };
    const rendering = renderer
      ? createPageRendering({ app, renderer, perMinute: drawnPagesPerMinute, timeoutMs: serverRenderTimeoutMs, texts: textsOf })
      : undefined;
    const indexPage = createIndexPage(webDir, {
      hutPicture,
      rendering,
      publicUrl,
      description,
      pageHead: pageHead && ((request, language, answers) => pageHead(request, language, answers, textsIfBuilt(language) ?? {})),
    });
    // Anything no route and no file answers: a page of the web app for a browser, else the contract's JSON 404.
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const wantsPage =
        request.method === 'GET' &&
        !isApiPath(request.url) &&
        ((request.headers.accept ?? '').includes('text/html') || pathname === '/' || pathname === '/index.html');
      if (wantsPage && existsSync(indexHtml)) {
        // The web app routes on the client; an address that is no page of it answers 404 with its not-found
        // page. The page comes in the visitor's language and direction from the first byte (lib/indexPage.ts).
        return indexPage.send(request, reply);
      }
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ detail: 'Not found.' }));
    });
  },
  { name: 'web-app' },
);
