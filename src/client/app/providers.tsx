// Everything a screen relies on, in one place so tests render screens the way the app does.
import { lazy, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { DirectionProvider } from '../ui/DirectionProvider';
import { useFocusNotObscured } from '../ui/focusNotObscured';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { useToastsWanted } from '../ui/notify';
import type { AppStore } from './store';

// Toasts are rare, so their library and container load with the first toast (see ui/notify.ts).
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));
// With the rest of redux-persist (app/persistence.ts), which a page with a persistor has loaded already.
const PersistGate = lazy(() =>
  import(/* webpackChunkName: "persistence" */ 'redux-persist/integration/react').then(({ PersistGate }) => ({ default: PersistGate })),
);

interface AppProvidersProps {
  store: AppStore;
  /** None while a server-rendered page is hydrated: the page is drawn signed out, as the server drew it. */
  persistor: Persistor | null;
  i18n: I18n;
  children: ReactNode;
}

// i18n and direction come first so the PersistGate's loader is already themed and translated.
export function AppProviders({ store, persistor, i18n, children }: AppProvidersProps) {
  const content = (
    <>
      <Toasts />
      <FocusNotObscured />
      {children}
    </>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <Provider store={store}>
          {persistor ? (
            <Suspense fallback={<FullScreenLoader />}>
              <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
                {content}
              </PersistGate>
            </Suspense>
          ) : (
            content
          )}
        </Provider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

function FocusNotObscured() {
  useFocusNotObscured();
  return null;
}

function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
