// The web app's first render (main.tsx calls it once the texts and the libraries are in).
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { makeStore } from './store';

export function renderApp(root: Root, { store, persistor }: ReturnType<typeof makeStore>, i18n: I18n) {
  // The first render as a transition: React renders it in slices of a few milliseconds and gives the main
  // thread back in between (input, the browser's own work), instead of one long task for the whole page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor} i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}
