// The Redux store: the session (persisted in the ken_* keys, app/persistence.ts) and the RTK Query cache.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Persistor } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { loggedOut, sessionChangedElsewhere } from '../api/sessionEvents';
import type { AuthState } from '../features/auth/authSlice';
import { readSession, subscribeToOtherTabs, writeSession } from '../features/auth/kenStorage';
import type { persistSession } from './persistence';
import { appReducer } from './reducers';

export const rootReducer = appReducer();

/** redux-persist's own actions carry functions; the serializability check (development only) lets them by. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((name) => `persist/${name}`);

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or a server-rendered page may start the store with (persist bookkeeping is added). */
export type PreloadedAppState = { auth?: AuthState; [baseApi.reducerPath]?: RootState[typeof baseApi.reducerPath] };

export interface MakeStoreOptions {
  /**
   * app/persistence.ts's persistSession, already loaded: the session is read from the ken_* keys at once (a page
   * the script draws, tests). Without it the session stays in the keys until startPersistence() loads it: a
   * server-rendered page is hydrated as the server drew it (signed out, since the session lives in this browser
   * only), then the session is read.
   */
  persistSession?: typeof persistSession;
}

export function makeStore(preloaded?: PreloadedAppState, options: MakeStoreOptions = {}) {
  // Cached answers belong to the user who fetched them; drop them whenever the user changes. A plain middleware,
  // not RTK's listener middleware (~1 KB more on every first visit for this one rule).
  const dropCacheOfOtherUser: Middleware<object, RootState> = (api) => (next) => (action) => {
    if (!loggedOut.match(action) && !sessionChangedElsewhere.match(action)) return next(action);
    const before = api.getState().auth;
    const result = next(action);
    const after = api.getState().auth;
    // Another tab merely refreshing the token keeps the same user and its cache.
    const sameUser = sessionChangedElsewhere.match(action) && !!after.token && before.email === after.email;
    if (!sameUser) api.dispatch(baseApi.util.resetApiState());
    return result;
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(dropCacheOfOtherUser)
        .concat(baseApi.middleware),
  });
  let persistor: Persistor | null = options.persistSession ? options.persistSession(store) : null;
  let loading: Promise<Persistor> | undefined;
  /** Loads redux-persist, reads the session from the ken_* keys and keeps them written from then on (once). */
  const startPersistence = () => {
    loading ??= persistor
      ? Promise.resolve(persistor)
      : import(/* webpackChunkName: "persistence" */ './persistence').then(({ persistSession }) => {
          persistor ??= persistSession(store);
          return persistor;
        });
    return loading;
  };
  /**
   * Puts the session this browser holds into the store (a server-drawn page, once it has hydrated): resolves once
   * it is in. With none stored there is nothing to read, and redux-persist (~3 KB) loads only when the session first
   * changes (a sign-in); until it has taken over, each change is written to the keys at once, as it happens, so a
   * reload or a new tab right after signing in finds the session, and redux-persist reads back what the store holds.
   */
  let session: Promise<void> | undefined;
  const startSession = (): Promise<void> => {
    session ??= readStoredSession();
    return session;
  };
  const readStoredSession = (): Promise<void> => {
    if (persistor || hasStoredSession()) return startPersistence().then(whenBootstrapped);
    let written = store.getState().auth;
    const unsubscribe = store.subscribe(() => {
      if (persistor) {
        unsubscribe();
        return;
      }
      const { auth } = store.getState();
      if (auth === written) return;
      written = auth;
      writeSession(auth);
      void startPersistence();
    });
    return Promise.resolve();
  };
  const unsubscribeTabs = subscribeToOtherTabs((session) => store.dispatch(sessionChangedElsewhere(session)));
  const unsubscribeFocus = setupListeners(store.dispatch);
  // redux-persist writes on a timer; a page left at once (a reload or a typed address right after signing
  // in) would never run it and come back signed out. Write what is pending as the page goes.
  const flushOnLeave = () => void persistor?.flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnLeave);
  const dispose = () => {
    unsubscribeTabs();
    unsubscribeFocus();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flushOnLeave);
    persistor?.pause();
  };
  return { store, persistor, startSession, dispose };
}

const hasStoredSession = () => Object.values(readSession()).some(Boolean);

/** Resolves once redux-persist has read the stored session into the store. */
function whenBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
