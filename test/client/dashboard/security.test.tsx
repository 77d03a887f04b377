// "Sign-in and security" (issue 23 §5), the signed-in staff member's own screen, in English and Arabic: the front
// desk turns two-step sign-in on (QR and key, the first code, the recovery codes once) and off again by password;
// a manager (the role requires it) gets new recovery codes and has no "Turn off"; wrong codes and the limit show.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken, sessionFor } from '../../helpers/client/session';

type Words = Record<string, string>;
type Locale = {
  dashboard: { security: Words; nav: Words; common: Words };
  account: { twoFactor: Words };
  profile: { password: Words };
};
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) =>
  `abcd${index}-efgh${index}`.replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]),
);
const status = (fields: Record<string, unknown> = {}) => ({
  two_factor: false,
  required: false,
  enabled_at: null,
  recovery_codes_left: 0,
  has_password: true,
  ...fields,
});
const session = (staffRole: string) => ({
  auth: { ...sessionFor('admin'), token: makeToken({ role: 'admin', email: 'desk@kenresort.sa', staff_role: staffRole }) },
});

describe.each(['en', 'ar'] as const)('sign-in and security (%s)', (language) => {
  const words = locales[language].dashboard.security;
  const app = locales[language].account.twoFactor;

  it('lets the front desk turn it on: QR code and key, the first code, the recovery codes once; then off by password', async () => {
    const sent: Array<[string, unknown]> = [];
    let current = status();
    server.use(
      http.get('*/api/dashboard/me/security/', () => HttpResponse.json(current)),
      http.post('*/api/dashboard/me/two-factor/enrol/', () =>
        HttpResponse.json({ secret: SECRET, otpauth_url: 'otpauth://totp/x', qr: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      ),
      http.post('*/api/dashboard/me/two-factor/', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(['on', body]);
        if (body.code !== '123456') return HttpResponse.json({ code: ['That code is not right.'] }, { status: 400 });
        current = status({ two_factor: true, enabled_at: '2026-06-01T08:00:00.000Z', recovery_codes_left: 10 });
        return HttpResponse.json({ recovery_codes: CODES });
      }),
      http.post('*/api/dashboard/me/two-factor/off/', async ({ request }) => {
        sent.push(['off', await request.json()]);
        current = status();
        return HttpResponse.json({
          token: makeToken({ role: 'admin', email: 'desk@kenresort.sa', staff_role: 'front_desk', user_id: 99 }),
        });
      }),
    );
    const { user, store } = await renderWithProviders(undefined, {
      route: '/dashboard/security',
      language,
      preloadedState: session('front_desk'),
    });
    await screen.findByRole('heading', { level: 1, name: words.title });
    const panel = screen.getByRole('region', { name: words.twoFactor });
    await within(panel).findByText(words.off);
    expect(within(panel).queryByRole('button', { name: words.turnOff })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: words.turnOn }));
    const form = await within(panel).findByRole('form', { name: words.turnOn });
    expect(within(form).getByRole('img', { name: app.qrAlt })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    // The key as text, grouped by four, isolated left-to-right inside the Arabic sentence.
    const key = within(form).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key.tagName).toBe('BDI');
    expect(key).toHaveAttribute('dir', 'ltr');
    expect(key.parentElement!.tagName).toBe('CODE');
    expect(getComputedStyle(key.parentElement!).wordBreak).toBe('normal');
    // The same set-up as the sign-in's: three steps counted in the reader's digits.
    const steps = key.closest('ol')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(getComputedStyle(steps).listStyleType).toBe(language === 'ar' ? 'arabic-indic' : 'decimal');

    await user.type(within(form).getByLabelText(app.codeLabel), '000000');
    await user.click(within(form).getByRole('button', { name: words.confirmOn }));
    expect(await within(form).findByText('That code is not right.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(app.codeLabel));
    // Arabic-Indic digits, as an Arabic keyboard types them, are sent as ASCII.
    await user.type(within(form).getByLabelText(app.codeLabel), language === 'ar' ? '١٢٣ ٤٥٦' : '123 456');
    await user.click(within(form).getByRole('button', { name: words.confirmOn }));
    const codes = await within(panel).findByRole('list', { name: app.codesTitle });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText(CODES[0]).tagName).toBe('BDI');
    expect(within(panel).getByRole('button', { name: words.download })).toBeInTheDocument();
    expect(sent).toEqual([
      ['on', { code: '000000' }],
      ['on', { code: '123456' }],
    ]);
    await user.click(within(panel).getByRole('button', { name: words.codesSaved }));
    await within(panel).findByText(words.on);
    expect(within(panel).queryByRole('list', { name: app.codesTitle })).toBeNull();

    // Off by password: the other sessions end, this one takes the new token.
    await user.click(within(panel).getByRole('button', { name: words.turnOff }));
    const off = await within(panel).findByRole('form', { name: words.turnOff });
    await user.click(within(off).getByRole('button', { name: words.usePassword }));
    await user.type(within(off).getByLabelText(locales[language].profile.password.current), 'Team-Member-2026');
    await user.click(within(off).getByRole('button', { name: words.turnOff }));
    await within(panel).findByText(words.off);
    expect(sent[2]).toEqual(['off', { password: 'Team-Member-2026' }]);
    await waitFor(() => expect(JSON.parse(atob(store.getState().auth.token!.split('.')[1])).user_id).toBe(99));
  });

  it('shows a manager that the role requires it (no "Turn off"), and makes new recovery codes for a current code, within the limit', async () => {
    let tries = 0;
    server.use(
      http.get('*/api/dashboard/me/security/', () =>
        HttpResponse.json(status({ two_factor: true, required: true, enabled_at: '2026-05-02T08:00:00.000Z', recovery_codes_left: 3 })),
      ),
      http.post('*/api/dashboard/me/two-factor/recovery-codes/', () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json({ detail: 'Too many tries. Wait a few minutes.' }, { status: 429, headers: { 'retry-after': '120' } })
          : HttpResponse.json({ recovery_codes: CODES });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/security', language, preloadedState: session('manager') });
    const panel = await screen.findByRole('region', { name: words.twoFactor });
    await within(panel).findByText(words.on);
    expect(within(panel).getByText(words.required)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: words.turnOff })).toBeNull();
    expect(within(panel).getByText(language === 'ar' ? 'بقيت لديك ٣ رموز استرداد.' : '3 recovery codes left.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: words.renew }));
    const form = await within(panel).findByRole('form', { name: words.renewTitle });
    await user.type(within(form).getByLabelText(app.codeLabel), '654321');
    await user.click(within(form).getByRole('button', { name: words.renew }));
    expect(await within(form).findByText('Too many tries. Wait a few minutes.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: words.renew }));
    expect(within(await within(panel).findByRole('list', { name: app.codesTitle })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('is reached from the account links of the top bar, and the password form ends other sessions with a new token', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/dashboard/me/security/', () => HttpResponse.json(status())),
      http.put('*/api/dashboard/me/password/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          token: makeToken({ role: 'admin', email: 'desk@kenresort.sa', staff_role: 'housekeeping', user_id: 42 }),
        });
      }),
      http.get('*/api/dashboard/housekeeping/', () => HttpResponse.json([])),
      http.get('*/api/dashboard/huts/housekeeping/', () => HttpResponse.json([])),
    );
    const { user, router, store } = await renderWithProviders(undefined, {
      route: '/dashboard/housekeeping',
      language,
      preloadedState: session('housekeeping'),
    });
    // Not in the side menu: in the account links, for every staff role.
    const links = await screen.findAllByRole('link', { name: words.open, hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const nav of screen.getAllByRole('navigation', { name: locales[language].dashboard.nav.label, hidden: true }))
      expect(within(nav).queryByRole('link', { name: words.open, hidden: true })).toBeNull();
    await user.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/dashboard\/security$/));
    const panel = await screen.findByRole('region', { name: locales[language].profile.password.title });
    await user.type(within(panel).getByLabelText(locales[language].profile.password.current), 'Old-Password-1');
    const [password, confirm] = within(panel).getAllByLabelText(/./, { selector: 'input[autocomplete="new-password"]' });
    await user.type(password, 'New-Password-2026');
    await user.type(confirm, 'New-Password-2026');
    await user.click(within(panel).getByRole('button', { name: locales[language].profile.password.save }));
    await waitFor(() =>
      expect(body).toEqual({ current_password: 'Old-Password-1', password: 'New-Password-2026', confirm_password: 'New-Password-2026' }),
    );
    await waitFor(() => expect(JSON.parse(atob(store.getState().auth.token!.split('.')[1])).user_id).toBe(42));
  });
});
