// Every API call goes through here: bearer token, one shared token refresh, and session expiry.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { i18n } from '../i18n';
import { SERVER_RENDER_ORIGIN } from '../../shared/serverRender';
import { API_URL, REFRESH_PATH } from './config';
import { errorMessage, isSessionEnding, isUserGone } from './errorMessage';
import { logout } from './session';
import { notifySessionEnded } from './sessionNotice';
import { selectSessionToken, tokenRefreshed } from './sessionEvents';

type AuthAwareState = { auth: { token: string | null } };

// No timeout on purpose: uploads and payment calls may legitimately take long.
const fetchQuery = fetchBaseQuery({
  baseUrl: API_URL,
  credentials: 'include', // the refresh token travels in an HttpOnly cookie
  prepareHeaders: (headers, { getState }) => {
    const token = selectSessionToken(getState() as AuthAwareState);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The server words its messages in the language the guest reads the site in, not the browser's.
    if (i18n.language) headers.set('Accept-Language', i18n.language.slice(0, 2));
    // fetchBaseQuery sets JSON only for plain bodies; for FormData the browser writes the multipart
    // boundary itself, so no content-type is set here.
    return headers;
  },
});

type FetchResult = Awaited<ReturnType<typeof fetchQuery>>;

/**
 * A 429's Retry-After (seconds) is kept on the error as `retryAfter` (read with `retryAfterOf`), so screens
 * can say how long to wait; the header is all the client gets of it once the answer has been parsed.
 */
function keepRetryAfter(result: FetchResult): FetchResult {
  const { error, meta } = result;
  if (error?.status !== 429) return result;
  const header = meta?.response?.headers.get('retry-after');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? { error: { ...error, retryAfter: seconds } as FetchBaseQueryError, meta } : result;
}

const rawBaseQuery: typeof fetchQuery = async (args, api, extraOptions) => keepRetryAfter(await fetchQuery(args, api, extraOptions));

/**
 * The store's thunk argument when the server renders a page (src/client/ssr): requests go to the server's own
 * routes in-process, in the page's language, with no session (a rendered page is what anyone sees).
 */
export interface ServerFetchContext {
  serverFetch: (request: Request) => Promise<Response>;
  language: string;
}

const serverQueries = new WeakMap<ServerFetchContext, typeof rawBaseQuery>();

function serverQueryFor(extra: unknown): typeof rawBaseQuery | undefined {
  const context = extra as Partial<ServerFetchContext> | undefined;
  if (!context?.serverFetch) return undefined;
  const key = context as ServerFetchContext;
  let query = serverQueries.get(key);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: SERVER_RENDER_ORIGIN,
      // fetchBaseQuery always hands fetchFn a Request.
      fetchFn: (input) => key.serverFetch(input as Request),
      prepareHeaders: (headers) => {
        headers.set('Accept-Language', key.language);
        return headers;
      },
    });
    serverQueries.set(key, query);
  }
  return query;
}

// Several requests can fail at once with an expired token; only one of them refreshes, and the others wait for
// it: `refreshing` is that refresh while it runs (set and cleared without an await in between, so two requests
// can never both start one).
let refreshing: Promise<void> | null = null;

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const serverQuery = serverQueryFor(api.extra);
  if (serverQuery) return serverQuery(args, api, extraOptions);
  await refreshing;
  const tokenUsed = selectSessionToken(api.getState() as AuthAwareState);
  let result = await rawBaseQuery(args, api, extraOptions);

  const message = errorMessage(result.error);
  if (!isSessionEnding(message) || !tokenUsed || urlOf(args) === REFRESH_PATH) return result;

  if (refreshing) {
    // Someone else is refreshing: wait, then retry only if they obtained a new token.
    await refreshing;
  } else {
    const current = selectSessionToken(api.getState() as AuthAwareState);
    // A refresh that finished while this request was in flight already replaced the token.
    if (current === tokenUsed) {
      let release = () => {};
      refreshing = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        const refreshed = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST' }, api, extraOptions);
        const token = (refreshed.data as { token?: unknown } | undefined)?.token;
        if (typeof token === 'string' && token) {
          api.dispatch(tokenRefreshed(token));
        } else {
          const refreshMessage = errorMessage(refreshed.error);
          notifySessionEnded(isUserGone(message) || isUserGone(refreshMessage) ? 'userNotFound' : 'expired');
          // Logging out resets the API cache, which aborts requests in flight, this one included; wait
          // until it has settled so the caller still receives the original error.
          setTimeout(() => logout(api.dispatch), 0);
          return result;
        }
      } finally {
        refreshing = null;
        release();
      }
    }
  }

  const latest = selectSessionToken(api.getState() as AuthAwareState);
  if (latest && latest !== tokenUsed) result = await rawBaseQuery(args, api, extraOptions);
  return result;
};
