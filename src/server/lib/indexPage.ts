// index.html as the server sends it: `<html lang dir>` in the page's language (the path's language, else the
// `i18next` cookie, else English; Accept-Language is deliberately not read, so a first visit is English as
// the web app itself decides and the answer varies on the cookie alone), the preload links of that
// language's first view (fonts, and the home page's LCP picture). The web app starts from the document's
// `dir`, so its first render is already mirrored in Arabic: nothing flips after the script runs.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants';
import { firstViewChunks, HOME_LCP_IMAGES, hutPageId, isHomePath, type PreloadImage } from '../../shared/firstView';
import { FONT_FACES } from '../../shared/fontFaces';
import { fontPreloadLinks } from '../../shared/fonts';
import { directionOf, languageFromCookie, languageFromPath } from '../../shared/language';
import { localizedPath, pagePathOf, PUBLIC_PAGE_PATHS, splitLanguagePath } from '../../shared/pagePaths';
import { SERVER_STATE_ID, type ServerRenderedPage } from '../../shared/serverRender';
import { escapeHtml } from './mailLayout';
import type { ApiAnswers, PageRendering } from './serverRender';

export function pageLanguage(url: string, cookieHeader: string | undefined): Language {
  return languageFromPath(url) ?? languageFromCookie(cookieHeader ?? '') ?? DEFAULT_LANGUAGE;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function imagePreload(image: PreloadImage): string {
  const extras = [
    image.srcset ? ` imagesrcset="${attribute(image.srcset)}"` : '',
    image.sizes ? ` imagesizes="${attribute(image.sizes)}"` : '',
    image.type ? ` type="${attribute(image.type)}"` : '',
    image.media ? ` media="${attribute(image.media)}"` : '',
  ].join('');
  return `<link rel="preload" as="image" href="${attribute(image.href)}"${extras} fetchpriority="high">`;
}

/** Script files per lazily loaded chunk, as the build writes them (dist/chunks.json). */
export type ChunkManifest = Record<string, string[]>;

export function renderIndexHtml(
  template: string,
  language: Language,
  home: boolean,
  scripts: readonly string[] = [],
  picture?: PreloadImage,
  description?: string,
): string {
  const preloads = [
    // The web app waits for its texts before its first render: fetched with the page, not after the script.
    `<link rel="preload" href="/locales/${language}.json" as="fetch" crossorigin>`,
    fontPreloadLinks(FONT_FACES, language),
    ...(home ? HOME_LCP_IMAGES.map(imagePreload) : []),
    // A hut page's first picture (its largest paint), which the page would otherwise ask for only once its
    // code and the hut's data have arrived.
    picture ? imagePreload(picture) : '',
    // The first view's lazily loaded code (layout, screen, the RTL plugin in Arabic), fetched beside the entry.
    ...scripts.map((src) => `<link rel="preload" href="${attribute(src)}" as="script">`),
  ]
    .filter(Boolean)
    .join('');
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
      // The description in the page's language (search results show it under the title).
      .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, (original) =>
        description ? `<meta name="description" content="${attribute(description)}">` : original,
      )
      // At the end of <head> (the build minifies the template, comments included); the preload scanner sees
      // the whole head before it fetches, and fetchpriority orders the fetches.
      .replace('</head>', `${preloads}</head>`)
  );
}

const ROOT = /<div id="?root"?><\/div>/;

/**
 * A page with its server-drawn first view: the markup inside the root element, the state it was drawn from
 * beside it (the script hydrates when it finds that), and the components' styles at the end of <head>.
 */
export function withRenderedPage(html: string, page: ServerRenderedPage): string {
  if (!ROOT.test(html)) throw new Error('index.html has no empty root element to render into');
  // The page reads without its script: the scripts, and the preloads of what only the script uses (its lazy
  // chunks, the texts it hydrates with), go out after the first paint (public/after-paint.js), so the
  // first view's pictures and fonts have the connection to themselves.
  const scripts: string[] = [];
  const preloads: string[] = [];
  const withoutScripts = html
    .replace(/<script defer(?:="defer")? src="?([^">\s]+)"?><\/script>/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="preload" href="([^"]+)" as="(?:script|fetch)"(?: crossorigin)?>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const loader = `<script src="/after-paint.js" async data-preload="${attribute(preloads.join(' '))}" data-scripts="${attribute(scripts.join(' '))}"></script>`;
  return withoutScripts
    .replace(/<title>[^<]*<\/title>/, (original) => (page.title ? `<title>${escapeHtml(page.title)}</title>` : original))
    .replace('</head>', () => `${page.styles}${loader}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`);
}

/** A public page's own head (modules/site/pageHead.ts): its title, description and preview and structured-data tags. */
export interface PageHead {
  /** Plain text: the page's <title> unless the server drew the page (a drawn page's title is its screen's). */
  title: string;
  /** Plain text, for <meta name="description">. */
  description: string;
  /** Ready HTML (attributes escaped, JSON-LD script-safe), for the end of <head>. */
  tags: string;
}

/** The page's own title, description and tags in place of the site's. */
export function withPageHead(html: string, head: PageHead): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  const described = /<meta name="?description"?[^>]*>/.test(html)
    ? html.replace(/<meta name="?description"?[^>]*>/, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  return described
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `${head.tags}</head>`);
}

