// Renders a screen (or the whole route table at a path) the way the app does: a fresh store per
// render, the real locale files from public/locales, the app's providers and routes.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { setSessionNavigator } from '../../../src/client/api/session';
import { AppProviders } from '../../../src/client/app/providers';
import { persistSession } from '../../../src/client/app/persistence';
import { AppRoutes } from '../../../src/client/app/router';
import { makeStore, type PreloadedAppState } from '../../../src/client/app/store';
import { i18n, initI18n, type Language } from '../../../src/client/i18n';

export function readLocale(language: Language): Record<string, unknown> {
  const file = path.resolve(__dirname, '../../../public/locales', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export async function setupI18n(language: Language = 'en') {
  await initI18n({
    lng: language,
    resources: { en: { translation: readLocale('en') }, ar: { translation: readLocale('ar') } },
  });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}

interface Options {
  /** Where the memory router starts. */
  route?: string;
  language?: Language;
  preloadedState?: PreloadedAppState;
  /** The route tree (a `<Routes>` element); defaults to the app's own. Ignored when `ui` is given. */
  routes?: ReactElement;
}

const disposers: (() => void)[] = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => dispose());
  setSessionNavigator(undefined);
});

/** With `ui`, renders it at every path; without, renders the app's routes at `route`. */
export async function renderWithProviders(ui?: ReactElement, options: Options = {}) {
  const { route = '/', language = 'en', preloadedState, routes = <AppRoutes /> } = options;
  await setupI18n(language);
  // Read the session at once, as a page the script draws does (main.tsx).
  const { store, persistor, dispose } = makeStore(preloadedState, { persistSession });
  disposers.push(dispose);
  // A memory router around the app's declarative routes, so tests can read and drive the location.
  const router = createMemoryRouter([{ path: '*', element: ui ?? routes }], { initialEntries: [route] });
  if (ui) setSessionNavigator((to) => router.navigate(to));
  const user = userEvent.setup();
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <AppProviders store={store} persistor={persistor} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { ...result, store, persistor, router, user, i18n };
}
