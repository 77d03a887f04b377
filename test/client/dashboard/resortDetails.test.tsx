import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>>; header: Record<string, string> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const saved = {
  phone: '+966 12 345 6789',
  email: 'reservations@kenresort.sa',
  address: 'North of Umluj',
  address_ar: 'شمال أملج',
  version: 4,
};

describe.each(['en', 'ar'] as const)('the Resort details screen (%s)', (language) => {
  const text = locales[language].dashboard;

  it('is in the back office’s menu, edits the contact details, shows the server’s field errors by each field, then saves', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/dashboard/settings/contact/', () => HttpResponse.json(saved)),
      http.put('*/api/dashboard/settings/contact/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            { email: [language === 'ar' ? 'أدخل عنوان بريد إلكتروني صحيحًا.' : 'Enter a valid email address.'] },
            { status: 400 },
          );
        return HttpResponse.json({ ...body, version: 5 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/settings', language, preloadedState: admin });
    expect(await screen.findByRole('heading', { level: 1, name: text.nav.settings })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: locales[language].header.openMenu }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: text.nav.settings })).toHaveAttribute('href', '/dashboard/settings');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // SettingsScreen draws its form again once the details are read (keyed on the read): a field taken before then
    // is no longer on the page, so each look finds the field anew.
    const phoneField = () => screen.getByRole('textbox', { name: text.settings.fieldPhone });
    await waitFor(() => expect(phoneField()).toHaveValue('+966 12 345 6789'));
    const phone = phoneField();
    expect(phone).toHaveAttribute('dir', 'ltr');
    const email = screen.getByRole('textbox', { name: text.settings.fieldEmail });
    const arabic = screen.getByRole('textbox', { name: text.common.inArabic.replace('{{label}}', text.settings.fieldAddress) });
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveValue('شمال أملج');

    await user.clear(phone);
    await user.type(phone, '0550001234');
    await user.clear(email);
    await user.type(email, 'stay@');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    expect(
      await screen.findByText(language === 'ar' ? 'أدخل عنوان بريد إلكتروني صحيحًا.' : 'Enter a valid email address.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // A local mobile is saved in international form, grouped as guests read it.
    expect(bodies[0]).toEqual({
      phone: '+966 55 000 1234',
      email: 'stay@',
      address: 'North of Umluj',
      address_ar: 'شمال أملج',
      version: 4,
    });

    await user.type(email, 'ken.example');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    const form = screen.getByRole('form', { name: text.nav.settings });
    expect(await within(form).findByText(text.common.saved)).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ phone: '+966 55 000 1234', email: 'stay@ken.example', version: 4 });
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});
