import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { SupportThread } from '../../../src/shared/schemas/dashboard/support';
import SupportInboxScreen from '../../../src/client/features/dashboard/support/SupportInboxScreen';
import SupportMessageScreen from '../../../src/client/features/dashboard/support/SupportMessageScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { nav: Record<string, string>; common: Record<string, string>; support: Record<string, string> } };
const screens = (
  <Routes>
    <Route path="/dashboard/support" element={<SupportInboxScreen />} />
    <Route path="/dashboard/support/:id" element={<SupportMessageScreen />} />
  </Routes>
);
const message = (fields: Partial<SupportThread> = {}): SupportThread => ({
  id: 4,
  full_name: 'Huda Saleh',
  email: 'huda@example.com',
  content: 'Can we bring a cake?',
  attachment: null,
  receiver: null,
  status: 'open',
  language: 'ar',
  replies: 0,
  created_at: '2026-11-20T09:30:00Z',
  thread: [],
  ...fields,
});
const page = (results: object[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

describe.each(['en', 'ar'] as const)('the support inbox (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  it('lists messages with their status and receiver, and sends the filters to the API from the URL', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('/api/dashboard/support/'), ({ request }) => {
        queries.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(
          page([
            message(),
            message({ id: 5, full_name: 'Omar', email: 'omar@example.com', status: 'answered', receiver: { id: 9, name: 'Coral Divers' } }),
          ]),
        );
      }),
      http.get(apiUrl('/supplier-dropdown/'), () =>
        HttpResponse.json([{ id: 9, full_name: 'Coral Divers', avatar: null, email: 'c@example.com', phone: '', role: 'supplier' }]),
      ),
    );
    const { user, router } = await renderWithProviders(screens, {
      route: '/dashboard/support?status=open',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    const table = await screen.findByRole('table', { name: text.nav.support });
    // The table is drawn (caption, headers) before its rows arrive.
    const huda = await within(table).findByRole('link', { name: 'Huda Saleh' });
    expect(huda).toHaveAttribute('href', '/dashboard/support/4');
    expect(within(table).getByText('huda@example.com').tagName).toBe('BDI');
    expect(within(table).getByText(text.support.statusOpen)).toBeInTheDocument();
    expect(within(table).getByText(text.support.statusAnswered)).toBeInTheDocument();
    expect(within(table).getByText(text.support.theResort)).toBeInTheDocument();
    expect(within(table).getByText('Coral Divers')).toBeInTheDocument();
    expect(queries[0]).toBe('page=1&status=open');

    await user.selectOptions(await screen.findByLabelText(text.support.receiver), 'resort');
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&receiver=resort'));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&status=open&receiver=resort'));
  });

  it('shows a supplier no receiver filter', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/support/'), () => HttpResponse.json(page([message({ receiver: { id: 1, name: 'Coral Divers' } })]))),
    );
    await renderWithProviders(screens, { route: '/dashboard/support', language, preloadedState: { auth: sessionFor('supplier') } });
    await screen.findByRole('table', { name: text.nav.support });
    expect(screen.queryByLabelText(text.support.receiver)).toBeNull();
    expect(screen.getByText(text.support.introSupplier)).toBeInTheDocument();
  });

  it('answers a message: the reply is posted once with its key, kept in the thread, and the form empties', async () => {
    let current = message();
    const posts: { body: string; request_key: string }[] = [];
    server.use(
      http.get(apiUrl('/api/dashboard/support/4/'), () => HttpResponse.json(current)),
      http.get(apiUrl('/api/dashboard/support/'), () => HttpResponse.json(page([current]))),
      http.post(apiUrl('/api/dashboard/support/4/reply/'), async ({ request }) => {
        const body = (await request.json()) as { body: string; request_key: string };
        posts.push(body);
        current = message({
          status: 'answered',
          replies: 1,
          thread: [{ id: 1, body: body.body, author: { id: 1, full_name: 'Reem' }, language: 'ar', created_at: '2026-11-20T10:00:00Z' }],
        });
        return HttpResponse.json(current);
      }),
    );
    const { user } = await renderWithProviders(screens, {
      route: '/dashboard/support/4',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Huda Saleh' })).toBeInTheDocument();
    expect(screen.getByText('Can we bring a cake?')).toBeInTheDocument();
    expect(screen.getByText('huda@example.com').tagName).toBe('BDI');
    expect(screen.getByText(text.support.arabic)).toBeInTheDocument();

    await user.type(screen.getByLabelText(text.support.reply), 'Of course.');
    await user.click(screen.getByRole('button', { name: text.support.send }));
    const thread = screen.getByRole('region', { name: text.support.thread });
    expect(await within(thread).findByText('Of course.')).toBeInTheDocument();
    expect(await screen.findByText(text.support.statusAnswered)).toBeInTheDocument();
    expect(posts).toEqual([{ body: 'Of course.', request_key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) }]);
    expect(screen.getByLabelText(text.support.reply)).toHaveValue('');
  });

  it("shows the server's refusal, and hides the reply form on a closed message until it is reopened", async () => {
    let current = message({ status: 'closed' });
    server.use(
      http.get(apiUrl('/api/dashboard/support/4/'), () => HttpResponse.json(current)),
      http.post(apiUrl('/api/dashboard/support/4/status/'), async ({ request }) => {
        current = message({ status: ((await request.json()) as { status: 'open' }).status });
        return HttpResponse.json(current);
      }),
      http.post(apiUrl('/api/dashboard/support/4/reply/'), () => HttpResponse.json({ body: ['refused by the server'] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(screens, {
      route: '/dashboard/support/4',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    expect(await screen.findByText(text.support.closedText)).toBeInTheDocument();
    expect(screen.queryByLabelText(text.support.reply)).toBeNull();
    await user.click(screen.getByRole('button', { name: text.support.reopen }));
    await user.type(await screen.findByLabelText(text.support.reply), 'Hello');
    await user.click(screen.getByRole('button', { name: text.support.send }));
    expect(await screen.findByText('refused by the server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.support.close })).toBeInTheDocument();
  });
});
