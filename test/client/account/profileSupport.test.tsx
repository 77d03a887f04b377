// The profile and contact screens of a signed-in guest.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeProfile } from './fixtures';

const en = readLocale('en') as Record<string, Record<string, Record<string, string> | string>>;
const text = (area: string, ...path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en[area]) as string;

const profile = makeProfile();

describe('profile', () => {
  it('sends only a PATCH and shows the updated name', async () => {
    const bodies: unknown[] = [];
    let current = { ...profile };
    server.use(
      http.get(apiUrl('/user-info/'), () => HttpResponse.json(current)),
      http.patch(apiUrl('/user-info/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        current = { ...current, ...(body as object) };
        return HttpResponse.json(current);
      }),
    );
    const { user, store } = await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    const name = await screen.findByLabelText(text('account', 'fields', 'fullName'));
    expect(name).toHaveValue('Sara Ali');
    expect(screen.getByLabelText(text('account', 'fields', 'phone'))).toHaveValue('+966 51 234 5678');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: text('profile', 'details', 'save') }));
    expect(name).toHaveAccessibleDescription(text('validation', 'required'));
    await user.type(name, 'Sara Al-Harbi');
    await user.selectOptions(screen.getByLabelText(text('profile', 'details', 'gender')), 'female');
    await user.click(screen.getByRole('button', { name: text('profile', 'details', 'save') }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ full_name: 'Sara Al-Harbi', gender: 'female', phone: '+966512345678' });
    await waitFor(() => expect(store.getState().auth.fullName).toBe('Sara Al-Harbi'));
    expect(screen.getByLabelText(text('account', 'fields', 'fullName'))).toHaveValue('Sara Al-Harbi');
  });

  it('shows the account’s language and saves the language the signed-in user switches to', async () => {
    const bodies: Record<string, unknown>[] = [];
    let current = { ...profile };
    server.use(
      http.get(apiUrl('/user-info/'), () => HttpResponse.json(current)),
      http.patch(apiUrl('/user-info/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        current = { ...current, ...body };
        return HttpResponse.json(current);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    const language = await screen.findByLabelText(text('profile', 'details', 'language'));
    expect(language).toHaveValue('en');
    await user.click(screen.getAllByRole('button', { name: /العربية/ })[0]);
    await waitFor(() => expect(bodies).toEqual([{ language: 'ar' }]));
    const ar = readLocale('ar') as typeof en;
    const arabicLabel = (ar.profile as Record<string, Record<string, string>>).details.language;
    await waitFor(() => expect(screen.getByLabelText(arabicLabel)).toHaveValue('ar'));
    // Chosen in the profile, it is sent with the other details.
    await user.selectOptions(screen.getByLabelText(arabicLabel), 'en');
    await user.click(screen.getByRole('button', { name: (ar.profile as Record<string, Record<string, string>>).details.save }));
    await waitFor(() => expect(bodies[1]).toMatchObject({ language: 'en', full_name: 'Sara Ali' }));
  });

  it('in Arabic, keeps the phone hint’s sample number one left-to-right run, the full stop after it in the Arabic text', async () => {
    server.use(http.get(apiUrl('/user-info/'), () => HttpResponse.json({ ...profile, language: 'ar' })));
    await renderWithProviders(undefined, { route: '/profile', language: 'ar', preloadedState: { auth: sessionFor('guest') } });
    const phone = await screen.findByLabelText('رقم الجوال');
    expect(phone).toHaveAccessibleDescription(/^الجوال السعودي: \+966 5X XXX XXXX ?\. من خارج المملكة/);
    const sample = screen.getByText('+966 5X XXX XXXX');
    expect(sample.tagName).toBe('BDI');
    expect(sample).toHaveAttribute('dir', 'ltr');
    expect(sample.nextSibling?.textContent).toMatch(/^\. /);
    expect(sample.parentElement?.textContent).not.toMatch(/[\u2066-\u2069]/);
  });

  it('refuses a picture that is not JPEG, PNG or WebP before sending it', async () => {
    server.use(http.get(apiUrl('/user-info/'), () => HttpResponse.json(profile)));
    await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    const input = await screen.findByLabelText(text('profile', 'avatar', 'label'));
    // The picker's accept list would hide a GIF; a drop or an older browser can still deliver one.
    fireEvent.change(input, { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(text('validation', 'imageType'))));
  });

  it('asks for the current password before changing it', async () => {
    server.use(
      http.get(apiUrl('/user-info/'), () => HttpResponse.json(profile)),
      http.patch(apiUrl('/user-info/'), () =>
        HttpResponse.json({ current_password: ['The current password is not correct.'] }, { status: 400 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    const current = await screen.findByLabelText(text('profile', 'password', 'current'));
    await user.type(current, 'wrong-one');
    await user.type(screen.getByLabelText(text('account', 'fields', 'newPassword')), 'New-Reef-2026');
    await user.type(screen.getByLabelText(text('account', 'fields', 'confirmPassword')), 'New-Reef-2026');
    await user.click(screen.getByRole('button', { name: text('profile', 'password', 'save') }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'));
    expect(current).toHaveValue('wrong-one');
  });
});

describe('e-mail change', () => {
  // The server's own answers (src/server/lib/i18n.ts), in the language the request asks for.
  const CHANGED = { en: 'Your email address has been changed.', ar: 'تم تغيير بريدك الإلكتروني.' };
  const WRONG_CODE = { en: 'Invalid code.', ar: 'الرمز غير صحيح.' };
  // The code boxes sit in their own group (the profile's birth date is a numeric text box too).
  const codeBoxes = () =>
    screen.getAllByRole('textbox').filter((box) => box.getAttribute('inputmode') === 'numeric' && box.closest('[role="group"]'));

  /** GET/PATCH /user-info/ and POST /verfiy-otp/ as the contract describes them: the new address waits for its code. */
  function emailChangeServer() {
    const state = {
      current: { ...profile },
      pending: null as string | null,
      patches: [] as unknown[],
      verifications: [] as { query: string; body: unknown; language: string | null }[],
    };
    server.use(
      http.get(apiUrl('/user-info/'), () => HttpResponse.json(state.current)),
      http.patch(apiUrl('/user-info/'), async ({ request }) => {
        const body = (await request.json()) as { email?: string };
        state.patches.push(body);
        state.pending = body.email ?? null;
        return HttpResponse.json(state.current);
      }),
      http.post(apiUrl('/verfiy-otp/'), async ({ request }) => {
        const body = (await request.json()) as { email: string; otp: string };
        const url = new URL(request.url);
        const language = request.headers.get('accept-language');
        const lang = language?.startsWith('ar') ? 'ar' : 'en';
        state.verifications.push({ query: url.search, body, language });
        if (url.searchParams.get('change_email') !== 'true' || body.email !== state.pending || body.otp !== '482913') {
          return HttpResponse.json({ otp: [WRONG_CODE[lang]] }, { status: 400 });
        }
        state.current = { ...state.current, email: state.pending };
        state.pending = null;
        return HttpResponse.json({ message: CHANGED[lang] });
      }),
    );
    return state;
  }

  it('sends a code to the new address, takes it in the code boxes and shows the new e-mail', async () => {
    const state = emailChangeServer();
    const { user } = await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(text('profile', 'email', 'new')), 'sara.new@example.com');
    await user.click(screen.getByRole('button', { name: text('profile', 'email', 'send') }));
    // Pending: the code step names the new address; the profile still has the old one.
    expect(await screen.findByText(text('account', 'code', 'sentTo'), { exact: false })).toBeInTheDocument();
    expect(state.patches).toEqual([{ email: 'sara.new@example.com' }]);
    expect(screen.getByText('sara.new@example.com')).toBeInTheDocument();
    expect(await screen.findByText(text('profile', 'email', 'codeSent'))).toBeInTheDocument();
    const boxes = codeBoxes();
    expect(boxes).toHaveLength(6);
    await user.click(boxes[0]);
    await user.keyboard('482913');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await user.click(screen.getByRole('button', { name: text('profile', 'email', 'confirm') }));
    await waitFor(() => expect(state.verifications).toHaveLength(1));
    expect(state.verifications[0]).toMatchObject({ body: { email: 'sara.new@example.com', otp: '482913' } });
    expect(new URLSearchParams(state.verifications[0].query).get('change_email')).toBe('true');
    // The success toast, and the profile (fetched again) shows the new address as the current one.
    expect(await screen.findByText(text('profile', 'email', 'changed'))).toBeInTheDocument();
    expect(await screen.findByText('sara.new@example.com')).toBeInTheDocument();
    expect(screen.queryByText('sara@example.com')).not.toBeInTheDocument();
    expect(screen.getByLabelText(text('profile', 'email', 'new'))).toHaveValue('');
    expect(screen.queryByRole('button', { name: text('profile', 'email', 'confirm') })).not.toBeInTheDocument();
  });

  it("shows a wrong code's error in the reader's language and keeps the old e-mail", async () => {
    const ar = readLocale('ar') as typeof en;
    const arText = (area: string, ...path: string[]) =>
      path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ar[area]) as string;
    const state = emailChangeServer();
    const { user } = await renderWithProviders(undefined, {
      route: '/profile',
      language: 'ar',
      preloadedState: { auth: sessionFor('guest') },
    });
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(arText('profile', 'email', 'new')), 'sara.new@example.com');
    await user.click(screen.getByRole('button', { name: arText('profile', 'email', 'send') }));
    await screen.findByRole('button', { name: arText('profile', 'email', 'confirm') });
    await user.click(codeBoxes()[0]);
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: arText('profile', 'email', 'confirm') }));
    expect(await screen.findByText(WRONG_CODE.ar)).toBeInTheDocument();
    expect(state.verifications[0]).toMatchObject({ language: 'ar', body: { otp: '111111' } });
    expect(screen.queryByText(arText('profile', 'email', 'changed'))).not.toBeInTheDocument();
    expect(state.current.email).toBe('sara@example.com');
    // Still on the code step, to try again.
    expect(screen.getByRole('button', { name: arText('profile', 'email', 'confirm') })).toBeInTheDocument();
  });
});

describe('contact', () => {
  it('prefills the session, sends FormData with the attachment, then clears', async () => {
    let received: FormData | undefined;
    server.use(
      http.get(apiUrl('/supplier-dropdown/'), () =>
        HttpResponse.json([
          {
            id: 4,
            full_name: 'Faisal Harbi',
            company_name: 'Red Sea Dive Co.',
            company_name_ar: '',
            avatar: null,
            email: 'dive@example.com',
            phone: '+966500000000',
            role: 'supplier',
          },
          {
            id: 5,
            full_name: 'Mona Saad',
            company_name: '',
            company_name_ar: '',
            avatar: null,
            email: 'mona@example.com',
            phone: '+966500000001',
            role: 'supplier',
          },
        ]),
      ),
      http.post(apiUrl('/support/create/'), async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/contact', preloadedState: { auth: sessionFor('guest') } });
    expect(await screen.findByLabelText(text('account', 'fields', 'fullName'))).toHaveValue('Sara Ali');
    expect(screen.getByLabelText(text('account', 'fields', 'email'))).toHaveValue('sara@example.com');
    const receiver = screen.getByLabelText(text('support', 'receiver'));
    expect(receiver).toHaveDisplayValue('Ken Resort');
    await user.click(screen.getByRole('button', { name: text('support', 'send') }));
    // The error first, then the length counter (item 19 of issue 20).
    expect(screen.getByLabelText(text('support', 'message'))).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^${text('validation', 'required')} `)),
    );
    await screen.findByRole('option', { name: 'Red Sea Dive Co.' });
    // By the company's name; the person's only when no company was given.
    expect(screen.queryByRole('option', { name: 'Faisal Harbi' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mona Saad' })).toBeInTheDocument();
    await user.selectOptions(receiver, 'Red Sea Dive Co.');
    await user.type(screen.getByLabelText(text('support', 'message')), 'Can we dive at sunrise?');
    await user.upload(
      screen.getByLabelText(text('support', 'attachment')),
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: text('support', 'send') }));
    await waitFor(() => expect(received).toBeDefined());
    expect(received!.get('content')).toBe('Can we dive at sunrise?');
    expect(received!.get('operation')).toBe('4');
    expect(received!.get('full_name')).toBe('Sara Ali');
    // jsdom's File does not cross into Node's FormData as a file (it arrives as "[object File]"), so
    // the test checks the part is there; the end-to-end test checks the real upload.
    expect(received!.has('attachment')).toBe(true);
    await waitFor(() => expect(screen.getByLabelText(text('support', 'message'))).toHaveValue(''));
    expect(screen.getByText(text('support', 'noFile'))).toBeInTheDocument();
    expect(screen.getByLabelText(text('support', 'receiver'))).toHaveDisplayValue('Ken Resort');
  });

  it('lets a visitor without an account write with an e-mail address, and says when the limit is reached', async () => {
    const requests: { authorization: string | null; body: FormData }[] = [];
    server.use(
      http.get(apiUrl('/supplier-dropdown/'), () => HttpResponse.json([])),
      http.post(apiUrl('/support/create/'), async ({ request }) => {
        requests.push({ authorization: request.headers.get('authorization'), body: await request.formData() });
        return requests.length === 1
          ? HttpResponse.json({ id: 1 }, { status: 201 })
          : HttpResponse.json(
              { detail: 'Too many requests. Try again in 3000 seconds.' },
              { status: 429, headers: { 'Retry-After': '3000' } },
            );
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/contact' });
    expect(await screen.findByText(text('support', 'noAccount'))).toBeInTheDocument();
    const email = screen.getByLabelText(text('account', 'fields', 'email'));
    expect(email).toHaveValue('');
    expect(email).toHaveAccessibleDescription(text('support', 'emailHint'));
    await user.type(screen.getByLabelText(text('account', 'fields', 'fullName')), 'Nora Saad');
    await user.type(email, 'nora@example.com');
    await user.type(screen.getByLabelText(text('support', 'message')), 'Do you take walk-in divers?');
    await user.click(screen.getByRole('button', { name: text('support', 'send') }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].authorization).toBeNull();
    expect(requests[0].body.get('email')).toBe('nora@example.com');
    expect(requests[0].body.get('full_name')).toBe('Nora Saad');
    // A second message is refused by the per-address limit: said in words, with the wait.
    await waitFor(() => expect(screen.getByLabelText(text('support', 'message'))).toHaveValue(''));
    await user.type(screen.getByLabelText(text('support', 'message')), 'And night dives?');
    await user.click(screen.getByRole('button', { name: text('support', 'send') }));
    const notice = (await screen.findByText(text('support', 'tooMany'))).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('timer')).toHaveTextContent(/You can try again in (50:00|49:59)\./);
  });

  it('refuses an attachment over 5 MB and still sends the message without it', async () => {
    let received: FormData | undefined;
    server.use(
      http.get(apiUrl('/supplier-dropdown/'), () => HttpResponse.json([])),
      http.post(apiUrl('/support/create/'), async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/contact', preloadedState: { auth: sessionFor('guest') } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const input = await screen.findByLabelText(text('support', 'attachment'));
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text('validation', 'fileSize')));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text('validation', 'fileLeftOut')));
    expect(screen.getByText(text('support', 'noFile'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(text('support', 'message')), 'Is the reef open tomorrow?');
    await user.click(screen.getByRole('button', { name: text('support', 'send') }));
    await waitFor(() => expect(received).toBeDefined());
    expect(received!.get('content')).toBe('Is the reef open tomorrow?');
    expect(received!.has('attachment')).toBe(false);
  });

  it('saves the profile without a refused picture', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl('/user-info/'), () => HttpResponse.json(profile)),
      http.patch(apiUrl('/user-info/'), async ({ request }) => {
        bodies.push(request.headers.get('content-type')?.startsWith('application/json') ? await request.json() : 'multipart');
        return HttpResponse.json(profile);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/profile', preloadedState: { auth: sessionFor('guest') } });
    const input = await screen.findByLabelText(text('profile', 'avatar', 'label'));
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text('validation', 'fileSize')));
    await user.click(screen.getByRole('button', { name: text('profile', 'details', 'save') }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ full_name: 'Sara Ali' });
  });
});
