import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loggedIn } from '../../../src/client/api/sessionEvents';
import { resetSessionNotice } from '../../../src/client/api/sessionNotice';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { makeToken } from '../../helpers/client/session';
import { harnessApi } from './baseApiHarness';

const OLD = makeToken({ role: 'guest', email: 'sara@example.com' });
const NEW = `${OLD}-refreshed`;
const EXPIRED_TEXT = 'Your session has expired. Please log in again.';
const GONE_TEXT = 'Your account no longer exists. Please contact support or register a new account.';

const signIn = { token: OLD, full_name: 'Sara Ali', email: 'sara@example.com', role: 'guest' as const };

let refreshCalls = 0;
let seenAuthorization: (string | null)[] = [];

beforeEach(() => {
  resetSessionNotice(); // a new page load
  refreshCalls = 0;
  seenAuthorization = [];
});

/** /api/private/ accepts only the refreshed token and answers `body` to anything else. */
function privateEndpoint(body: object) {
  return http.get(apiUrl('/api/private/'), ({ request }) => {
    const authorization = request.headers.get('authorization');
    seenAuthorization.push(authorization);
    return authorization === `Bearer ${NEW}` ? HttpResponse.json({ secret: 42 }) : HttpResponse.json(body, { status: 401 });
  });
}

const refreshSucceeds = http.post(apiUrl('/token/refresh/'), async () => {
  refreshCalls += 1;
  await new Promise((resolve) => setTimeout(resolve, 20)); // long enough for concurrent failures to queue
  return HttpResponse.json({ token: NEW });
});
const refreshFails = http.post(apiUrl('/token/refresh/'), () => {
  refreshCalls += 1;
  return HttpResponse.json({ detail: 'invalid token' }, { status: 401 });
});

/** The logout after a failed refresh runs once the request has settled; wait for it like a user would. */
async function sessionEnded(store: { getState: () => { auth: { token: string | null } } }) {
  await waitFor(() => expect(store.getState().auth.token).toBeNull());
}

async function setup(options: { signedIn?: boolean; language?: 'en' | 'ar' } = {}) {
  const rendered = await renderWithProviders(<p>page</p>, { route: '/huts', language: options.language });
  if (options.signedIn !== false) act(() => void rendered.store.dispatch(loggedIn(signIn)));
  type Args = Parameters<typeof harnessApi.endpoints.call.initiate>[0];
  const send = (args: Args) => rendered.store.dispatch(harnessApi.endpoints.call.initiate(args));
  const call = (args: Args) => act(() => send(args));
  // One act() around concurrent calls: overlapping act() scopes corrupt React's update queue.
  const callTogether = (...all: Args[]) => act(() => Promise.all(all.map(send)));
  return { ...rendered, call, callTogether };
}

