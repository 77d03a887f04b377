import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { HutHousekeeping } from '../../../src/shared/schemas/dashboard/frontDesk';
import HousekeepingScreen from '../../../src/client/features/dashboard/housekeeping/HousekeepingScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Locale = { dashboard: { frontDesk: Record<string, string>; common: Record<string, string> } };
const screenAt = (
  <Routes>
    <Route path="/dashboard/housekeeping" element={<HousekeepingScreen />} />
  </Routes>
);

const hut = (over: Partial<HutHousekeeping> = {}): HutHousekeeping => ({
  hut: { id: 3, title: 'Coral Hut', title_ar: 'كوخ المرجان' },
  status: 'dirty',
  note: '',
  updated_at: '2026-04-02T09:05:00.000Z',
  updated_by: 'Omar Gate',
  closure: null,
  occupied: false,
  ...over,
});

describe.each(['en', 'ar'] as const)('housekeeping (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard.frontDesk;
  const name = language === 'ar' ? 'كوخ المرجان' : 'Coral Hut';
  const group = () => screen.getByRole('group', { name: text.setStatus.replace('{{hut}}', name) });

  it('one tap sets a status; the pressed button follows the answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/dashboard/housekeeping/'), () => HttpResponse.json({ results: [hut()] })),
      http.put(apiUrl('/api/dashboard/huts/3/housekeeping/'), async ({ request }) => {
        const body = (await request.json()) as { status: HutHousekeeping['status'] };
        sent.push(body);
        return HttpResponse.json(hut({ status: body.status }));
      }),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/housekeeping', language });
    await screen.findByRole('heading', { name, level: 2 });
    expect(within(group()).getByRole('button', { name: text.dirty })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group()).getByRole('button', { name: text.clean }));
    await screen.findByRole('button', { name: text.clean, pressed: true });
    expect(sent).toEqual([{ status: 'clean' }]);
  });

  it('out of order asks for a note and the nights, and shows a refusal in the answer', async () => {
    const sent: unknown[] = [];
    const refusal = language === 'ar' ? 'هذه الليالي تتداخل مع ليالٍ مغلقة.' : 'These nights overlap the nights already closed.';
    server.use(
      http.get(apiUrl('/api/dashboard/housekeeping/'), () => HttpResponse.json({ results: [hut({ status: 'clean' })] })),
      http.put(apiUrl('/api/dashboard/huts/3/housekeeping/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: refusal, code: 'closed' }, { status: 409 });
      }),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/housekeeping', language });
    await screen.findByRole('heading', { name, level: 2 });
    await user.click(within(group()).getByRole('button', { name: text.outOfOrder }));
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(text.note, { exact: false }), 'Leaking roof');
    await user.click(screen.getByRole('button', { name: text.saveOutOfOrder }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'out_of_order', note: 'Leaking roof' }]);
  });
});
