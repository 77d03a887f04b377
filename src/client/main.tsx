// Boot: texts first (so the first paint is already in the visitor's language), then the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { initI18n } from './i18n';
import { loadRtlPlugin } from './ui/rtlPlugin';

async function boot() {
  const i18n = await initI18n();
  // Arabic pages are mirrored from the first paint on.
  if (i18n.dir() === 'rtl') await loadRtlPlugin();
  const { store, persistor } = makeStore();

  const root = createRoot(document.getElementById('root')!);
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

void boot();
