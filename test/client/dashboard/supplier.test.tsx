import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SupplierOverview } from '../../../src/shared/schemas/dashboard/supplierPortal';
import { formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { nav: Record<string, string>; supplier: Record<string, string> } };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const supplier = { auth: sessionFor('supplier') };
/** An amount as the page shows it, whatever spaces Intl put in it (a narrow no-break space in some locales). */
const money = (amount: string, language: 'en' | 'ar') => {
  const expected = formatPrice(amount, language).replace(/\s/g, '');
  return (_content: string, element: Element | null) =>
    element?.children.length === 0 && element.textContent?.replace(/\s/g, '') === expected;
};

const overview: SupplierOverview = {
  this_month: { month: '2026-03', tickets: 12, gross: '960.00', refunds: '80.00', net: '880.00', vat: '114.78' },
  upcoming: [
    {
      kind: 'service',
      item_id: 7,
      session_id: 70,
      title: 'Reef snorkel',
      title_ar: 'غطس الشعاب',
      date: '2026-03-11',
      capacity: 10,
      sold: 3,
    },
  ],
};

describe("a supplier's landing at /dashboard", () => {
  it.each(['en', 'ar'] as const)('shows this month, the next sessions and only the supplier areas in the menu (%s)', async (language) => {
    server.use(http.get('*/api/dashboard/supplier/overview/', () => HttpResponse.json(overview)));
    const text = locales[language].dashboard;
    const { router } = await renderWithProviders(undefined, { route: '/dashboard', language, preloadedState: supplier });
    expect(await screen.findByRole('heading', { level: 1, name: text.supplier.homeTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const figures = within(screen.getByText(text.supplier.tickets).closest('dl')!);
    expect(figures.getByText(formatNumber(12, language))).toBeInTheDocument();
    expect(figures.getByText(money('880.00', language))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language === 'ar' ? 'غطس الشعاب' : 'Reef snorkel' })).toHaveAttribute(
      'href',
      '/dashboard/services/7',
    );

    const nav = screen.getByRole('navigation', { name: text.nav.label, hidden: true });
    for (const key of ['home', 'sales', 'scan', 'support', 'services', 'events'])
      expect(within(nav).getByRole('link', { name: text.nav[key], hidden: true })).toBeInTheDocument();
    for (const key of ['huts', 'users', 'audit', 'promos'])
      expect(within(nav).queryByRole('link', { name: text.nav[key], hidden: true })).toBeNull();
  });

  it.each([
    ['en', "Your supplier account is awaiting the resort's approval."],
    ['ar', 'لم تتم الموافقة على طلبك كمورّد: الترخيص منتهٍ'],
  ] as const)('says plainly when the account is awaiting approval or was rejected, with the reason (%s)', async (language, detail) => {
    server.use(http.get('*/api/dashboard/supplier/overview/', () => HttpResponse.json({ detail }, { status: 403 })));
    await renderWithProviders(undefined, { route: '/dashboard', language, preloadedState: supplier });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(locales[language].dashboard.supplier.notApprovedTitle);
    expect(alert).toHaveTextContent(detail);
  });

  it.each(['en', 'ar'] as const)('lists sales per month in the language of the page (%s)', async (language) => {
    server.use(http.get('*/api/dashboard/supplier/sales/', () => HttpResponse.json({ months: [overview.this_month] })));
    await renderWithProviders(undefined, { route: '/dashboard/sales', language, preloadedState: supplier });
    const table = await screen.findByRole('table');
    // The table is there (busy) before its rows: wait for the month's figures, not for the table.
    expect(await within(table).findByText(money('114.78', language))).toBeInTheDocument();
    expect(within(table).getByText(formatNumber(12, language))).toBeInTheDocument();
  });
});
