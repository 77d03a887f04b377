import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatNumber, formatPrice } from '../../../src/client/ui/format';
import type { RatePlan } from '../../../src/shared/schemas/catalogue';
import type { BulkPreview } from '../../../src/shared/schemas/dashboard/rates';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

// Issue 24 §2, the gaps: the desk's new booking chooses the rate plan (each plan's price for the stay and its policy
// before saving, the plan sent with the booking, a refusal shown under the choice), and the bulk editor's rate plans
// (a plan created on three huts without dates, a plan changed by kind), previewed hut by hut, then saved.
type Locale = Record<string, Record<string, Record<string, string> & Record<string, Record<string, string>>>>;
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, value), template);

const SAVER: RatePlan = {
  id: 31,
  name: 'Non-refundable',
  name_ar: 'غير قابل للاسترداد',
  percent_off: 12,
  addon_per_night: '0.00',
  refundable: false,
  free_cancel_hours: null,
  policy: 'Paid now; nothing is refunded if you cancel.',
  policy_ar: 'يُدفع الآن، ولا يُرد شيء عند الإلغاء.',
};
const BREAKFAST: RatePlan = {
  ...SAVER,
  id: 32,
  name: 'Breakfast included',
  name_ar: 'مع الإفطار',
  percent_off: 0,
  addon_per_night: '95.00',
  refundable: true,
  free_cancel_hours: 72,
  policy: '',
  policy_ar: '',
};
const config = {
  google_client_id: null,
  payment_provider: 'sandbox',
  currency: 'SAR',
  vat_rate: 0.15,
  time_zone: 'Asia/Riyadh',
  cancel_full_refund_hours: 48,
};
const TOTALS: Record<string, string> = { null: '1000.00', 31: '880.00', 32: '1190.00' };

