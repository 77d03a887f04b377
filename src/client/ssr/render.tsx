// The web app's server renderer: the API server draws a public page's first view with the app's own components
// (dist-ssr/render.js, built by webpack beside the browser's bundle), so the page paints from the first bytes
// and the script then hydrates that markup instead of drawing it again (main.tsx).
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureStore } from '@reduxjs/toolkit';
import { ServerStyleSheet } from 'styled-components';
import { SERVER_RENDER_ORIGIN, type ServerRenderedPage, type ServerRenderer, type ServerRenderRequest } from '../../shared/serverRender';
import type { Language } from '../../shared/constants';
import { languagePrefix, splitLanguagePath } from '../../shared/pagePaths';
import { baseApi } from '../api/baseApi';
import type { ServerFetchContext } from '../api/baseQuery';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { contactApi } from '../features/shell/contactApi';
import { rootReducer } from '../app/store';
import { I18N_OPTIONS } from '../i18n';
import { arabicPunctuation } from '../i18n/arabicPunctuation';
import { digitsFormatter } from '../i18n/digitsFormatter';
import { loadRtlPlugin } from '../ui/rtlPlugin';
import { ServerTitleContext } from '../ui/useDocumentTitle';
import { serverRenderedPage } from './routes';

/** One i18next instance per language and set of texts, built on first use. */
const instances = new Map<Language, { texts: Record<string, unknown>; ready: Promise<I18n> }>();

function i18nFor(language: Language, texts: Record<string, unknown>): Promise<I18n> {
  const known = instances.get(language);
  if (known && known.texts === texts) return known.ready;
  const instance = createInstance();
  const ready = instance
    .use(digitsFormatter)
    .use(arabicPunctuation)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: language, resources: { [language]: { translation: texts } }, initAsync: false })
    .then(() => instance);
  instances.set(language, { texts, ready });
  return ready;
}

function makeServerStore(context: ServerFetchContext) {
  return configureStore({
    reducer: rootReducer,
    // Requests go through the context's fetch (baseQuery.ts reads it from the thunk argument).
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context }, serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
}

/** JSON that cannot end the `<script>` element it is written into, nor start a comment or a CDATA section. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Renders the whole tree, waiting for lazily loaded screens, into one string. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    // Bytes, joined once at the end and decoded once. React 18's stream fills 2,048-byte views and, when the
    // next multi-byte letter (Arabic is two bytes a letter) does not fit in what is left of one, sends the
    // whole view with its unused bytes: NULs in the middle of a word, which the browser shows as U+FFFD
    // ("القائم\0ة") and which break the accessible names of what it drew. HTML never carries a NUL, so they
    // are taken out.
    const chunks: Buffer[] = [];
    let failed: unknown;
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString('utf8').replace(/\0/g, ''));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
      // An error inside a boundary would leave that part to the browser, which then redraws it: the page is
      // better sent as the plain shell.
      onError(error) {
        failed ??= error;
      },
    });
  });
}

export async function renderPage({ url, language, texts, fetch }: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const address = new URL(url, SERVER_RENDER_ORIGIN);
  const found = serverRenderedPage(address.pathname);
  if (!found) return null;
  const [i18n] = await Promise.all([i18nFor(language, texts), language === 'ar' ? loadRtlPlugin() : undefined]);
  const store = makeServerStore({ serverFetch: fetch, language });
  found.page.prefetch(store.dispatch, found.params, address.searchParams);
  // Every page's footer gives the resort's phone, e-mail and address.
  void store.dispatch(contactApi.endpoints.getResortContact.initiate());
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  // The cache as the markup was drawn from it: the browser starts from exactly this.
  const state = scriptSafeJson({ [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] });

  const sheet = new ServerStyleSheet();
  const title: { title?: string } = {};
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <StrictMode>
          <ServerTitleContext.Provider value={title}>
            <AppProviders store={store} persistor={null} i18n={i18n}>
              {/* An /ar address draws the page under its prefix, as the browser's router does (app/languageRouter.tsx). */}
              <StaticRouter
                basename={languagePrefix(splitLanguagePath(address.pathname).language ?? 'en') || undefined}
                location={address.pathname + address.search}
              >
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </ServerTitleContext.Provider>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), state, title: title.title };
  } finally {
    sheet.seal();
  }
}

export const renderer: ServerRenderer = {
  draws: (url) => serverRenderedPage(new URL(url, SERVER_RENDER_ORIGIN).pathname) !== undefined,
  renderPage,
};
