// The contract between the API server and the web app's server renderer (src/client/ssr, built by webpack
// into dist-ssr/render.js): the server hands over a page's address and language, the renderer answers with the
// first view's markup, its styles and the data it was drawn from, or null for pages it does not draw.
import type { Language } from './constants';

/** The origin the renderer addresses the page and its API requests to; the server answers them in-process. */
export const SERVER_RENDER_ORIGIN = 'http://ken.internal';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/huts?guests=2`. */
  url: string;
  language: Language;
  /** The language's interface texts (the built /locales/{language}.json). */
  texts: Record<string, unknown>;
  /** Answers the app's API requests in-process (absolute URLs on SERVER_RENDER_ORIGIN). */
  fetch: (request: Request) => Promise<Response>;
}

export interface ServerRenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `<style data-styled>` tags of the rendered components, for `<head>`. */
  styles: string;
  /** The store's API cache the page was drawn from, as JSON safe inside a `<script>` element. */
  state: string;
  /** The page's title as the browser would set it ("Lagoon Hut · Ken Resort"), plain text. */
  title?: string;
}

export interface ServerRenderer {
  /** Whether the renderer draws the page at `url` (path and query) at all. */
  draws(url: string): boolean;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
}

/** The element the state travels in; the web app hydrates instead of rendering when it is there. */
export const SERVER_STATE_ID = 'ken-state';
