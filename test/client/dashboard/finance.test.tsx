import { Value } from '@sinclair/typebox/value';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LedgerQuery, type LedgerEntry, type LedgerSummary, type SupplierStatement } from '../../../src/shared/schemas/dashboard/finance';
import { formatDate, formatPrice, percentSign } from '../../../src/client/ui/format';
import { recentMonths } from '../../../src/client/features/dashboard/finance/MonthPicker';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Finance = Record<string, string> & {
  summary: Record<string, string>;
  kind: Record<string, string>;
  document: Record<string, string>;
  brand: Record<string, string>;
};
type Locale = {
  dashboard: { nav: Record<string, string>; common: Record<string, string>; finance: Finance };
  validation: Record<string, string>;
};
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const supplier = { auth: sessionFor('supplier') };
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });
/** An amount as the page shows it, whatever spaces Intl put in it. */
const money = (amount: string, language: 'en' | 'ar') => {
  const expected = formatPrice(amount, language).replace(/\s/g, '');
  return (_content: string, element: Element | null) => element?.tagName === 'BDI' && element.textContent?.replace(/\s/g, '') === expected;
};

const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
  kind: 'payment',
  id: 1,
  at: '2026-03-02T08:00:00.000Z',
  day: '2026-03-02',
  method: 'mada',
  provider: 'hyperpay',
  reference: '8ac7a4a1',
  booking_id: 12,
  booking_code: 'KEN-ABC123',
  document_type: null,
  amount: '1116.00',
  running_cash: '1116.00',
  running_documents: '0.00',
  ...fields,
});
const summary: LedgerSummary = {
  month: recentMonths(1)[0],
  payments: '1616.00',
  refunds: '623.45',
  cash_net: '992.55',
  invoices: '1616.00',
  debit_notes: '0.00',
  credit_notes: '623.45',
  net: '992.55',
  documents: 4,
};
const statement: SupplierStatement = {
  supplier_id: 7,
  supplier_name: 'Reef Co',
  supplier_name_ar: 'شركة الشعاب',
  month: recentMonths(1)[0],
  commission_rate: '12.50',
  tickets: 3,
  gross: '216.00',
  refunds: '23.89',
  net_sales: '192.11',
  commission: '24.01',
  net_due: '168.10',
  paid_at: null,
  paid_by: null,
};

