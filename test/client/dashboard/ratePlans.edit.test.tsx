import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatNumber, formatPrice } from '../../../src/client/ui/format';
import { RatesPanel } from '../../../src/client/features/dashboard/prices/RatesPanel';
import type { RatePlanUpdate, StaffHutRates, StaffRatePlan } from '../../../src/shared/schemas/dashboard/rates';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

// The hut's own rates panel edits one rate plan in place (names in both languages, percentage off, add-on, refund,
// policy) and switches it off and on, through PUT …/rate-plans/{id}/ with the version read.
type Locale = Record<string, Record<string, Record<string, string>>>;
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };

const SAVER: StaffRatePlan = {
  id: 31,
  name: 'Non-refundable',
  name_ar: 'غير قابل للاسترداد',
  percent_off: 12,
  addon_per_night: '0.00',
  refundable: false,
  free_cancel_hours: null,
  policy: 'Paid now; nothing is refunded if you cancel.',
  policy_ar: 'يُدفع الآن، ولا يُرد شيء عند الإلغاء.',
  is_active: true,
  version: 3,
};
const BREAKFAST: StaffRatePlan = {
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
  version: 1,
};

function serve() {
  let plans = [SAVER, BREAKFAST];
  const puts: { id: number; body: RatePlanUpdate }[] = [];
  const rates = (): StaffHutRates => ({
    rate_plans: plans,
    stay_rules: [],
    stay_discounts: [],
    base_persons: null,
    extra_adult_price: '0.00',
    extra_child_price: '0.00',
  });
  server.use(
    http.get('*/api/dashboard/huts/7/rates/', () => HttpResponse.json(rates())),
    http.put('*/api/dashboard/huts/7/rate-plans/:planId/', async ({ params, request }) => {
      const body = (await request.json()) as RatePlanUpdate;
      const id = Number(params.planId);
      puts.push({ id, body });
      const plan = plans.find((row) => row.id === id)!;
      if (body.version !== plan.version)
        return HttpResponse.json({ detail: 'This record was changed by someone else. Reload to see the latest version.' }, { status: 409 });
      const { version: _version, ...fields } = body;
      const saved = { ...plan, ...fields, is_active: fields.is_active ?? plan.is_active, version: plan.version + 1 };
      plans = plans.map((row) => (row.id === id ? saved : row));
      return HttpResponse.json(saved);
    }),
  );
  return puts;
}

