// The profile's privacy sections (issue 26 §1): download my data, delete my account; in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeProfile } from './fixtures';

type Lang = 'en' | 'ar';
const privacyText = (lang: Lang) => (readLocale(lang) as Record<string, Record<string, unknown>>).profile.privacy as Record<string, string>;

const profile = makeProfile();

const WRONG = { en: 'The password is incorrect.', ar: 'كلمة المرور غير صحيحة.' };
const STAYING = {
  en: 'Your stay is in progress. You can delete your account after you check out.',
  ar: 'إقامتك جارية الآن. يمكنك حذف حسابك بعد تسجيل المغادرة.',
};

function privacyServer() {
  const state = {
    deletes: [] as { body: unknown; language: string | null }[],
    exports: 0,
    refuse: 'password' as 'password' | 'stay' | 'none',
  };
  server.use(
    http.get(apiUrl('/user-info/'), () => HttpResponse.json(profile)),
    http.post(apiUrl('/user-info/export/'), () => {
      state.exports += 1;
      return HttpResponse.json({ status: 'pending', expires_at: '2026-03-17T09:00:00.000Z' }, { status: 202 });
    }),
    http.delete(apiUrl('/user-info/'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      const language = request.headers.get('accept-language');
      state.deletes.push({ body, language });
      const lang: Lang = language?.startsWith('ar') ? 'ar' : 'en';
      if (state.refuse === 'stay') return HttpResponse.json({ detail: STAYING[lang], code: 'stay_in_progress' }, { status: 409 });
      if (body.password !== 'right one') return HttpResponse.json({ password: [WRONG[lang]] }, { status: 400 });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

describe.each<Lang>(['en', 'ar'])('profile privacy sections (%s)', (lang) => {
  const t = privacyText(lang);

  it('asks for a copy of the data and says the link comes by e-mail', async () => {
    const state = privacyServer();
    const { user } = await renderWithProviders(undefined, {
      route: '/profile',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    const section = await screen.findByRole('region', { name: t.exportTitle });
    await user.click(within(section).getByRole('button', { name: t.export }));
    expect(await within(section).findByText(t.exportRequested)).toBeInTheDocument();
    expect(state.exports).toBe(1);
  });

  it('the e-mailed link opens the profile, which saves the ZIP with the session; an expired one says so', async () => {
    privacyServer();
    const asked: { path: string; auth: string | null }[] = [];
    server.use(
      http.get(apiUrl('/user-info/export/:token/'), ({ request, params }) => {
        asked.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        if (params.token === 'expired-token-0123456789') return HttpResponse.json({ detail: 'expired' }, { status: 404 });
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="ken-resort-my-data-2026-03-10.zip"' },
        });
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const session = sessionFor('guest');
    const { user, unmount } = await renderWithProviders(undefined, {
      route: '/profile?export=ready-token-0123456789',
      language: lang,
      preloadedState: { auth: session },
    });
    const section = await screen.findByRole('region', { name: t.exportTitle });
    expect(within(section).getByText(t.exportReady)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: t.saveZip }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([{ path: '/user-info/export/ready-token-0123456789/', auth: `Bearer ${session.token}` }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ken-resort-my-data-2026-03-10.zip');
    unmount();

    const again = await renderWithProviders(undefined, {
      route: '/profile?export=expired-token-0123456789',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    const expired = await screen.findByRole('region', { name: t.exportTitle });
    await again.user.click(within(expired).getByRole('button', { name: t.saveZip }));
    expect(await within(expired).findByText(t.exportGone)).toBeInTheDocument();
    click.mockRestore();
  });

  it('deletes the account after the password: a wrong one is shown in the language, then the session ends with a toast', async () => {
    const state = privacyServer();
    const { user, store } = await renderWithProviders(undefined, {
      route: '/profile',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    const section = await screen.findByRole('region', { name: t.deleteTitle });
    await user.click(within(section).getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    // Nothing typed: the field says so, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(state.deletes).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(t.password), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText(WRONG[lang])).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBeNull();

    await user.clear(within(dialog).getByLabelText(t.password));
    await user.type(within(dialog).getByLabelText(t.password), 'right one');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(state.deletes.map((entry) => entry.body)).toEqual([{ password: 'wrong one' }, { password: 'right one' }]);
    expect(state.deletes[1].language).toBe(lang);
  });

  it('says why deletion must wait while a stay is in progress, and keeps the session', async () => {
    const state = privacyServer();
    state.refuse = 'stay';
    const { user, store } = await renderWithProviders(undefined, {
      route: '/profile',
      language: lang,
      preloadedState: { auth: sessionFor('guest') },
    });
    await user.click(within(await screen.findByRole('region', { name: t.deleteTitle })).getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.type(within(dialog).getByLabelText(t.password), 'right one');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText(STAYING[lang])).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBeNull();
  });
});