/** Whether an address is a page of the web app at all (either language); anything else is answered 404. */
export function isPageAddress(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  return pathname === '/index.html' || pagePathOf(pathname) !== undefined;
}

const PUBLIC = new Set<string>(PUBLIC_PAGE_PATHS);

/**
 * A public page's addresses for search engines: its canonical address in the page's language, and the
 * alternates in each language and the default (English, the plain path), absolute from PUBLIC_URL.
 * For pages that are not public (sign-in, booking, the back office) and addresses that are no page: noindex.
 */
export function searchEngineTags(url: string, language: Language, publicUrl: string): string {
  const pathname = url.split(/[?#]/)[0];
  const pagePath = pagePathOf(pathname);
  // Sign-in, booking, account and back-office pages, and the not-found page, are kept out of search results.
  if (!pagePath || !PUBLIC.has(pagePath)) return '<meta name="robots" content="noindex">';
  const { path } = splitLanguagePath(pathname);
  const plain = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const address = (of: Language) => attribute(publicUrl + localizedPath(plain, of));
  return [
    `<link rel="canonical" href="${address(language)}">`,
    `<link rel="alternate" hreflang="en" href="${address('en')}">`,
    `<link rel="alternate" hreflang="ar" href="${address('ar')}">`,
    `<link rel="alternate" hreflang="x-default" href="${address('en')}">`,
  ].join('');
}

interface Variant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The scripts of the named chunks, each once, in order. */
export function chunkScripts(manifest: ChunkManifest, names: readonly string[]): string[] {
  return [...new Set(names.flatMap((name) => manifest[name] ?? []))];
}

/**
 * Renders (and compresses) each variant (language × home page or not × first-view chunks) once per process
 * from the built index.html and chunks.json.
 */
export interface IndexPageOptions {
  /** The first gallery picture of a hut page, for its preload (undefined: none, e.g. no such hut). */
  hutPicture?: (hutId: number) => Promise<PreloadImage | undefined>;
  /** Draws a public page's first view on the server (lib/serverRender.ts); without it the script draws every page. */
  rendering?: PageRendering;
  /** The site's public origin (PUBLIC_URL), for the canonical and alternate addresses of public pages. */
  publicUrl?: string;
  /** The site's description in a language (the locale file's common.siteDescription), for <meta name="description">. */
  description?: (language: Language) => string | undefined;
  /**
   * A public page's own head, from the API answers its drawing fetched (read anew when it was not drawn);
   * undefined for other pages. Without it every page has the site's title and description.
   */
  pageHead?: (request: FastifyRequest, language: Language, answers: ApiAnswers) => Promise<PageHead | undefined>;
}

export function createIndexPage(webDir: string, options: IndexPageOptions = {}) {
  let template: string | undefined;
  let manifest: ChunkManifest | undefined;
  const cache = new Map<string, Variant>();
  const variant = (language: Language, home: boolean, chunks: string[], picture?: PreloadImage): Variant => {
    template ??= readFileSync(path.join(webDir, 'index.html'), 'utf8');
    if (!manifest) {
      const file = path.join(webDir, 'chunks.json');
      manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkManifest) : {};
    }
    // Picture preloads are few (one per hut's first picture), so their pages are kept too.
    const key = `${language}:${home}:${chunks.join(',')}:${picture ? JSON.stringify(picture) : ''}`;
    let found = cache.get(key);
    if (!found) {
      // Bounded: pictures change with staff edits over a long uptime.
      if (cache.size >= 500) cache.clear();
      const html = renderIndexHtml(template, language, home, chunkScripts(manifest, chunks), picture, options.description?.(language));
      found = { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
      cache.set(key, found);
    }
    return found;
  };
  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const language = pageLanguage(request.url, request.headers.cookie);
      const hutId = hutPageId(request.url);
      let picture: PreloadImage | undefined;
      if (hutId !== null && options.hutPicture) {
        // The page comes without the preload rather than not at all when the lookup fails.
        picture = await options.hutPicture(hutId).catch((error: unknown) => {
          request.log.warn({ err: error }, 'hut picture for the page preload');
          return undefined;
        });
      }
      const page = variant(language, isHomePath(request.url), firstViewChunks(request.url, language), picture);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      // The same URL answers in either language depending on the cookie; an address that is no page is a 404,
      // drawn as the not-found page in the address's language.
      reply
        .code(isPageAddress(request.url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8');
      const answers: ApiAnswers = new Map();
      const rendered = options.rendering ? await options.rendering.render(request, language, answers) : null;
      const links = options.publicUrl ? searchEngineTags(request.url, language, options.publicUrl) : '';
      // The page goes out with the site's head rather than not at all when its own cannot be read.
      const head = await options.pageHead?.(request, language, answers).catch((error: unknown) => {
        request.log.warn({ err: error, url: request.url }, 'page head');
        return undefined;
      });
      if (rendered || links || head) {
        // Drawn (or addressed) for this request: compressed for it too, at a level that costs a millisecond or two.
        const own = head ? withPageHead(page.html, head) : page.html;
        const shell = links ? own.replace('</head>', () => `${links}</head>`) : own;
        const html = rendered ? withRenderedPage(shell, rendered) : shell;
        if (/\bbr\b/.test(accepted)) {
          return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
        }
        if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
        return reply.send(html);
      }
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    },
  };
}
