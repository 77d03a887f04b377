// Everything a screen relies on, in one place so tests render screens the way the app does.
import { lazy, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { DirectionProvider } from '../ui/DirectionProvider';
import { useToastsWanted } from '../ui/notify';
import type { AppStore } from './store';

// Toasts are rare, so their library and container load with the first toast (see ui/notify.ts).
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

// The store starts from the ken_* keys synchronously (app/store.ts), so nothing waits before the first paint.
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <Provider store={store}>
          <Toasts />
          {children}
        </Provider>
      </DirectionProvider>
    </I18nextProvider>
  );
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
