import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/client/app/store';
import { persistSession } from '../../../src/client/app/persistence';
import { baseApi } from '../../../src/client/api/baseApi';
import { loggedIn, sessionChangedElsewhere, tokenRefreshed } from '../../../src/client/api/sessionEvents';
import { selectEmail, selectRole } from '../../../src/client/features/auth/authSlice';
import { useLogout } from '../../../src/client/features/auth/useLogout';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken } from '../../helpers/client/session';

const keys = () => Object.fromEntries(Object.entries({ ...localStorage }).filter(([key]) => key.startsWith('ken_')));

const signIn = {
  token: makeToken({ role: 'supplier', email: 'reef@example.com' }),
  full_name: 'Reef Diving Co.',
  email: 'reef@example.com',
  role: 'supplier' as const,
  avatar: '/media/avatars/avatar-2.svg',
};

/** A fresh store that has finished reading the ken_* keys, as after a page load. */
async function loadStore() {
  const made = makeStore(undefined, { persistSession });
  await waitFor(() => expect(made.persistor!.getState().bootstrapped).toBe(true));
  return made;
}

describe('the ken_* keys', () => {
  it('mirror a sign-in as plain strings, and a new store reads them back', async () => {
    const first = await loadStore();
    first.store.dispatch(loggedIn(signIn));
    await waitFor(() =>
      expect(keys()).toEqual({
        ken_token: signIn.token,
        ken_full_name: 'Reef Diving Co.',
        ken_email: 'reef@example.com',
        ken_avatar: '/media/avatars/avatar-2.svg',
        ken_role: 'supplier',
      }),
    );
    first.dispose();

    const second = await loadStore();
    expect(second.store.getState().auth).toMatchObject({
      token: signIn.token,
      fullName: 'Reef Diving Co.',
      email: 'reef@example.com',
      avatar: '/media/avatars/avatar-2.svg',
      role: 'supplier',
    });
    second.dispose();
  });

  it('are written at once when the page is left right after signing in (a reload keeps the session)', async () => {
    const { store, dispose } = await loadStore();
    store.dispatch(loggedIn(signIn));
    // No timer has run yet: redux-persist's own write is still pending.
    expect(localStorage.getItem('ken_token')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('ken_token')).toBe(signIn.token);
    expect(localStorage.getItem('ken_role')).toBe('supplier');
    dispose();
  });

  it('leave out ken_avatar when the user has none', async () => {
    const { store, dispose } = await loadStore();
    store.dispatch(loggedIn({ ...signIn, avatar: null }));
    await waitFor(() => expect(localStorage.getItem('ken_token')).toBe(signIn.token));
    expect(localStorage.getItem('ken_avatar')).toBeNull();
    dispose();
  });

  it('pick up a session an older build left with only a token, reading role and e-mail from it', async () => {
    localStorage.setItem('ken_token', makeToken({ role: 'admin', email: 'staff@ken.example' }));
    localStorage.setItem('ken_full_name', 'Staff');
    const { store, dispose } = await loadStore();
    expect(store.getState().auth.token).toBe(localStorage.getItem('ken_token'));
    expect(selectRole(store.getState())).toBe('admin');
    expect(selectEmail(store.getState())).toBe('staff@ken.example');
    dispose();
  });

  it('follow a sign-in and a sign-out made in another tab', async () => {
    const { store, dispose } = await loadStore();
    localStorage.setItem('ken_token', signIn.token);
    localStorage.setItem('ken_role', 'supplier');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ken_token', newValue: signIn.token }));
    expect(store.getState().auth.token).toBe(signIn.token);
    expect(selectRole(store.getState())).toBe('supplier');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().auth.token).toBeNull();
    dispose();
  });

  it('keep the cached answers when another tab only refreshed the token of the same user', async () => {
    server.use(http.get('*/api/probe/', () => HttpResponse.json({ ok: true })));
    const probeApi = baseApi.injectEndpoints({
      endpoints: (b) => ({ cacheProbe: b.query<unknown, void>({ query: () => '/api/probe/' }) }),
    });
    const { store, dispose } = await loadStore();
    store.dispatch(loggedIn(signIn));
    await store.dispatch(probeApi.endpoints.cacheProbe.initiate());
    const snapshot = { token: 'newer', fullName: signIn.full_name, email: signIn.email, avatar: null, role: signIn.role };
    store.dispatch(sessionChangedElsewhere(snapshot));
    expect(probeApi.endpoints.cacheProbe.select()(store.getState()).data).toEqual({ ok: true });
    store.dispatch(sessionChangedElsewhere({ ...snapshot, email: 'someone@else.example' }));
    expect(probeApi.endpoints.cacheProbe.select()(store.getState()).data).toBeUndefined();
    dispose();
  });
});

describe('a page the server drew (redux-persist loaded once it has hydrated)', () => {
  it('reads a stored session before it says the session is in', async () => {
    localStorage.setItem('ken_token', signIn.token);
    localStorage.setItem('ken_full_name', signIn.full_name);
    localStorage.setItem('ken_role', 'supplier');
    const { store, startSession, dispose } = makeStore();
    // Hydrated as the server drew it: signed out.
    expect(store.getState().auth.token).toBeNull();
    await startSession();
    expect(store.getState().auth).toMatchObject({ token: signIn.token, fullName: 'Reef Diving Co.', role: 'supplier' });
    dispose();
  });

  it('with no stored session, writes a sign-in to the keys at once, then redux-persist keeps them', async () => {
    const { store, startSession, dispose } = makeStore();
    await startSession();
    expect(store.getState().auth.token).toBeNull();
    store.dispatch(loggedIn(signIn));
    // Written in the same task: a reload or a new tab right now finds the session.
    expect(keys()).toMatchObject({ ken_token: signIn.token, ken_email: 'reef@example.com', ken_role: 'supplier' });
    // redux-persist has taken over once it has loaded: a refreshed token reaches the keys, and nothing it read back
    // undid the sign-in.
    await waitFor(() => expect(store.getState().auth).toHaveProperty('_persist.rehydrated', true));
    expect(store.getState().auth.token).toBe(signIn.token);
    store.dispatch(tokenRefreshed('newer-token'));
    await waitFor(() => expect(localStorage.getItem('ken_token')).toBe('newer-token'));
    expect(store.getState().auth.email).toBe('reef@example.com');
    dispose();
  });
});

function SignOut() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout('/huts')}>
      Sign out
    </button>
  );
}

describe('logout', () => {
  it('clears all local storage, the session and the API cache, then navigates', async () => {
    server.use(http.get('*/api/probe/', () => HttpResponse.json({ ok: true })));
    const probeApi = baseApi.injectEndpoints({ endpoints: (b) => ({ probe: b.query<unknown, void>({ query: () => '/api/probe/' }) }) });
    localStorage.setItem('unrelated_setting', 'x');
    const { store, router, user } = await renderWithProviders(<SignOut />, { route: '/profile' });
    act(() => {
      store.dispatch(loggedIn(signIn));
    });
    await act(() => store.dispatch(probeApi.endpoints.probe.initiate()));
    await waitFor(() => expect(localStorage.getItem('ken_token')).toBe(signIn.token));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(store.getState().auth.token).toBeNull();
    expect(probeApi.endpoints.probe.select()(store.getState()).data).toBeUndefined();
    expect(router.state.location.pathname).toBe('/huts');
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});
