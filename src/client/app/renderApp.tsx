// The web app's first render (main.tsx calls it once the texts and the libraries are in).
import { startTransition, StrictMode, type ReactNode } from 'react';
import type { hydrateRoot as HydrateRoot, Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { LanguageRouter } from './languageRouter';
import { AppProviders } from './providers';
import { AppRoutes, whenFirstScreenCommitted } from './router';
import type { makeStore } from './store';

type MadeStore = ReturnType<typeof makeStore>;

function app({ store, persistor }: MadeStore, i18n: I18n): ReactNode {
  return (
    <StrictMode>
      <AppProviders store={store} persistor={persistor} i18n={i18n}>
        <LanguageRouter>
          <AppRoutes />
        </LanguageRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * `<html data-app-ready>`: the page answers input. A page the script draws does from its first paint on; a
 * server-drawn one once it has hydrated and read the session. End-to-end tests wait for it after loading a page,
 * as a visitor's click before it would reach markup without handlers.
 */
const markReady = () => document.documentElement.setAttribute('data-app-ready', '');

export function renderApp(root: Root, made: MadeStore, i18n: I18n) {
  markReady();
  // The first render as a transition: React renders it in slices of a few milliseconds and gives the main
  // thread back in between (input, the browser's own work), instead of one long task for the whole page.
  startTransition(() => {
    root.render(app(made, i18n));
  });
}

/** How long a hydrated page waits for its screen before reading the session anyway. */
const SESSION_FALLBACK_MS = 5000;

/**
 * Attaches to the markup the server drew. The server drew the page signed out (the session lives in this
 * browser's ken_* keys), so the page hydrates signed out too, and the session is read once the screen has
 * hydrated: a signed-in guest then sees their menu, and no part of the page is drawn twice.
 */
export function hydrateApp(container: HTMLElement, hydrateRoot: typeof HydrateRoot, made: MadeStore, i18n: I18n) {
  const startSession = () => {
    clearTimeout(fallback);
    void made.startSession().then(markReady);
  };
  const fallback = setTimeout(startSession, SESSION_FALLBACK_MS);
  whenFirstScreenCommitted(startSession);
  // Hydration in a transition is sliced like the first render above.
  startTransition(() => {
    hydrateRoot(container, app(made, i18n), {
      // Markup that did not match is redrawn by React; said in the console so the e2e tests catch it.
      onRecoverableError: (error) => console.error('hydration:', error),
    });
  });
}
