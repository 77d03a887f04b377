// The second step of a staff sign-in (issue 23 §5), as a manager meets it: the app's set-up with its QR and key,
// the code, the recovery codes shown once; next time the code or a recovery code. MSW answers as the server does.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { makeToken } from '../../helpers/client/session';

type Words = Record<string, Record<string, string>>;
const en = readLocale('en') as { account: Words };
const ar = readLocale('ar') as { account: Words };

const session = {
  token: makeToken({ role: 'admin', email: 'manager@kenresort.sa', staff_role: 'manager' }),
  id: 3,
  role: 'admin',
  email: 'manager@kenresort.sa',
  full_name: 'Maha Manager',
  avatar: null,
};
const WRONG_AR = 'الرمز غير صحيح. أدخل الرمز المكوّن من ٦ أرقام الظاهر الآن في تطبيق المصادقة.';
const RECOVERY = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'a2b3c-d4e5f',
  'ghijk-lmnop',
  'qrstu-vwxyz',
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
];

beforeEach(() => {
  server.use(
    http.get(apiUrl('/api/config/'), () =>
      HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
    ),
  );
});

async function signInWithPassword(words: Words, language: 'en' | 'ar' = 'en') {
  const rendered = await renderWithProviders(undefined, { route: '/account/login?next=%2Fdashboard', language });
  await rendered.user.type(await screen.findByLabelText(words.fields.email), 'manager@kenresort.sa');
  await rendered.user.type(screen.getByLabelText(words.fields.password), 'Correct-Horse-9');
  await rendered.user.click(screen.getByRole('button', { name: words.login.submit }));
  return rendered;
}

/** The set-up's three steps, numbered in the reader's digits; the key isolated left-to-right, grouped by four. */
function expectSetup(language: 'en' | 'ar') {
  const words = (language === 'ar' ? ar : en).account.twoFactor;
  const steps = screen.getByRole('img', { name: words.qrAlt }).closest('ol')!;
  expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  expect(getComputedStyle(steps).listStyleType).toBe(language === 'ar' ? 'arabic-indic' : 'decimal');
  const key = within(steps).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  expect(key.tagName).toBe('BDI');
  expect(key).toHaveAttribute('dir', 'ltr');
  expect(key.parentElement!.tagName).toBe('CODE');
  expect(key.parentElement).toHaveAttribute('dir', 'ltr');
  // Lines may break only at the spaces between groups, never inside a group.
  expect(getComputedStyle(key.parentElement!).wordBreak).toBe('normal');
  expect(getComputedStyle(key.parentElement!).overflowWrap).toBe('normal');
}

describe('two-step sign-in', () => {
  it("sets the app up inside a manager's first sign-in: QR and key, a wrong code explained, then the recovery codes once", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ two_factor: 'enrol', challenge: 'challenge-1' })),
      http.post(apiUrl('/login/two-factor/enrol/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url: 'otpauth://totp/Ken%20Resort:manager%40kenresort.sa?issuer=Ken%20Resort&secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        });
      }),
      http.post(apiUrl('/login/two-factor/'), async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        bodies.push(body);
        if (body.code !== '123456')
          return HttpResponse.json(
            { code: ['That code is not right. Enter the 6-digit code your authenticator app shows now.'] },
            { status: 400 },
          );
        return HttpResponse.json({ ...session, recovery_codes: RECOVERY });
      }),
    );
    const { user, router, store } = await signInWithPassword(en.account);

    expect(await screen.findByRole('heading', { level: 1, name: en.account.twoFactor.enrolTitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: en.account.twoFactor.qrAlt })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expectSetup('en');
    // No session yet: nothing is stored before the second step.
    expect(store.getState().auth.token).toBeNull();

    const field = screen.getByLabelText(en.account.twoFactor.codeLabel);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(en.account.twoFactor.codeLabel)).toHaveAccessibleDescription(
        'That code is not right. Enter the 6-digit code your authenticator app shows now.',
      ),
    );
    await user.clear(screen.getByLabelText(en.account.twoFactor.codeLabel));
    await user.type(screen.getByLabelText(en.account.twoFactor.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.submit }));

    const list = await screen.findByRole('list', { name: en.account.twoFactor.codesTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(router.state.location.pathname).toBe('/account/login');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.codesSaved }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().auth).toMatchObject({ role: 'admin', fullName: 'Maha Manager' });
    expect(bodies).toEqual([
      { challenge: 'challenge-1' },
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
  });

  it('sets the app up in Arabic: the steps counted in Arabic-Indic digits, the key left-to-right in groups of four', async () => {
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ two_factor: 'enrol', challenge: 'challenge-3' })),
      http.post(apiUrl('/login/two-factor/enrol/'), () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
    );
    await signInWithPassword(ar.account, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.account.twoFactor.enrolTitle })).toBeInTheDocument();
    expectSetup('ar');
  });

  it('asks an enrolled account for its code in Arabic, takes Arabic-Indic digits, and offers a recovery code instead', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ two_factor: 'verify', challenge: 'challenge-2' })),
      http.post(apiUrl('/login/two-factor/'), async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if ((body as { recovery_code?: string }).recovery_code) return HttpResponse.json(session);
        return HttpResponse.json({ code: [WRONG_AR] }, { status: 400 });
      }),
    );
    const { user, router } = await signInWithPassword(ar.account, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.account.twoFactor.title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(ar.account.twoFactor.codeLabel), '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: ar.account.twoFactor.submit }));
    await waitFor(() => expect(screen.getByLabelText(ar.account.twoFactor.codeLabel)).toHaveAccessibleDescription(WRONG_AR));

    await user.click(screen.getByRole('button', { name: ar.account.twoFactor.useRecovery }));
    await user.type(screen.getByLabelText(ar.account.twoFactor.recoveryLabel), 'ABCDE-FGHIJ');
    await user.click(screen.getByRole('button', { name: ar.account.twoFactor.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([
      { challenge: 'challenge-2', code: '123456' },
      { challenge: 'challenge-2', recovery_code: 'ABCDE-FGHIJ' },
    ]);
  });

  it("goes back to the password when the challenge ran out, with the server's words", async () => {
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ two_factor: 'verify', challenge: 'old' })),
      http.post(apiUrl('/login/two-factor/'), () =>
        HttpResponse.json({ challenge: ['This sign-in took too long. Enter your e-mail and password again.'] }, { status: 400 }),
      ),
    );
    const { user } = await signInWithPassword(en.account);
    await user.type(await screen.findByLabelText(en.account.twoFactor.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.submit }));
    expect(await screen.findByText('This sign-in took too long. Enter your e-mail and password again.')).toBeInTheDocument();
    expect(screen.getByLabelText(en.account.fields.password)).toBeInTheDocument();
  });
});