describe('requests', () => {
  it('carry the stored token as a Bearer header, and none without a session', async () => {
    server.use(privateEndpoint({ detail: 'Authentication credentials were not provided.' }));
    const { call, store } = await setup({ signedIn: false });
    await call('/api/private/');
    act(() => void store.dispatch(loggedIn(signIn)));
    await call('/api/private/');
    expect(seenAuthorization).toEqual([null, `Bearer ${OLD}`]);
  });

  it('send JSON by default and multipart for FormData', async () => {
    const contentTypes: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/api/upload/'), ({ request }) => {
        contentTypes.push(request.headers.get('content-type'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const { call } = await setup();
    await call({ url: '/api/upload/', method: 'POST', body: { name: 'Sara' } });
    const form = new FormData();
    form.append('avatar', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'me.svg');
    await call({ url: '/api/upload/', method: 'POST', body: form });
    expect(contentTypes[0]).toBe('application/json');
    expect(contentTypes[1]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('pass other errors to the caller untouched, without refreshing', async () => {
    server.use(
      http.get(apiUrl('/api/private/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      refreshSucceeds,
    );
    const { call } = await setup();
    const result = await call('/api/private/');
    expect(result).toEqual({ error: { status: 404, data: { detail: 'Not found.' } } });
    expect(refreshCalls).toBe(0);
  });

  it("keep a 429's Retry-After on the error, so a screen can say how long to wait", async () => {
    server.use(
      http.post(apiUrl('/login/'), () =>
        HttpResponse.json({ detail: 'Too many requests. Try again in 56 seconds.' }, { status: 429, headers: { 'Retry-After': '56' } }),
      ),
    );
    const { call } = await setup({ signedIn: false });
    const result = await call({ url: '/login/', method: 'POST', body: {} });
    expect(result).toEqual({ error: { status: 429, data: { detail: 'Too many requests. Try again in 56 seconds.' }, retryAfter: 56 } });
  });
});

describe('session-ending answers', () => {
  it.each([
    [{ detail: 'Given token not valid for any token type' }],
    [{ detail: 'Token has expired' }],
    [{ error: 'Token expired' }],
    [{ detail: 'User not found' }],
    [{ detail: 'invalid token' }],
    [{ code: 'token_not_valid', detail: 'Given token not valid for any token type', messages: [] }],
    [{ code: 'user_not_found', detail: 'User not found' }],
  ])('%j refreshes the token once and retries with the new one', async (body) => {
    server.use(privateEndpoint(body), refreshSucceeds);
    const { call, store } = await setup();
    const result = await call('/api/private/');
    expect(result).toEqual({ data: { secret: 42 } });
    expect(refreshCalls).toBe(1);
    expect(seenAuthorization).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(store.getState().auth.token).toBe(NEW);
    await waitFor(() => expect(localStorage.getItem('ken_token')).toBe(NEW));
  });

  it('share one refresh among requests failing at the same time', async () => {
    server.use(privateEndpoint({ detail: 'Token has expired' }), refreshSucceeds);
    const { callTogether } = await setup();
    const results = await callTogether('/api/private/', '/api/private/', '/api/private/');
    expect(results).toEqual([{ data: { secret: 42 } }, { data: { secret: 42 } }, { data: { secret: 42 } }]);
    expect(refreshCalls).toBe(1);
  });

  it('do not refresh without a stored token', async () => {
    server.use(privateEndpoint({ detail: 'Token has expired' }), refreshSucceeds);
    const { call } = await setup({ signedIn: false });
    const result = await call('/api/private/');
    expect(result).toEqual({ error: { status: 401, data: { detail: 'Token has expired' } } });
    expect(refreshCalls).toBe(0);
  });

  it('do not refresh when the failing request is the refresh itself', async () => {
    server.use(refreshFails);
    const { call } = await setup();
    const result = await call({ url: '/token/refresh/', method: 'POST' });
    expect(result).toEqual({ error: { status: 401, data: { detail: 'invalid token' } } });
    expect(refreshCalls).toBe(1);
  });
});

describe('when the refresh fails', () => {
  it('tells the user once per page load, removes the token, logs out and still returns the error', async () => {
    server.use(privateEndpoint({ detail: 'Token has expired' }), refreshFails);
    const { call, store, router } = await setup();
    await waitFor(() => expect(localStorage.getItem('ken_token')).toBe(OLD));

    const result = await call('/api/private/');
    expect(result).toEqual({ error: { status: 401, data: { detail: 'Token has expired' } } });
    await sessionEnded(store);
    expect(await screen.findByText(EXPIRED_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('ken_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');

    // Sign in again and fail for another reason: the page load has had its toast already.
    server.use(privateEndpoint({ detail: 'User not found' }));
    act(() => void store.dispatch(loggedIn(signIn)));
    const second = await call('/api/private/');
    expect(second).toEqual({ error: { status: 401, data: { detail: 'User not found' } } });
    expect(refreshCalls).toBe(2);
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(GONE_TEXT)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows one toast for several requests failing together', async () => {
    server.use(privateEndpoint({ detail: 'Token has expired' }), refreshFails);
    const { callTogether, store } = await setup();
    await callTogether('/api/private/', '/api/private/');
    await sessionEnded(store);
    expect(await screen.findAllByText(EXPIRED_TEXT)).toHaveLength(1);
    expect(refreshCalls).toBe(1);
  });

  it('says the account is gone when the user no longer exists', async () => {
    server.use(privateEndpoint({ detail: 'User not found' }), refreshFails);
    const { call, store } = await setup();
    await call('/api/private/');
    await sessionEnded(store);
    expect(await screen.findByText(GONE_TEXT)).toBeInTheDocument();
  });

  it('speaks Arabic to an Arabic reader', async () => {
    server.use(privateEndpoint({ code: 'user_not_found' }), refreshFails);
    const { call, store } = await setup({ language: 'ar' });
    await call('/api/private/');
    await sessionEnded(store);
    expect(await screen.findByText('لم يعد حسابك موجودًا. يُرجى التواصل مع الدعم أو إنشاء حساب جديد.')).toBeInTheDocument();
  });
});
