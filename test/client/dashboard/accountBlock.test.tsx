// The back office's account block, one for the top bar and the phone drawer: who is signed in, and signing out.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountBlock } from '../../../src/client/features/dashboard/layout/AccountBlock';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

const ar = readLocale('ar') as { header: { signOut: string }; dashboard: { signedInAs: string } };

beforeEach(() => server.use(http.post('*/logout/', () => new HttpResponse(null, { status: 204 }))));

test.each(['bar', 'drawer'] as const)('shows who is signed in and signs out to the home page (%s)', async (place) => {
  const { router, store, user } = await renderWithProviders(<AccountBlock place={place} />, {
    route: '/dashboard',
    language: 'ar',
    preloadedState: { auth: sessionFor('admin', 'staff@example.com') },
  });
  expect(screen.getByText('Sara Ali')).toBeInTheDocument();
  expect(screen.getByText('staff@example.com')).toBeInTheDocument();
  if (place === 'bar') expect(screen.getByTitle(ar.dashboard.signedInAs.replace('{{name}}', 'Sara Ali'))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: ar.header.signOut, hidden: true }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().auth.token).toBeNull();
});
