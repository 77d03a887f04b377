// Reading and writing the session's ken_* keys through redux-persist. It is not part of the entry: a page the
// server drew hydrates signed out, as the server drew it, and loads this once its screen has hydrated
// (renderApp.tsx); a page the script draws loads it beside the texts and renders behind the PersistGate once
// the session is read (main.tsx). Either way the keys are read before the page asks anything as the user.
import type { Store } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import { authReducer, type AuthState } from '../features/auth/authSlice';
import { kenStorage } from '../features/auth/kenStorage';
import { appReducer } from './reducers';

// kenStorage stores each field as a plain string, so redux-persist must not JSON-encode anything.
// `deserialize: false` is honoured at runtime by redux-persist 6 but missing from its types.
const authPersistConfig = { key: 'auth', storage: kenStorage, serialize: false, deserialize: false } as PersistConfig<AuthState>;

/**
 * Puts redux-persist's reducer around the session (the store's reducer is swapped, as code-split reducers are)
 * and starts it: it reads the ken_* keys at once and writes them on every change of the session from then on.
 */
export function persistSession(store: Store): Persistor {
  // The wrapper adds its own bookkeeping (`_persist`) beside the session; nothing else reads it.
  const persisted = persistReducer(authPersistConfig, authReducer) as unknown as typeof authReducer;
  store.replaceReducer(appReducer(persisted));
  return persistStore(store);
}
