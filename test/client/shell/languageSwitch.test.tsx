// The language switch moves between a page's two addresses (`/huts?q` ↔ `/ar/huts?q`), and links inside an /ar
// page stay under /ar: the router draws the routes under the address's prefix (app/languageRouter.tsx).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { LanguageRouter } from '../../../src/client/app/languageRouter';
import { persistSession } from '../../../src/client/app/persistence';
import { AppProviders } from '../../../src/client/app/providers';
import { makeStore } from '../../../src/client/app/store';
import LanguageSwitch from '../../../src/client/features/shell/LanguageSwitch';
import { localizedPath, pagePathOf, splitLanguagePath, switchLanguagePath } from '../../../src/shared/pagePaths';
import { i18n } from '../../../src/client/i18n';
import { setupI18n } from '../../helpers/client/renderWithProviders';

describe('a page’s address in each language', () => {
  it.each([
    ['/huts?guests=2', 'ar', '/ar/huts?guests=2'],
    ['/ar/huts?guests=2', 'en', '/huts?guests=2'],
    ['/', 'ar', '/ar'],
    ['/ar', 'en', '/'],
    ['/ar/', 'en', '/'],
    ['/ar/huts/3/details#reviews', 'en', '/huts/3/details#reviews'],
    ['/ar/huts', 'ar', '/ar/huts'],
    ['/huts', 'en', '/huts'],
    ['/arabic', 'ar', '/ar/arabic'],
  ] as const)('%s in %s is %s', (from, language, to) => {
    expect(switchLanguagePath(from, language)).toBe(to);
  });

  it('reads the language and the page of an address', () => {
    expect(splitLanguagePath('/ar/huts')).toEqual({ language: 'ar', path: '/huts' });
    expect(splitLanguagePath('/arabic')).toEqual({ path: '/arabic' });
    expect(localizedPath('/', 'en')).toBe('/');
    expect(pagePathOf('/ar/huts/3/details/')).toBe('/huts/:id/details');
    expect(pagePathOf('/ar/dashboard/bookings/7')).toBe('/dashboard/*');
    expect(pagePathOf('/huts/3')).toBeUndefined();
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function Page() {
  return (
    <>
      <LanguageSwitch />
      <Link to="/event">events</Link>
      <Where />
    </>
  );
}

it('switches between /huts and /ar/huts keeping the query, and keeps links under /ar', async () => {
  await setupI18n('en');
  window.history.replaceState(null, '', '/huts?guests=2');
  const { store, persistor, dispose } = makeStore(undefined, { persistSession });
  const user = userEvent.setup();
  await act(async () => {
    render(
      <AppProviders store={store} persistor={persistor} i18n={i18n}>
        <LanguageRouter>
          <Routes>
            <Route path="huts" element={<Page />} />
            <Route path="event" element={<Where />} />
          </Routes>
        </LanguageRouter>
      </AppProviders>,
    );
  });
  expect(screen.getByRole('link', { name: 'events' })).toHaveAttribute('href', '/event');

  await user.click(screen.getByRole('button', { name: /العربية/ }));
  expect(window.location.pathname + window.location.search).toBe('/ar/huts?guests=2');
  expect(i18n.language).toBe('ar');
  // The router follows: the same page, its links under /ar.
  expect(await screen.findByRole('link', { name: 'events' })).toHaveAttribute('href', '/ar/event');
  expect(screen.getByLabelText('where')).toHaveTextContent('/huts?guests=2');

  await user.click(screen.getByRole('button', { name: /English/ }));
  expect(window.location.pathname + window.location.search).toBe('/huts?guests=2');
  expect(i18n.language).toBe('en');
  expect(await screen.findByRole('link', { name: 'events' })).toHaveAttribute('href', '/event');
  dispose();
});