describe.each(['en', 'ar'] as const)('a hut’s rate plans, one at a time (%s)', (language) => {
  const text = locales[language].dashboard;
  const rates = text.rates;
  const nameOf = (plan: StaffRatePlan) => (language === 'ar' ? plan.name_ar : plan.name);

  it('edits a plan’s names, percentage, add-on, refund and policy in place, sent with the version read', async () => {
    const puts = serve();
    const { user } = await renderWithProviders(<RatesPanel hutId={7} />, { language, preloadedState: { auth: sessionFor('admin') } });
    const row = await screen.findByRole('listitem', { name: nameOf(SAVER) });
    await user.click(within(row).getByRole('button', { name: text.common.edit }));
    const form = screen.getByRole('form', { name: rates.editPlan });
    // The form opens with the plan's terms.
    expect(within(form).getByRole('textbox', { name: rates.planName })).toHaveValue(SAVER.name);
    expect(within(form).getByRole('textbox', { name: rates.percentOff })).toHaveValue('12');
    expect(within(form).getByRole('checkbox', { name: rates.nonRefundable })).toBeChecked();
    const percent = within(form).getByRole('textbox', { name: rates.percentOff });
    await user.clear(percent);
    await user.type(percent, '20');
    const addon = within(form).getByRole('textbox', { name: rates.addon });
    await user.clear(addon);
    await user.type(addon, '30');
    await user.click(within(form).getByRole('checkbox', { name: rates.nonRefundable }));
    const nameAr = within(form).getByRole('textbox', { name: rates.planNameAr });
    await user.clear(nameAr);
    await user.type(nameAr, 'سعر التوفير');
    const policy = within(form).getByRole('textbox', { name: rates.policy });
    await user.clear(policy);
    await user.type(policy, 'Free cancellation until a week before.');
    await user.click(within(form).getByRole('button', { name: text.common.save }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      id: 31,
      body: {
        name: SAVER.name,
        name_ar: 'سعر التوفير',
        percent_off: 20,
        addon_per_night: '30.00',
        refundable: true,
        free_cancel_hours: null,
        policy: 'Free cancellation until a week before.',
        policy_ar: SAVER.policy_ar,
        is_active: true,
        version: 3,
      },
    });
    // Back to the list, with the new terms on the plan's line.
    await waitFor(() => expect(screen.queryByRole('form', { name: rates.editPlan })).not.toBeInTheDocument());
    const saved = await screen.findByRole('listitem', { name: language === 'ar' ? 'سعر التوفير' : SAVER.name });
    const terms = saved.querySelector('strong');
    expect(terms).not.toHaveTextContent(rates.nonRefundable);
    expect(terms).toHaveTextContent(formatNumber(20, language));
    expect(terms).toHaveTextContent(formatPrice('30.00', language).replace(/\s+/gu, ' '));
    expect(saved).toHaveTextContent(language === 'ar' ? SAVER.policy_ar : 'Free cancellation until a week before.');
  });

  it('switches a plan off (greyed, named as not offered to guests) and on again', async () => {
    const puts = serve();
    const { user } = await renderWithProviders(<RatesPanel hutId={7} />, { language, preloadedState: { auth: sessionFor('admin') } });
    const row = await screen.findByRole('listitem', { name: nameOf(BREAKFAST) });
    expect(row).not.toHaveTextContent(rates.planOff);
    await user.click(within(row).getByRole('button', { name: rates.switchOff }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // Everything else about the plan is sent as it was, its free-cancellation hours included.
    expect(puts[0]).toEqual({
      id: 32,
      body: {
        name: BREAKFAST.name,
        name_ar: BREAKFAST.name_ar,
        percent_off: 0,
        addon_per_night: '95.00',
        refundable: true,
        free_cancel_hours: 72,
        policy: '',
        policy_ar: '',
        is_active: false,
        version: 1,
      },
    });
    const off = await screen.findByRole('listitem', { name: nameOf(BREAKFAST) });
    await waitFor(() => expect(off).toHaveTextContent(rates.planOff));
    expect(off).toHaveClass('off');
    // The other plan is untouched.
    expect(screen.getByRole('listitem', { name: nameOf(SAVER) })).not.toHaveTextContent(rates.planOff);
    await user.click(within(off).getByRole('button', { name: rates.switchOn }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toMatchObject({ is_active: true, version: 2 });
    await waitFor(() => expect(screen.getByRole('listitem', { name: nameOf(BREAKFAST) })).not.toHaveTextContent(rates.planOff));
  });

  it('shows a refusal of the edit (someone else saved first) in the form and keeps it open', async () => {
    serve();
    server.use(
      http.put('*/api/dashboard/huts/7/rate-plans/31/', () =>
        HttpResponse.json({ detail: language === 'ar' ? 'عدّل شخص آخر هذا السجل.' : 'Someone else changed this record.' }, { status: 409 }),
      ),
    );
    const { user } = await renderWithProviders(<RatesPanel hutId={7} />, { language, preloadedState: { auth: sessionFor('admin') } });
    const row = await screen.findByRole('listitem', { name: nameOf(SAVER) });
    await user.click(within(row).getByRole('button', { name: text.common.edit }));
    const form = screen.getByRole('form', { name: rates.editPlan });
    await user.click(within(form).getByRole('button', { name: text.common.save }));
    expect(
      await within(form).findByText(language === 'ar' ? 'عدّل شخص آخر هذا السجل.' : 'Someone else changed this record.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: rates.editPlan })).toBeInTheDocument();
  });
});
