import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken, sessionFor } from '../../helpers/client/session';
import { figuresFixture } from './figures.fixture';

type Locale = { dashboard: { nav: Record<string, string> }; header: { backOffice: string; openMenu: string } };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };

beforeEach(() => {
  server.use(
    http.get('*/api/content/*', () => HttpResponse.json([])),
    http.get('*/partners/', () => HttpResponse.json([])),
    http.get('*/api/config/', () =>
      HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
    ),
    // The home page's lists; the guard does not care what they hold.
    http.get('*/api/products/:list/', () => HttpResponse.json([])),
    http.get('*/api/products/:list/list/', () => HttpResponse.json([])),
    http.get('*/api/products/:list/random/', () => HttpResponse.json([])),
    http.get('*/api/dashboard/audit/', () => HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] })),
    http.get('*/api/dashboard/audit/actors/', () => HttpResponse.json([])),
    http.get('*/api/dashboard/figures/', () => HttpResponse.json(figuresFixture())),
    http.get('*/api/dashboard/huts/', () => HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] })),
  );
});

describe('the /dashboard guard', () => {
  it('sends a signed-out visitor to sign in and remembers the back office as the way back', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/dashboard/audit?area=users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard/audit?area=users');
  });

  it('sends a signed-in guest home', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/dashboard', preloadedState: { auth: sessionFor('guest') } });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/');
  });

  it("opens a supplier's back office on their own landing, with the gate and their inbox and no staff area in the menu", async () => {
    server.use(
      http.get('*/api/dashboard/support/', () =>
        HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { router } = await renderWithProviders(undefined, {
      route: '/dashboard/users',
      preloadedState: { auth: sessionFor('supplier') },
    });
    const nav = await screen.findByRole('navigation', { name: locales.en.dashboard.nav.label, hidden: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const { nav: names } = locales.en.dashboard;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual([names.home, names.sales, names.myStatements, names.scan, names.support, names.events, names.services]);
  });

  it('gives the front desk the menu of its job: the grid first, no figures, ledger or users (issue 23 §5)', async () => {
    const { router } = await renderWithProviders(undefined, {
      route: '/dashboard',
      preloadedState: {
        auth: { ...sessionFor('admin'), token: makeToken({ role: 'admin', email: 'desk@kenresort.sa', staff_role: 'front_desk' }) },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/grid'));
    const nav = await screen.findByRole('navigation', { name: locales.en.dashboard.nav.label, hidden: true });
    const names = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining([locales.en.dashboard.nav.grid, locales.en.dashboard.nav.bookings, locales.en.dashboard.nav.scan]),
    );
    for (const area of ['home', 'ledger', 'users', 'audit', 'content'] as const)
      expect(names).not.toContain(locales.en.dashboard.nav[area]);
    await router.navigate('/dashboard/ledger');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/grid'));
  });

  it.each(['en', 'ar'] as const)('opens the back office for staff, with only their areas in the menu (%s)', async (language) => {
    const { router } = await renderWithProviders(undefined, {
      route: '/dashboard',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    // jsdom applies no media queries, so the wide-screen side bar counts as hidden here.
    const nav = await screen.findByRole('navigation', { name: locales[language].dashboard.nav.label, hidden: true });
    expect(within(nav).getByRole('link', { name: locales[language].dashboard.nav.audit, hidden: true })).toBeInTheDocument();
    // Catalogue areas appear once their screens exist (they do now); a role never gets a link to a screen it cannot open.
    expect(within(nav).getByRole('link', { name: locales[language].dashboard.nav.promos, hidden: true })).toBeInTheDocument();
    // Staff land on their home: the figures, under its own menu entry.
    expect(within(nav).getByRole('link', { name: locales[language].dashboard.nav.home, hidden: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await screen.findByRole('heading', { level: 1, name: locales[language].dashboard.nav.home })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows "Back office" in the account menu to staff', async () => {
    await renderWithProviders(undefined, { route: '/', preloadedState: { auth: sessionFor('admin') } });
    expect(await screen.findAllByRole('link', { name: locales.en.header.backOffice, hidden: true })).toHaveLength(1); // the header's
    // The phone drawer comes with the first tap on its button, and has it too.
    fireEvent.click(screen.getByRole('button', { name: locales.en.header.openMenu }));
    await waitFor(async () =>
      expect(await screen.findAllByRole('link', { name: locales.en.header.backOffice, hidden: true })).toHaveLength(2),
    );
  });

  it('does not show "Back office" to a guest', async () => {
    await renderWithProviders(undefined, { route: '/', preloadedState: { auth: sessionFor('guest') } });
    await screen.findAllByRole('button', { name: /Account: Sara Ali/, hidden: true });
    expect(screen.queryByRole('link', { name: locales.en.header.backOffice, hidden: true })).toBeNull();
  });
});
