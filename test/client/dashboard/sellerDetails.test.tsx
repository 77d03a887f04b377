import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>>; header: Record<string, string> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const saved = {
  legal_name_ar: 'شركة منتجع كِن للسياحة',
  legal_name_en: 'Ken Resort Tourism Company',
  vat_number: '310175397400003',
  cr_number: '4700012345',
  building_number: '2417',
  street: 'طريق الكورنيش',
  district: 'حي الشاطئ',
  city: 'أملج',
  postal_code: '48311',
  invoice_prefix: 'KEN-',
  version: 2,
};

describe.each(['en', 'ar'] as const)('the Tax invoice details screen (%s)', (language) => {
  const text = locales[language].dashboard;

  it('is in the menu, shows the seller, puts the server’s refusal by the VAT number, then saves', async () => {
    const bodies: Record<string, unknown>[] = [];
    const refusal =
      language === 'ar'
        ? 'أدخل الرقم الضريبي المكوّن من ١٥ رقمًا، يبدأ بالرقم ٣ وينتهي به (مثل 310175397400003).'
        : 'Enter the 15-digit VAT number, which starts and ends with 3 (for example 310175397400003).';
    server.use(
      http.get('*/api/dashboard/settings/seller/', () => HttpResponse.json(saved)),
      http.put('*/api/dashboard/settings/seller/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.json({ vat_number: [refusal] }, { status: 400 });
        return HttpResponse.json({ ...body, version: 3 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/seller', language, preloadedState: admin });
    expect(await screen.findByRole('heading', { level: 1, name: text.nav.seller })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: locales[language].header.openMenu }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: text.nav.seller })).toHaveAttribute('href', '/dashboard/seller');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // SettingsScreen draws its form again once the details are read (keyed on the read): a field taken before then
    // is no longer on the page, so each look finds the field anew.
    const vatField = () => screen.getByRole('textbox', { name: text.seller.fieldVat });
    await waitFor(() => expect(vatField()).toHaveValue('310175397400003'));
    const vat = vatField();
    expect(vat).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: text.common.inArabic.replace('{{label}}', text.seller.fieldLegalName) })).toHaveValue(
      'شركة منتجع كِن للسياحة',
    );
    expect(screen.getByRole('textbox', { name: text.seller.fieldCity })).toHaveValue('أملج');

    await user.clear(vat);
    await user.type(vat, '310175397400004');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]).toEqual({ ...saved, vat_number: '310175397400004' });

    await user.clear(vat);
    await user.type(vat, '300000000000003');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    const form = screen.getByRole('form', { name: text.nav.seller });
    expect(await within(form).findByText(text.common.saved)).toBeInTheDocument();
    expect(bodies[1]).toEqual({ ...saved, vat_number: '300000000000003' });
  });
});