describe.each(['en', 'ar'] as const)('finance screens (%s)', (language) => {
  const text = locales[language].dashboard;
  // jsdom cannot follow the object URL a download clicks: the click is what is checked.
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => saved.mockRestore());

  it('the ledger: rows with running totals, the month in the page’s language, filters sent to the API, the CSV', async () => {
    const seen: URLSearchParams[] = [];
    let exported = 0;
    server.use(
      http.get('*/api/dashboard/ledger/', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          page([
            entry({}),
            entry({ kind: 'refund', id: 2, amount: '-123.45', running_cash: '992.55', reference: null }),
            entry({
              kind: 'document',
              id: 3,
              document_type: 'credit_note',
              reference: 'INV-4',
              amount: '-123.45',
              running_documents: '-123.45',
            }),
          ]),
        );
      }),
      http.get('*/api/dashboard/ledger/summary/', () => HttpResponse.json(summary)),
      http.get('*/api/dashboard/ledger/export.csv', () => {
        exported += 1;
        return new HttpResponse('\uFEFFDay\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const createObjectURL = jest.fn(() => 'blob:ledger');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/ledger', language, preloadedState: admin });
    expect(await screen.findByRole('heading', { level: 1, name: text.nav.ledger })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: text.nav.ledger });
    expect(await within(table).findByText(text.finance.document.credit_note)).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'KEN-ABC123' })).toHaveLength(3);
    expect(within(table).getAllByText(money('992.55', language)).length).toBeGreaterThan(0);
    // The month summary, its picker labelled in the page's language.
    const month = formatDate(`${summary.month}-01`, language, { month: 'long', year: 'numeric' });
    expect(screen.getByRole('combobox', { name: text.finance.month })).toHaveDisplayValue(month);
    expect(await screen.findByText(text.finance.summary.creditNotes)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: text.finance.kindLabel }), 'refund');
    await waitFor(() => expect(seen.at(-1)?.get('kind')).toBe('refund'));

    // The payment method: a choice of the brands the resort takes, named in the page's language (no free text and
    // its counter), each one a value the API's filter takes; the table names the brand the same way.
    const method = screen.getByRole('combobox', { name: text.finance.method });
    const options = within(method).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', text.common.all],
      ['mada', text.finance.brand.mada],
      ['visa', text.finance.brand.visa],
      ['master', text.finance.brand.master],
      // The wallets (issue 25 §1), as the ledger writes their method.
      ['applepay', text.finance.brand.applepay],
      ['stc_pay', text.finance.brand.stc_pay],
    ]);
    for (const { value } of options.slice(1)) expect(Value.Check(LedgerQuery, { method: value })).toBe(true);
    expect(screen.queryByRole('textbox', { name: text.finance.method })).toBeNull();
    expect(screen.queryByText(new RegExp(locales[language].validation.counter.split('{{')[0].trim()))).toBeNull();
    await user.selectOptions(method, 'visa');
    await waitFor(() => expect(seen.at(-1)?.get('method')).toBe('visa'));
    expect(within(table).getAllByText(text.finance.brand.mada).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: text.finance.exportCsv }));
    await waitFor(() => expect(exported).toBe(1));
    expect(createObjectURL).toHaveBeenCalled();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('supplier statements: figures per supplier, the rate saved, a month marked paid', async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    let paid = false;
    server.use(
      http.get('*/api/dashboard/statements/', () =>
        HttpResponse.json({ month: statement.month, results: [{ ...statement, paid_at: paid ? '2026-03-05T10:00:00.000Z' : null }] }),
      ),
      http.post('*/api/dashboard/statements/7/:month/paid/', ({ request }) => {
        paid = true;
        writes.push({ method: 'POST', url: new URL(request.url).pathname, body: null });
        return HttpResponse.json({ ...statement, paid_at: '2026-03-05T10:00:00.000Z' });
      }),
      http.put('*/api/dashboard/suppliers/7/commission/', async ({ request }) => {
        writes.push({ method: 'PUT', url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ supplier_id: 7, commission_rate: '15.00' });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/statements', language, preloadedState: admin });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(money('168.10', language))).toBeInTheDocument();
    const supplierName = language === 'ar' ? 'شركة الشعاب' : 'Reef Co';
    expect(within(table).getByRole('cell', { name: supplierName })).toBeInTheDocument();

    // The rate's label names the supplier as the page does, in its own run; a percent sign (the language's) at the
    // field's end, read with it; no character counter on a number.
    const rate = within(table).getByRole('textbox', {
      name: text.finance.commissionRateOf.replace(/<\/?name>/g, '').replace('{{name}}', supplierName),
    });
    expect(within(document.querySelector(`label[for="${rate.id}"]`) as HTMLElement).getByText(supplierName).tagName).toBe('BDI');
    expect(rate).toHaveAccessibleDescription(percentSign(language));
    expect(within(table).queryByText(new RegExp(locales[language].validation.counter.split('{{')[0].trim()))).toBeNull();
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(within(table).getByRole('button', { name: text.finance.saveRate }));
    expect(await within(table).findByText(text.finance.rateInvalid)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.clear(rate);
    await user.type(rate, language === 'ar' ? '١٢٫٥' : '12.5'); // as an Arabic keyboard types it
    await user.click(within(table).getByRole('button', { name: text.finance.saveRate }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'PUT', url: '/api/dashboard/suppliers/7/commission/', body: { commission_rate: '12.5' } }]),
    );

    await user.click(within(table).getByRole('button', { name: new RegExp(text.finance.markPaid.split(' ')[0]) }));
    await waitFor(() =>
      expect(writes.at(-1)).toMatchObject({ method: 'POST', url: `/api/dashboard/statements/7/${statement.month}/paid/` }),
    );
    const paidOn = text.finance.paidOn.replace('{{date}}', formatDate('2026-03-05T10:00:00.000Z', language));
    expect(await within(table).findByText(paidOn)).toBeInTheDocument();
  });

  it("a supplier's own statements: the month's figures and the PDF and CSV downloads", async () => {
    const downloads: string[] = [];
    server.use(
      http.get('*/api/dashboard/supplier/statements/', () => HttpResponse.json(statement)),
      http.get('*/api/dashboard/supplier/statements/export.pdf', ({ request }) => {
        downloads.push(new URL(request.url).pathname + new URL(request.url).search);
        return new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/my-statements', language, preloadedState: supplier });
    expect(await screen.findByRole('heading', { level: 1, name: text.nav.myStatements })).toBeInTheDocument();
    expect(await screen.findByText(money('168.10', language))).toBeInTheDocument();
    expect(screen.getByText(text.finance.notPaid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.finance.downloadPdf }));
    await waitFor(() => expect(downloads).toEqual([`/api/dashboard/supplier/statements/export.pdf?month=${statement.month}`]));
    const nav = screen.getByRole('navigation', { name: text.nav.label, hidden: true });
    expect(within(nav).getByRole('link', { name: text.nav.myStatements, hidden: true })).toHaveAttribute(
      'href',
      '/dashboard/my-statements',
    );
    expect(within(nav).queryByRole('link', { name: text.nav.ledger, hidden: true })).toBeNull();
  });
});
