// Staff erase an account on a written request (issue 26 §1), from the account's page; English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { users: Record<string, string> }; validation: Record<string, string> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };

const detail = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  email: 'omar@example.com',
  full_name: 'Omar Request',
  phone: '+966512345678',
  role: 'guest',
  supplier_status: null,
  is_active: true,
  is_verified: true,
  language: 'en',
  created_at: '2026-03-01T09:00:00.000Z',
  version: 1,
  avatar: null,
  address: '',
  gender: null,
  birth_date: null,
  company_name: '',
  breif: '',
  bookings_count: 2,
  erased_at: null,
  ...fields,
});

describe.each(['en', 'ar'] as const)('erasing an account (%s)', (language) => {
  const words = locales[language].dashboard.users;

  it('asks for the written request, sends it, and then shows the account as erased without the actions', async () => {
    const sent: unknown[] = [];
    let current = detail();
    server.use(
      http.get('*/api/dashboard/users/7/', () => HttpResponse.json(current)),
      http.get('*/api/dashboard/refunds/counts/', () => HttpResponse.json({ pending: 0, failed: 0 })),
      http.post('*/api/dashboard/users/7/erase/', async ({ request }) => {
        sent.push(await request.json());
        current = detail({ email: 'deleted-7@invalid', full_name: '', phone: '', is_active: false, erased_at: '2026-03-10T09:00:00.000Z' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/users/7',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    await user.click(await screen.findByRole('button', { name: words.erase }));
    const dialog = await screen.findByRole('dialog', { name: words.eraseTitle });
    // No reason: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: words.erase }));
    expect(within(dialog).getByLabelText(words.eraseReason)).toHaveAccessibleDescription(
      expect.stringContaining(locales[language].validation.required),
    );
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(words.eraseReason), 'Letter of 9 March, ref. 77');
    await user.click(within(dialog).getByRole('button', { name: words.erase }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Letter of 9 March, ref. 77' }]));
    expect((await screen.findAllByText('deleted-7@invalid')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: words.erase })).not.toBeInTheDocument();
    expect(screen.getByText(words.erased.split('{{date}}')[0], { exact: false })).toBeInTheDocument();
  });
});
