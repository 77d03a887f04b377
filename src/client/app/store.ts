// The Redux store: the persisted auth slice and the RTK Query cache.
import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { loggedOut, sessionChangedElsewhere } from '../api/sessionEvents';
import { authReducer, type AuthState } from '../features/auth/authSlice';
import { kenStorage, subscribeToOtherTabs } from '../features/auth/kenStorage';

// kenStorage stores each field as a plain string, so redux-persist must not JSON-encode anything.
// `deserialize: false` is honoured at runtime by redux-persist 6 but missing from its types.
const authPersistConfig = { key: 'auth', storage: kenStorage, serialize: false, deserialize: false } as PersistConfig<AuthState>;

export const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig, authReducer),
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or a server-rendered page may start the store with (persist bookkeeping is added). */
export type PreloadedAppState = { auth?: AuthState; [baseApi.reducerPath]?: RootState[typeof baseApi.reducerPath] };

export interface MakeStoreOptions {
  /**
   * Leave the session in the ken_* keys until startPersistence(): a server-rendered page is hydrated as the
   * server drew it (signed out, since the session lives in this browser only), then the session is read.
   */
  deferPersistence?: boolean;
}

export function makeStore(preloaded?: PreloadedAppState, { deferPersistence = false }: MakeStoreOptions = {}) {
  // Cached answers belong to the user who fetched them; drop them whenever the user changes.
  const sessionListener = createListenerMiddleware();
  sessionListener.startListening({
    matcher: isAnyOf(loggedOut, sessionChangedElsewhere),
    effect: (action, api) => {
      const before = (api.getOriginalState() as RootState).auth;
      const after = (api.getState() as RootState).auth;
      // Another tab merely refreshing the token keeps the same user and its cache.
      const sameUser = sessionChangedElsewhere.match(action) && !!after.token && before.email === after.email;
      if (!sameUser) api.dispatch(baseApi.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(sessionListener.middleware)
        .concat(baseApi.middleware),
  });
  let persistor: Persistor | null = deferPersistence ? null : persistStore(store);
  /** Reads the session from the ken_* keys and keeps them written from then on (once). */
  const startPersistence = () => {
    persistor ??= persistStore(store);
    return persistor;
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
  return { store, persistor, startPersistence, dispose };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
