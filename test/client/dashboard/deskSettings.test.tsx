import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken, sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const settings = {
  max_discount_percent: 10,
  manager_max_discount_percent: 100,
  arrival_deadline_hours: 18,
  link_hold_hours: 24,
  version: 4,
};

// Issue 23 §2 and §5: the desk's largest manual discount per role, the pay-at-arrival deadline and a link's hold.
describe.each(['en', 'ar'] as const)('the front desk rules screen (%s)', (language) => {
  const text = locales[language].dashboard;

  it('shows the limits and saves numbers typed in the language’s digits, with the version read', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/dashboard/settings/desk-bookings/', () => HttpResponse.json(settings)),
      http.put('*/api/dashboard/settings/desk-bookings/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...body, version: 5 });
      }),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/desk-settings',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: text.nav.deskSettings })).toBeInTheDocument();
    // SettingsScreen draws its form again once the settings are read (keyed on the read): a field taken before then
    // is no longer on the page, so each look finds the field anew.
    const frontDeskField = () => screen.getByRole('textbox', { name: text.deskSettings.frontDeskLimit });
    await waitFor(() => expect(frontDeskField()).toHaveValue('10'));
    const frontDesk = frontDeskField();
    expect(screen.getByRole('textbox', { name: text.deskSettings.managerLimit })).toHaveValue('100');
    await user.clear(frontDesk);
    await user.type(frontDesk, language === 'ar' ? '١٢٫٥' : '12.5');
    const link = screen.getByRole('textbox', { name: text.deskSettings.linkHold });
    await user.clear(link);
    await user.type(link, language === 'ar' ? '٤٨' : '48');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(bodies).toEqual([{ ...settings, max_discount_percent: 12.5, link_hold_hours: 48, version: 4 }]));
  });

  it('is the manager’s: the front desk is sent away from it', async () => {
    const { router } = await renderWithProviders(undefined, {
      route: '/dashboard/desk-settings',
      language,
      preloadedState: {
        auth: { ...sessionFor('admin'), token: makeToken({ role: 'admin', email: 'desk@kenresort.sa', staff_role: 'front_desk' }) },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/dashboard/desk-settings'));
  });
});
