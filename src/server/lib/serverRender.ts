// The web app's server renderer (dist-ssr/render.js, built from src/client/ssr by `npm run build`), loaded once
// and given a fetch that answers the app's API requests in-process: the same routes, hooks and limits as the
// browser's requests, counted against the visitor's address (these are the reads their browser would have made).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/constants';
import type { ServerRenderedPage, ServerRenderer } from '../../shared/serverRender';
import { byIp } from '../plugins/rateLimit';
import { TooManyRequests } from './errors';

/** The renderer in `bundle`, or undefined when the web app is not built with one (the script then draws every page). */
export function loadServerRenderer(bundle: string): ServerRenderer | undefined {
  if (!existsSync(bundle)) return undefined;
  // Loaded at the first page drawn, not at start: the bundle (React and every page) was the largest module a
  // restart loaded before its first answer, which no API answer needs (docs/performance.md, "Start-up and memory").
  // Node's own require: the bundle is plain CommonJS, and under Jest it must not go through the test transform.
  let loaded: ServerRenderer | undefined;
  const renderer = () => (loaded ??= (createRequire(__filename)(bundle) as { renderer: ServerRenderer }).renderer);
  return { draws: (url) => renderer().draws(url), renderPage: (request) => renderer().renderPage(request) };
}

const NO_BODY = new Set([204, 304]);

/** The JSON bodies of the API's 200 answers a page was drawn from, by path and query (e.g. `/api/products/huts/3/`). */
export type ApiAnswers = Map<string, string>;

/**
 * A fetch for the renderer: each request is injected into `app` as if `visitor` had sent it, without their session.
 * With `answers`, the JSON it answered is kept there too, so the page's head is written from the same data.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest, answers?: ApiAnswers) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      remoteAddress: visitor.ip,
      headers: { accept: 'application/json', 'accept-language': request.headers.get('accept-language') ?? '' },
    });
    if (answers && response.statusCode === 200 && /^application\/json/.test(String(response.headers['content-type']))) {
      answers.set(url.pathname + url.search, response.body);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

export interface PageRendering {
  /**
   * The rendered first view of `url`, or null: a page not drawn on the server, a failure, too slow, or over the
   * limit. The API's answers it was drawn from are kept in `answers` when given.
   */
  render(request: FastifyRequest, language: Language, answers?: ApiAnswers): Promise<ServerRenderedPage | null>;
}

/** Pages one address may have drawn per minute; past it, its pages go out as the (precompressed) shell. */
export const DRAWN_PAGES_PER_MINUTE = 120;

export interface PageRenderingOptions {
  app: FastifyInstance;
  renderer: ServerRenderer;
  /** Drawn pages per address per minute (default DRAWN_PAGES_PER_MINUTE). */
  perMinute?: number;
  /** The interface texts of a language (the built /locales/{language}.json). */
  texts: (language: Language) => Record<string, unknown>;
  /** Past this, the page goes out as the shell the script draws (default 3 s). */
  timeoutMs?: number;
}

export function createPageRendering({
  app,
  renderer,
  texts,
  timeoutMs = 3000,
  perMinute = DRAWN_PAGES_PER_MINUTE,
}: PageRenderingOptions): PageRendering {
  // Drawing costs the server a render: a flood of page requests from one address gets the shell instead, which
  // costs nothing to send and still works (the script draws it).
  // Made on the first page: the rate-limit plugin registers after the plugin that serves pages. The limits hook
  // reads the request only (plugins/rateLimit.ts), so it is called here without a reply.
  let limited: ((request: FastifyRequest) => Promise<void>) | undefined;
  return {
    async render(request, language, answers) {
      // Pages the renderer leaves to the script cost nothing to send and do not count against the limit.
      if (!renderer.draws(request.url)) return null;
      try {
        limited ??= app.limits({ name: 'drawn-pages:ip', max: perMinute, windowSeconds: 60, key: byIp }) as unknown as (
          request: FastifyRequest,
        ) => Promise<void>;
        await limited(request);
      } catch (error) {
        if (error instanceof TooManyRequests) return null;
        throw error;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          request.log.warn({ url: request.url }, 'server rendering took too long: the page goes out as the shell');
          resolve(null);
        }, timeoutMs);
      });
      try {
        const rendering = renderer.renderPage({
          url: request.url,
          language,
          texts: texts(language),
          fetch: inProcessFetch(app, request, answers),
        });
        return await Promise.race([rendering, timeout]);
      } catch (error) {
        // The script draws the page as it always could; the failure is for the logs.
        request.log.error({ err: error, url: request.url }, 'server rendering failed: the page goes out as the shell');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