describe.each(['en', 'ar'] as const)('the desk books on a rate plan (%s)', (language) => {
  const text = locales[language];

  it("shows each plan's price and policy, prices the chosen one, and sends it with the booking", async () => {
    const quotes: { rate_plan?: number | null }[] = [];
    const created: { rate_plan?: number | null }[] = [];
    server.use(
      http.get('*/api/config/', () => HttpResponse.json(config)),
      http.get('*/api/dashboard/bookings/desk-options/', () =>
        HttpResponse.json({
          huts: [
            { id: 7, title: 'Coral Hut', title_ar: 'كوخ المرجان', max_persons_num: 4, max_kids_num: 2, rate_plans: [SAVER, BREAKFAST] },
          ],
          max_discount_percent: 100,
        }),
      ),
      http.get('*/api/dashboard/bookings/desk-offers/', () => HttpResponse.json({ events: [], services: [] })),
      http.get('*/api/products/ken-items/hut/7/', () =>
        HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
      ),
      http.post('*/api/dashboard/bookings/quote/', async ({ request }) => {
        const body = (await request.json()) as { rate_plan?: number | null };
        quotes.push(body);
        const plan = [SAVER, BREAKFAST].find((row) => row.id === body.rate_plan) ?? null;
        const total = TOTALS[String(body.rate_plan ?? null)];
        return HttpResponse.json({
          nights: 2,
          nights_available: true,
          subtotal: total,
          promo_discount: '0.00',
          manual_discount: '0.00',
          vat: '114.78',
          total,
          max_discount_percent: 100,
          rate_plan: plan,
          plan_discount: plan?.id === SAVER.id ? '120.00' : '0.00',
          plan_addon: plan?.id === BREAKFAST.id ? '190.00' : '0.00',
          plans: [
            { id: null, total: '1000.00' },
            { id: 31, total: '880.00' },
            { id: 32, total: '1190.00' },
          ],
          lines: [],
        });
      }),
      http.post('*/api/dashboard/bookings/', async ({ request }) => {
        created.push((await request.json()) as { rate_plan?: number | null });
        const refusal =
          language === 'ar'
            ? 'هذا السعر لم يعد متاحًا لهذا الكوخ، فاختر سعرًا آخر.'
            : 'This rate is no longer offered for this hut: choose another.';
        return HttpResponse.json({ rate_plan: [refusal] }, { status: 400 });
      }),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/bookings/new',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    const desk = text.dashboard.desk;
    await user.selectOptions(await screen.findByRole('combobox', { name: desk.hut }), '7');
    // The standard plan is the default; the hut's plans are offered with their policies before any price.
    const standard = screen.getByRole('radio', { name: new RegExp(String(text.ratePlans.standard)) });
    expect(standard).toBeChecked();
    const saver = screen.getByRole('radio', { name: new RegExp(language === 'ar' ? SAVER.name_ar : SAVER.name) });
    expect(saver).toHaveAccessibleDescription(language === 'ar' ? SAVER.policy_ar : SAVER.policy);
    await user.click(screen.getByRole('button', { name: desk.priceIt }));
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0].rate_plan).toBeNull();
    // Once priced, each plan shows this stay's price (in the language's digits and currency).
    await waitFor(() => expect(saver.closest('div')?.textContent).toContain(formatPrice('880.00', language)));

    await user.click(saver);
    await waitFor(() => expect(quotes).toHaveLength(2));
    expect(quotes[1].rate_plan).toBe(31);
    const summary = screen.getByRole('region', { name: desk.quote });
    const rate = await waitFor(() => {
      const found = summary.querySelector('[data-rate-plan="31"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(rate).toHaveTextContent(fill(desk.ratePlan, { name: language === 'ar' ? SAVER.name_ar : SAVER.name }));
    expect(rate).toHaveTextContent(language === 'ar' ? SAVER.policy_ar : SAVER.policy);
    expect(rate).toHaveAttribute('data-refundable', 'false');

    await user.click(screen.getByRole('button', { name: desk.newGuest }));
    await user.type(screen.getByRole('textbox', { name: desk.fullName }), 'Nora Saleh');
    await user.click(screen.getByRole('button', { name: new RegExp(desk.bookFor.split('{{')[0].trim()) }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].rate_plan).toBe(31);
    // The server's refusal of the plan is shown under the choice, in the reader's language.
    expect(await screen.findByText(language === 'ar' ? /لم يعد متاحًا/ : /no longer offered/)).toBeInTheDocument();
  });
});

const HUTS = [
  { id: 1, title: 'Coral Hut', title_ar: 'كوخ المرجان' },
  { id: 2, title: 'Palm Hut', title_ar: 'كوخ النخيل' },
  { id: 3, title: 'Reef Hut', title_ar: 'كوخ الشعاب' },
];
const TERMS = { percent_off: 12, addon_per_night: '0.00', refundable: false, free_cancel_hours: null, is_active: true };
const preview = (body: Record<string, unknown>, applied: boolean): BulkPreview => ({
  date_from: null,
  date_to: null,
  nights: null,
  season: null,
  price: null,
  rule: null,
  close: null,
  new_plan: (body.new_plan as BulkPreview['new_plan']) ?? null,
  plan_change: (body.plan_change as BulkPreview['plan_change']) ?? null,
  applied,
  huts: HUTS.map((hut) => ({
    ...hut,
    refusal: body.plan_change && hut.id === 3 ? ('no_plan' as const) : null,
    current_prices: [],
    bookings: [],
    plans:
      body.plan_change && hut.id === 3
        ? []
        : body.plan_change
          ? [
              {
                id: 40 + hut.id,
                name: SAVER.name,
                name_ar: SAVER.name_ar,
                before: TERMS,
                after: { ...TERMS, percent_off: 15 },
                bookings: hut.id === 1 ? [{ code: 'KEN-PLAN01', date_from: '2026-04-13', date_to: '2026-04-15', total: '880.00' }] : [],
                bookings_count: hut.id === 1 ? 1 : 0,
              },
            ]
          : [
              {
                id: applied ? 40 + hut.id : null,
                name: SAVER.name,
                name_ar: SAVER.name_ar,
                before: null,
                after: TERMS,
                bookings: [],
                bookings_count: 0,
              },
            ],
  })),
});

describe.each(['en', 'ar'] as const)('rate plans in the bulk editor (%s)', (language) => {
  const text = locales[language];
  const bulk = text.dashboard.bulk as unknown as Record<string, string> & {
    plan: Record<string, string> & { kind: Record<string, string> };
    refusal: Record<string, string>;
  };
  const bodies: { url: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    bodies.length = 0;
    server.use(
      http.get('*/api/dashboard/catalogue/options/', () => HttpResponse.json({ huts: HUTS, suppliers: [] })),
      http.get('*/api/dashboard/seasons/', () => HttpResponse.json([])),
      http.post('*/api/dashboard/rates/bulk/preview/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push({ url: 'preview', body });
        return HttpResponse.json(preview(body, false));
      }),
      http.post('*/api/dashboard/rates/bulk/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push({ url: 'apply', body });
        return HttpResponse.json(preview(body, true));
      }),
    );
  });
  const open = async () => {
    const rendered = await renderWithProviders(undefined, {
      route: '/dashboard/prices/bulk',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    const form = await screen.findByRole('form', { name: bulk.title });
    const huts = within(within(form).getByRole('group', { name: bulk.huts })).getAllByRole('checkbox');
    await waitFor(() => expect(huts.length).toBe(3));
    for (const hut of within(within(form).getByRole('group', { name: bulk.huts })).getAllByRole('checkbox')) await rendered.user.click(hut);
    return { ...rendered, form };
  };
  const planName = language === 'ar' ? SAVER.name_ar : SAVER.name;

  it('creates a plan on three huts without dates: previewed hut by hut, then saved', async () => {
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: bulk.plan.mode }), 'create');
    await user.type(within(form).getByRole('textbox', { name: text.dashboard.rates.planName }), SAVER.name);
    await user.type(within(form).getByRole('textbox', { name: text.dashboard.rates.planNameAr }), SAVER.name_ar);
    await user.type(within(form).getByRole('textbox', { name: text.dashboard.rates.percentOff }), '12');
    await user.click(within(form).getByRole('checkbox', { name: text.dashboard.rates.nonRefundable }));
    await user.type(within(form).getByRole('textbox', { name: text.dashboard.rates.policy }), SAVER.policy);
    await user.type(within(form).getByRole('textbox', { name: text.dashboard.rates.policyAr }), SAVER.policy_ar);
    expect(within(form).getByText(bulk.plan.everyDate)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: bulk.preview }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The huts are listed in the reader's alphabetical order.
    expect({ ...bodies[0].body, huts: [...(bodies[0].body.huts as number[])].sort() }).toEqual({
      huts: [1, 2, 3],
      new_plan: {
        name: SAVER.name,
        name_ar: SAVER.name_ar,
        percent_off: 12,
        addon_per_night: '0.00',
        refundable: false,
        free_cancel_hours: null,
        policy: SAVER.policy,
        policy_ar: SAVER.policy_ar,
      },
    });
    const region = screen.getByRole('region', { name: bulk.previewTitle });
    const gains = await waitFor(() => {
      const found = region.querySelectorAll('[data-plan="new"]');
      expect(found).toHaveLength(3);
      return found;
    });
    expect(gains[0]).toHaveTextContent(fill(bulk.plan.gains, { name: planName, terms: '' }).replace(/:\s*$/, '').trim());
    expect(gains[0]).toHaveTextContent(text.dashboard.rates.nonRefundable);
    expect(within(region).getByText(new RegExp(bulk.plan.newPlan.split('{{')[0].trim()))).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: new RegExp(bulk.save_other.split('{{')[0].trim().slice(0, 4)) }));
    await waitFor(() => expect(bodies.map((entry) => entry.url)).toEqual(['preview', 'apply']));
    expect(bodies[1].body).toEqual(bodies[0].body);
    expect(await within(region).findByText(bulk.saved)).toBeInTheDocument();
  });

  it('changes the plan of a kind: the new terms beside the old, the stays that keep theirs, the hut without one left out', async () => {
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: bulk.plan.mode }), 'change');
    expect(within(form).getByRole('combobox', { name: bulk.plan.kindLabel })).toHaveValue('non_refundable');
    await user.type(within(form).getByRole('textbox', { name: bulk.plan.newPercent }), '15');
    await user.click(within(form).getByRole('button', { name: bulk.preview }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect({ ...bodies[0].body, huts: [...(bodies[0].body.huts as number[])].sort() }).toEqual({
      huts: [1, 2, 3],
      plan_change: { kind: 'non_refundable', percent_off: 15 },
    });
    const region = screen.getByRole('region', { name: bulk.previewTitle });
    const changed = await waitFor(() => {
      const found = region.querySelector('[data-plan="41"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(changed).toHaveTextContent(planName);
    expect(changed).toHaveTextContent('KEN-PLAN01');
    expect(changed.textContent).toContain(language === 'ar' ? '←' : '→');
    expect(within(region).getByText(bulk.refusal.no_plan)).toBeInTheDocument();
    expect(
      within(region).getByText(
        fill(bulk.plan.changed, {
          plan: bulk.plan.kind.non_refundable,
          change: fill(String(text.ratePlans.percentOff), { percent: formatNumber(15, language) }),
        }),
      ),
    ).toBeInTheDocument();
  });
});
