// The staff invitation page (issue 23 §5): who it is for, the new password, then sign-in; a spent link says so.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Words = Record<string, Record<string, string>>;
const en = readLocale('en') as { account: Words };
const ar = readLocale('ar') as { account: Words };

describe('the staff invitation page', () => {
  it('shows who is invited and as what, sets the password, then opens sign-in', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl('/staff-invitation/token-1234567890/'), () =>
        HttpResponse.json({
          email: 'salma@kenresort.sa',
          full_name: 'Salma',
          staff_role: 'front_desk',
          expires_at: '2026-06-03T08:00:00.000Z',
        }),
      ),
      http.post(apiUrl('/staff-invitation/token-1234567890/'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Your password is set. Sign in to start.' });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/account/join-staff/token-1234567890' });
    expect(await screen.findByRole('heading', { level: 1, name: en.account.join.title })).toBeInTheDocument();
    expect(screen.getByText('salma@kenresort.sa')).toBeInTheDocument();
    expect(screen.getByText(/Front desk/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.account.fields.newPassword), 'Team-Member-2026');
    await user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'Team-Member-2026');
    await user.click(screen.getByRole('button', { name: en.account.join.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(body).toEqual({ password: 'Team-Member-2026', confirm_password: 'Team-Member-2026' });
  });

  it('says in Arabic that a used or expired link needs a new one', async () => {
    server.use(
      http.get(apiUrl('/staff-invitation/old-token-123456/'), () =>
        HttpResponse.json({ detail: 'انتهت صلاحية رابط الدعوة أو سبق استخدامه. اطلب من المدير إرسال رابط جديد.' }, { status: 404 }),
      ),
    );
    await renderWithProviders(undefined, { route: '/account/join-staff/old-token-123456', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: ar.account.join.goneTitle })).toBeInTheDocument();
    expect(screen.getByText('انتهت صلاحية رابط الدعوة أو سبق استخدامه. اطلب من المدير إرسال رابط جديد.')).toBeInTheDocument();
  });
});
