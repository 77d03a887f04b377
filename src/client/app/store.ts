// The Redux store: the persisted auth slice and the RTK Query cache.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
// Constants only: redux-persist itself is not part of the first visit (see startPersisting below).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import type { PersistConfig, Persistor } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { loggedIn, loggedOut, sessionChangedElsewhere, tokenRefreshed } from '../api/sessionEvents';
import { authReducer, type AuthState } from '../features/auth/authSlice';
import { kenStorage, readSession, subscribeToOtherTabs } from '../features/auth/kenStorage';

// kenStorage stores each field as a plain string, so redux-persist must not JSON-encode anything.
// `deserialize: false` is honoured at runtime by redux-persist 6 but missing from its types. The store
// already starts from the ken_* keys, so rehydration merges nothing (`stateReconciler: false`): whatever
// happened in between (a sign-in, a refreshed token) wins and is written back.
const authPersistConfig = {
  key: 'auth',
  storage: kenStorage,
  serialize: false,
  deserialize: false,
  stateReconciler: false,
} as PersistConfig<AuthState>;

const rootReducer = combineReducers({
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The session the ken_* keys hold, if any (what redux-persist's rehydration used to bring). */
function storedSession(): AuthState | undefined {
  const session = readSession();
  return Object.values(session).some(Boolean) ? session : undefined;
}

/** What a test or a server-rendered page may start the store with (persist bookkeeping is added). */
export type PreloadedAppState = { auth?: AuthState };

export function makeStore(preloaded?: PreloadedAppState) {
  // The ken_* keys are read synchronously, so the first paint needs no PersistGate; they win over a
  // preloaded session, as redux-persist's rehydration did.
  const auth = storedSession() ?? preloaded?.auth;

  // redux-persist mirrors the session into the ken_* keys; it is only needed once the session changes,
  // so it loads then (a first visit to / never downloads it).
  let persisting: Promise<Persistor | undefined> | undefined;
  let disposed = false;
  const startPersisting = () => {
    persisting ??= import(/* webpackChunkName: "persist" */ 'redux-persist').then(({ persistReducer, persistStore }) => {
      if (disposed) return undefined;
      const persistedAuth = persistReducer(authPersistConfig, authReducer);
      store.replaceReducer(
        combineReducers({ auth: persistedAuth, [baseApi.reducerPath]: baseApi.reducer }) as unknown as typeof rootReducer,
      );
      return persistStore(store);
    });
    return persisting;
  };

  // Cached answers belong to the user who fetched them; drop them whenever the user changes. A plain
  // middleware rather than RTK's listener middleware, which would ship in the first visit for this alone.
  const sessionMiddleware: Middleware<object, RootState> = (api) => (next) => (action) => {
    if (isSessionChange(action)) startPersisting();
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
    preloadedState: (auth ? { auth } : undefined) as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(sessionMiddleware)
        .concat(baseApi.middleware),
  });
  const unsubscribeTabs = subscribeToOtherTabs((session) => store.dispatch(sessionChangedElsewhere(session)));
  const unsubscribeFocus = setupListeners(store.dispatch);
  const dispose = () => {
    unsubscribeTabs();
    unsubscribeFocus();
    disposed = true;
    void persisting?.then((persistor) => persistor?.pause());
  };
  /** Resolves once redux-persist mirrors the session (loading it if no session change did yet). */
  const persisted = () => startPersisting();
  return { store, persisted, dispose };
}

const isSessionChange = (action: unknown) =>
  loggedIn.match(action) || tokenRefreshed.match(action) || loggedOut.match(action) || sessionChangedElsewhere.match(action);

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
