// Issue 26 §1 in the profile: the consent switch for marketing e-mails (the exact words, recorded on the server), and the
// deletion of an account without a password (Google sign-in) with a code by e-mail; in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MARKETING_CONSENT_TEXT, MARKETING_CONSENT_VERSION } from '../../../src/shared/consent';
import type { ConsentState } from '../../../src/shared/schemas/privacy';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeProfile } from './fixtures';
import { getDateCalendars } from '../../../src/client/ui/dateCalendars';

type Lang = 'en' | 'ar';
const privacyText = (lang: Lang) => (readLocale(lang) as Record<string, Record<string, unknown>>).profile.privacy as Record<string, string>;
const INVALID = { en: 'Invalid code.', ar: 'الرمز غير صحيح.' };

/** A consent store that answers as the server does: each change an event, the newest first. */
function consentServer() {
  const puts: { body: unknown; language: string | null }[] = [];
  let state: ConsentState = { marketing_emails: false, text: '', text_version: MARKETING_CONSENT_VERSION, history: [] };
  const answer = (language: string | null) => {
    const lang: Lang = language?.startsWith('ar') ? 'ar' : 'en';
    return HttpResponse.json({ ...state, text: MARKETING_CONSENT_TEXT[lang] });
  };
  server.use(
    http.get(apiUrl('/user-info/'), () => HttpResponse.json(makeProfile())),
    http.get(apiUrl('/user-info/consents/'), ({ request }) => answer(request.headers.get('accept-language'))),
    http.put(apiUrl('/user-info/consents/'), async ({ request }) => {
      const body = (await request.json()) as { marketing_emails: boolean };
      const language = request.headers.get('accept-language');
      puts.push({ body, language });
      const lang: Lang = language?.startsWith('ar') ? 'ar' : 'en';
      state = {
        ...state,
        marketing_emails: body.marketing_emails,
        history: [
          {
            action: body.marketing_emails ? 'given' : 'withdrawn',
            text: MARKETING_CONSENT_TEXT[lang],
            text_version: MARKETING_CONSENT_VERSION,
            language: lang,
            source: 'profile',
            at: '2026-03-10T09:00:00.000Z',
          },
          ...state.history,
        ],
      };
      return answer(language);
    }),
  );
  return puts;
}

function googleServer() {
  const state = { codes: 0, deletes: [] as unknown[] };
  server.use(
    http.get(apiUrl('/user-info/'), () => HttpResponse.json(makeProfile({ has_password: false, email: 'nora@gmail.com' }))),
    http.post(apiUrl('/user-info/delete-code/'), () => {
      state.codes += 1;
      return HttpResponse.json({ message: 'sent', email: 'nora@gmail.com' });
    }),
    http.delete(apiUrl('/user-info/'), async ({ request }) => {
      const body = (await request.json()) as { code?: string; password?: string };
      state.deletes.push(body);
      const lang: Lang = request.headers.get('accept-language')?.startsWith('ar') ? 'ar' : 'en';
      if (body.code !== '123456') return HttpResponse.json({ code: [INVALID[lang]] }, { status: 400 });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe.each<Lang>(['en', 'ar'])('profile consent and Google deletion (%s)', (lang) => {
  const t = privacyText(lang);

  it('the consent switch is off by default, shows the exact words, and records turning it on and off', async () => {
    const puts = consentServer();
    const { user } = await renderWithProviders(undefined, {
      route: '/profile',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    const section = await screen.findByRole('region', { name: t.consentTitle });
    const toggle = await within(section).findByRole('switch', { name: MARKETING_CONSENT_TEXT[lang] });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(puts).toEqual([{ body: { marketing_emails: true }, language: lang }]);
    const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { dateStyle: 'long' }).format(
      new Date('2026-03-10T09:00:00.000Z'),
    );
    expect(within(section).getByText(t.consentGiven.replace('{{date}}', date))).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(puts[1]).toEqual({ body: { marketing_emails: false }, language: lang });
    expect(within(section).getByText(t.consentWithdrawn.replace('{{date}}', date))).toBeInTheDocument();
  });

  it('an account without a password deletes itself with an e-mailed code: no password field, a wrong code is shown, then the session ends', async () => {
    const state = googleServer();
    const { user, store } = await renderWithProviders(undefined, {
      route: '/profile',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    const section = await screen.findByRole('region', { name: t.deleteTitle });
    await user.click(within(section).getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).queryByLabelText(t.password)).toBeNull();
    expect(within(dialog).getByText(t.codeIntro)).toBeInTheDocument();
    // No code field and no confirm button before a code is asked for.
    expect(within(dialog).queryByLabelText(t.code)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.confirm })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: t.sendCode }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('nora@gmail.com');
    expect(status.querySelector('bdi')).toHaveTextContent('nora@gmail.com');
    expect(state.codes).toBe(1);

    await user.type(within(dialog).getByLabelText(t.code), '654321');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText(INVALID[lang])).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBeNull();

    await user.clear(within(dialog).getByLabelText(t.code));
    await user.type(within(dialog).getByLabelText(t.code), '123456');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(state.deletes).toEqual([{ code: '654321' }, { code: '123456' }]);
  });
});

it('the sign-up box for news and offers is unticked and carries the exact words an opt-in records', async () => {
  const { user } = await renderWithProviders(undefined, { route: '/account/register', language: 'ar' });
  const box = await screen.findByRole('checkbox', { name: MARKETING_CONSENT_TEXT.ar });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(box).toBeChecked();
});

it('signing in sets this browser’s calendars from the account (issue 26 §4)', async () => {
  window.localStorage.removeItem('ken_date_calendars');
  expect(getDateCalendars()).toBe('both');
  server.use(
    http.post(apiUrl('/login/'), () =>
      HttpResponse.json({
        token: sessionFor('guest').token,
        id: 1,
        role: 'guest',
        email: 'sara@example.com',
        full_name: 'Sara Ali',
        avatar: null,
        date_calendars: 'gregorian',
      }),
    ),
  );
  const { user } = await renderWithProviders(undefined, { route: '/account/login', language: 'ar' });
  const ar = readLocale('ar') as { account: { fields: Record<string, string>; login: Record<string, string> } };
  await user.type(await screen.findByLabelText(ar.account.fields.email), 'sara@example.com');
  await user.type(screen.getByLabelText(ar.account.fields.password), 'secret-pass');
  await user.click(screen.getByRole('button', { name: ar.account.login.submit }));
  await waitFor(() => expect(getDateCalendars()).toBe('gregorian'));
});
