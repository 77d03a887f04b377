// Boot: texts first (so the first paint is already in the visitor's language), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './ui/fonts';
import { setSessionNavigator } from './api/session';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { initI18n } from './i18n';

async function boot() {
  const i18n = await initI18n();
  const { store, persistor } = makeStore();
  const router = createAppRouter();
  // Lets the base query send the user home when the session ends.
  setSessionNavigator((to) => router.navigate(to));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
