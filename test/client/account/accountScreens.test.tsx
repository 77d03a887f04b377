// The account screens as a visitor uses them: validation in both languages, the code boxes, and
// where each flow lands. The network is answered by MSW.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { makeToken } from '../../helpers/client/session';

const en = readLocale('en') as { account: Record<string, Record<string, string>>; validation: Record<string, string> };
const ar = readLocale('ar') as typeof en;

const session = (email = 'sara@example.com') => ({
  token: makeToken({ role: 'guest', email }),
  id: 7,
  role: 'guest',
  email,
  full_name: 'Sara Ali',
  avatar: null,
});

beforeEach(() => {
  server.use(
    http.get(apiUrl('/api/config/'), () =>
      HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
    ),
  );
});

const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });

describe('sign-in screen', () => {
  it('explains empty fields in English and focuses the first one', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/account/login' });
    await user.click(await screen.findByRole('button', { name: en.account.login.submit }));
    const email = screen.getByLabelText(en.account.fields.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(en.validation.required);
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: en.account.login.submit }));
    expect(email).toHaveAccessibleDescription(en.validation.email);
  });

  it('explains empty fields in Arabic', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/account/login', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: ar.account.login.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.account.login.submit }));
    expect(screen.getByLabelText(ar.account.fields.email)).toHaveAccessibleDescription(ar.validation.required);
    expect(screen.getByLabelText(ar.account.fields.password)).toHaveAccessibleDescription(ar.validation.required);
    expect(document.title).toContain(ar.account.login.title);
  });

  it('signs in and lands where the visitor was going', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/login/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session());
      }),
    );
    const { user, router, store } = await renderWithProviders(undefined, { route: '/account/login?next=%2Fmy-booking' });
    await user.type(await screen.findByLabelText(en.account.fields.email), 'sara@example.com');
    await user.type(screen.getByLabelText(en.account.fields.password), 'secret-pass');
    await user.click(screen.getByRole('button', { name: en.account.login.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-booking'));
    expect(body).toEqual({ email: 'sara@example.com', password: 'secret-pass' });
    expect(store.getState().auth).toMatchObject({ fullName: 'Sara Ali', email: 'sara@example.com', role: 'guest' });
    // Signed in, the account area sends a guest home.
    await router.navigate('/account/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps what was typed and shows the error when the password is wrong', async () => {
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ non_field_errors: ['Invalid email or password.'] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(undefined, { route: '/account/login' });
    await user.type(await screen.findByLabelText(en.account.fields.email), 'sara@example.com');
    await user.type(screen.getByLabelText(en.account.fields.password), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: en.account.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.account.errors.invalidCredentials);
    expect(screen.getByLabelText(en.account.fields.email)).toHaveValue('sara@example.com');
    expect(screen.getByLabelText(en.account.fields.password)).toHaveValue('wrong-pass');
  });

  it('sends an unverified account a new code and opens the code screen', async () => {
    const resent = jest.fn();
    server.use(
      http.post(apiUrl('/login/'), () => HttpResponse.json({ non_field_errors: ['This user is not verified.'] }, { status: 400 })),
      http.post(apiUrl('/resend-otp/'), async ({ request }) => {
        resent(await request.json());
        return HttpResponse.json({ message: 'OTP has been resent.' });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/account/login' });
    await user.type(await screen.findByLabelText(en.account.fields.email), 'new@example.com');
    await user.type(screen.getByLabelText(en.account.fields.password), 'secret-pass');
    await user.click(screen.getByRole('button', { name: en.account.login.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/new%40example.com/verify-account'));
    expect(resent).toHaveBeenCalledWith({ email: 'new@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: en.account.code.verifyTitle })).toBeInTheDocument();
  });

  it('tells a pending supplier to wait for approval', async () => {
    server.use(
      http.post(apiUrl('/login/'), () =>
        HttpResponse.json({ detail: "Your supplier account is awaiting the resort's approval." }, { status: 403 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/account/login' });
    await user.type(await screen.findByLabelText(en.account.fields.email), 'dive@example.com');
    await user.type(screen.getByLabelText(en.account.fields.password), 'secret-pass');
    await user.click(screen.getByRole('button', { name: en.account.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/awaiting the resort's approval/);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('shows the sign-in limit and its wait, not the code-resend message, after too many tries (%s)', async (language, texts) => {
    server.use(
      http.post(apiUrl('/login/'), () =>
        HttpResponse.json({ detail: 'Too many requests. Try again in 56 seconds.' }, { status: 429, headers: { 'Retry-After': '56' } }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/account/login', language });
    await user.type(await screen.findByLabelText(texts.account.fields.email), 'sara@example.com');
    await user.type(screen.getByLabelText(texts.account.fields.password), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: texts.account.login.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.account.errors.signInLimited);
    expect(alert).not.toHaveTextContent(texts.account.errors.rateLimited);
    const clock = language === 'ar' ? /٠:٥[٥٦]/ : /0:5[56]/;
    expect(within(alert).getByRole('timer')).toHaveTextContent(clock);
  });

  it('shows no Google button without a Google client ID', async () => {
    await renderWithProviders(undefined, { route: '/account/login' });
    await screen.findByRole('heading', { level: 1, name: en.account.login.title });
    expect(screen.queryByLabelText('Sign in with Google')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});

describe('sign-up screen', () => {
  it('checks every field in Arabic', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/account/register', language: 'ar' });
    await user.type(await screen.findByLabelText(ar.account.fields.phone), '12');
    await user.type(screen.getByLabelText(ar.account.fields.password), 'short');
    await user.type(screen.getByLabelText(ar.account.fields.confirmPassword), 'other');
    await user.click(screen.getByRole('button', { name: ar.account.register.submit }));
    expect(screen.getByLabelText(ar.account.fields.fullName)).toHaveAccessibleDescription(ar.validation.required);
    expect(screen.getByLabelText(ar.account.fields.phone)).toHaveAccessibleDescription(expect.stringContaining(ar.validation.phone));
    expect(screen.getByLabelText(ar.account.fields.password)).toHaveAccessibleDescription(
      expect.stringContaining(ar.validation.passwordShort),
    );
    expect(screen.getByLabelText(ar.account.fields.confirmPassword)).toHaveAccessibleDescription(ar.validation.passwordMismatch);
    expect(screen.getByText(ar.validation.terms)).toBeInTheDocument();
  });

  it('masks a Saudi mobile, registers and opens the code screen', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(apiUrl('/register/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ user: {}, message: 'ok' }, { status: 201 });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/account/register' });
    await user.type(await screen.findByLabelText(en.account.fields.fullName), 'Sara Ali');
    await user.type(screen.getByLabelText(en.account.fields.email), 'sara@example.com');
    const phone = screen.getByLabelText(en.account.fields.phone);
    await user.type(phone, '0512345678');
    expect(phone).toHaveValue('+966 51 234 5678');
    await user.type(screen.getByLabelText(en.account.fields.password), 'Reef-Hut-2026');
    await user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'Reef-Hut-2026');
    // The terms; the box for news and offers below it stays unticked, so no opt-in is sent.
    await user.click(screen.getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: en.account.register.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sara%40example.com/verify-account'));
    expect(body).toEqual({
      full_name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+966512345678',
      password: 'Reef-Hut-2026',
      confirm_password: 'Reef-Hut-2026',
    });
  });

  it('shows the server field errors under their fields', async () => {
    server.use(
      http.post(apiUrl('/register/'), () => HttpResponse.json({ email: ['A user with this email already exists.'] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(undefined, { route: '/account/supplier' });
    await user.type(await screen.findByLabelText(en.account.fields.fullName), 'Reef Divers');
    await user.type(screen.getByLabelText(en.account.fields.breif), 'Guided dives');
    await user.type(screen.getByLabelText(en.account.fields.email), 'taken@example.com');
    await user.type(screen.getByLabelText(en.account.fields.phone), '+447700900123');
    await user.type(screen.getByLabelText(en.account.fields.password), 'Reef-Hut-2026');
    await user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'Reef-Hut-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en.account.register.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(en.account.fields.email)).toHaveAccessibleDescription('A user with this email already exists.'),
    );
    expect(screen.getByLabelText(en.account.fields.fullName)).toHaveValue('Reef Divers');
  });
});

describe('code screen', () => {
  // The resend countdown is read from the wall clock. On a loaded machine the screen can take seconds to first show it
  // (a part compiled on demand, four test files at once), so a test that expects "0:30" could meet "0:27". The tests
  // that read the countdown stop the clock, the Date alone (timers, promises and the network run as usual), and
  // expect the exact second; where time must pass they move the clock themselves.
  const stopTheClock = () =>
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  afterEach(() => jest.useRealTimers());

  function verifyHandler(answer: (otp: string) => Response | Promise<Response>) {
    const calls: unknown[] = [];
    server.use(
      http.post(apiUrl('/verfiy-otp/'), async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        calls.push({ query: new URL(request.url).search, ...body });
        return answer(body.otp);
      }),
    );
    return calls;
  }

  it('takes a whole pasted code in any box and signs the new account in', async () => {
    const calls = verifyHandler(() => HttpResponse.json({ message: 'Verification successful', ...session('new@example.com') }));
    const { user, router, store } = await renderWithProviders(undefined, {
      route: '/account/new%40example.com/verify-account?next=%2Fmy-booking',
    });
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    const boxes = codeBoxes();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    await user.click(boxes[3]);
    await user.paste('123 456');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-booking'));
    expect(calls).toEqual([{ query: '?forget=false&change_email=false', email: 'new@example.com', otp: '123456' }]);
    expect(store.getState().auth.email).toBe('new@example.com');
    // Not dropped silently: the new account is greeted.
    expect(
      await screen.findByText(/Welcome to Ken Resort, .*Sara Ali.*\. Your e-mail is verified and you are signed in\./),
    ).toBeInTheDocument();
  });

  it('puts focus in the first box so a phone opens its number pad', async () => {
    await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
  });

  it("counts the resend wait from the e-mail link's send time on a device with no record of it", async () => {
    stopTheClock();
    const sent = Date.now() - 30_000;
    await renderWithProviders(undefined, { route: `/account/new%40example.com/verify-account?sent=${sent}` });
    expect(await screen.findByRole('button', { name: /Send a new code in 0:30/ })).toBeDisabled();
  });

  it('turns Arabic-Indic and Persian digits into ASCII and moves back with Backspace', async () => {
    const calls = verifyHandler(() => HttpResponse.json({ otp: ['Invalid code.'] }, { status: 400 }));
    const { user } = await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account', language: 'ar' });
    const boxes = await screen.findAllByRole('textbox', { name: /^الرقم/ });
    await user.click(boxes[0]);
    await user.keyboard('٤٥');
    expect(boxes[0]).toHaveValue('4');
    expect(boxes[1]).toHaveValue('5');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('۶۷۸۹۰');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('467890');
    // The wrong code's message, in Arabic, under the boxes; the digits stay.
    expect(await screen.findByText(ar.account.errors.wrongCode)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(boxes[5]).toHaveValue('0');
  });

  it.each([
    ['an expired code', 'This code has expired. Request a new one.', 'expiredCode'],
    ['too many tries', 'Too many incorrect attempts. Request a new code.', 'tooManyTries'],
  ])('explains %s', async (_case, message, key) => {
    verifyHandler(() => HttpResponse.json({ otp: [message] }, { status: 400 }));
    const { user } = await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    await user.click(codeBoxes()[0]);
    await user.paste('111111');
    expect(await screen.findByText(en.account.errors[key])).toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('lands a supplier awaiting approval on the calm application page (%s)', async (language, texts) => {
    verifyHandler(() => HttpResponse.json({ message: 'Your e-mail is verified.', supplier_status: 'pending' }));
    const { user, router, store } = await renderWithProviders(undefined, { route: '/account/dive%40example.com/verify-account', language });
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.paste('123456');
    expect(await screen.findByRole('heading', { level: 1, name: texts.account.application.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/dive%40example.com/supplier-application');
    expect(screen.getByText('dive@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.account.application.nextTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      texts.account.application.review,
      texts.account.application.mail,
      texts.account.application.signIn,
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(texts.account.code.resend) })).not.toBeInTheDocument();
    expect(store.getState().auth.email).toBeFalsy();
  });

  it('counts the resend wait from when the code was really sent, across a reload', async () => {
    // Sign-up sent the code 20 seconds ago, then the page was reloaded.
    stopTheClock();
    localStorage.setItem('ken_code_sent', JSON.stringify({ 'verify:new@example.com': Date.now() - 20_000 }));
    await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    const resend = await screen.findByRole('button', { name: /Send a new code in 0:40/ });
    expect(resend).toBeDisabled();
  });

  it('allows a new code at once when the last one went out over a minute ago', async () => {
    localStorage.setItem('ken_code_sent', JSON.stringify({ 'verify:new@example.com': Date.now() - 4 * 60_000 }));
    await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    expect(await screen.findByRole('button', { name: en.account.code.resend })).toBeEnabled();
  });

  it('keeps the countdown of a code sent by the sign-up screen when the code screen is reloaded', async () => {
    server.use(http.post(apiUrl('/register/'), () => HttpResponse.json({ user: {}, message: 'ok' }, { status: 201 })));
    stopTheClock();
    const first = await renderWithProviders(undefined, { route: '/account/register' });
    await first.user.type(await screen.findByLabelText(en.account.fields.fullName), 'Sara Ali');
    await first.user.type(screen.getByLabelText(en.account.fields.email), 'sara@example.com');
    await first.user.type(screen.getByLabelText(en.account.fields.phone), '0512345678');
    await first.user.type(screen.getByLabelText(en.account.fields.password), 'Reef-Hut-2026');
    await first.user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'Reef-Hut-2026');
    await first.user.click(screen.getAllByRole('checkbox')[0]);
    await first.user.click(screen.getByRole('button', { name: en.account.register.submit }));
    expect(await screen.findByRole('button', { name: /Send a new code in 1:00/ })).toBeDisabled();
    first.unmount();
    // The reload, 15 seconds later: a new app at the code screen's address waits out the rest of the same minute.
    jest.setSystemTime(Date.now() + 15_000);
    await renderWithProviders(undefined, { route: '/account/sara%40example.com/verify-account' });
    expect(await screen.findByRole('button', { name: /Send a new code in 0:45/ })).toBeDisabled();
  });

  it('allows a new code at once on a code screen with no record of the last code (opened on another device)', async () => {
    await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    expect(await screen.findByRole('button', { name: en.account.code.resend })).toBeEnabled();
  });

  it('allows a new code at once when the code has expired, and counts from the real send after a 429', async () => {
    verifyHandler(() => HttpResponse.json({ otp: ['This code has expired. Request a new one.'] }, { status: 400 }));
    const resent: unknown[] = [];
    server.use(
      http.post(apiUrl('/resend-otp/'), async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json(
          { detail: 'Too many requests. Try again in 25 seconds.' },
          { status: 429, headers: { 'Retry-After': '25' } },
        );
      }),
    );
    stopTheClock();
    localStorage.setItem('ken_code_sent', JSON.stringify({ 'verify:new@example.com': Date.now() - 10_000 }));
    const { user } = await renderWithProviders(undefined, { route: '/account/new%40example.com/verify-account' });
    expect(await screen.findByRole('button', { name: /Send a new code in 0:50/ })).toBeDisabled();
    await user.click(codeBoxes()[0]);
    await user.paste('111111');
    expect(await screen.findByText(en.account.errors.expiredCode)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: en.account.code.resend });
    expect(resend).toBeEnabled();
    await user.click(resend);
    // The server says the last code went out 35 seconds ago: 25 seconds are left, not a fresh minute.
    expect(await screen.findByRole('button', { name: /Send a new code in 0:25/ })).toBeDisabled();
    expect(resent).toEqual([{ email: 'new@example.com' }]);
    const stored = JSON.parse(localStorage.getItem('ken_code_sent') ?? '{}') as Record<string, number>;
    expect(Date.now() - stored['verify:new@example.com']).toBe(35_000);
  });

  it('opens the new-password step after a reset code', async () => {
    const calls = verifyHandler(() => HttpResponse.json({ message: 'You may now set a new password.' }));
    const { user, router } = await renderWithProviders(undefined, { route: '/account/sara%40example.com/otp' });
    expect(await screen.findByRole('heading', { level: 1, name: en.account.code.resetTitle })).toBeInTheDocument();
    await user.click(codeBoxes()[0]);
    await user.paste('654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sara%40example.com/reset-password'));
    expect(calls[0]).toMatchObject({ query: '?forget=true&change_email=false' });
  });
});

describe('password recovery', () => {
  it('sends a reset code and opens the code screen', async () => {
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/resend-otp/'), ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ message: 'OTP has been resent.' });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/account/forget-password' });
    await user.type(await screen.findByLabelText(en.account.fields.email), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: en.account.forget.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sara%40example.com/otp'));
    expect(calls).toEqual(['?forget=true&change_email=false']);
  });

  it.each(['en', 'ar'] as const)('says no new code went out when the request was refused for coming too soon (%s)', async (language) => {
    const words = readLocale(language) as typeof en;
    server.use(http.post(apiUrl('/resend-otp/'), () => HttpResponse.json({ detail: 'Too many requests.' }, { status: 429 })));
    const { user, router } = await renderWithProviders(undefined, { route: '/account/forget-password', language });
    await user.type(await screen.findByLabelText(words.account.fields.email), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: words.account.forget.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sara%40example.com/otp'));
    expect(await screen.findByText(new RegExp(words.account.code.notSentTo))).toHaveTextContent(words.account.code.notSentWhy);
    expect(screen.queryByText(new RegExp(words.account.code.sentTo))).toBeNull();
  });

  it('sets the new password and returns to sign in', async () => {
    let body: unknown;
    server.use(
      http.put(apiUrl('/change-forget-password/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: 'Password changed.' });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/account/sara%40example.com/reset-password' });
    await user.type(await screen.findByLabelText(en.account.fields.newPassword), 'New-Reef-2026');
    await user.click(screen.getByRole('button', { name: en.account.reset.submit }));
    expect(screen.getByLabelText(en.account.fields.confirmPassword)).toHaveAccessibleDescription(en.validation.required);
    await user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'New-Reef-2026');
    await user.click(screen.getByRole('button', { name: en.account.reset.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(body).toEqual({ email: 'sara@example.com', new_password: 'New-Reef-2026', confirm_password: 'New-Reef-2026' });
  });
});

// Silence "unused" for helpers some environments tree-shake differently.
void within;
void fireEvent;
