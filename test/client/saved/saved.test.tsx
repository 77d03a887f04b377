import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loggedIn } from '../../../src/client/api/sessionEvents';
import type { SavedItem, SavedRef } from '../../../src/shared/schemas/saved';
import type { Testimonial } from '../../../src/shared/schemas/content';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken } from '../../helpers/client/session';
import { hutDetails, hutHandlers } from '../catalogue/fixtures';

const stored = () => JSON.parse(localStorage.getItem('ken_saved') ?? '[]') as SavedItem[];
const signIn = {
  token: makeToken({ role: 'guest', email: 'nora@example.com' }),
  full_name: 'Nora',
  email: 'nora@example.com',
  role: 'guest' as const,
};

beforeEach(() => localStorage.clear());

describe('the heart', () => {
  it('saves in the browser before sign-in, and at sign-in merges the list into the account and empties the browser’s', async () => {
    const account: SavedItem[] = [];
    const merged: SavedRef[][] = [];
    server.use(
      ...hutHandlers(),
      http.get('*/api/products/saved/', () => HttpResponse.json(account)),
      http.post('*/api/products/saved/merge/', async ({ request }) => {
        const { items } = (await request.json()) as { items: SavedRef[] };
        merged.push(items);
        account.push(
          ...items.map((ref) => ({ ...ref, title: 'Lagoon Hut', title_ar: 'كوخ البحيرة', image: null, saved_at: '2026-04-02T08:00:00Z' })),
        );
        return HttpResponse.json(account);
      }),
    );
    const { user, router, store } = await renderWithProviders(undefined, { route: '/huts/1/details' });
    const heart = await screen.findByRole('button', { name: 'Save Lagoon Hut' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove Lagoon Hut from saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored().map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'hut', id: 1 }]);

    await act(() => router.navigate('/saved'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lagoon Hut' })).toHaveAttribute('href', '/huts/1/details');
    expect(screen.getByText('Saved in this browser only.')).toBeInTheDocument();

    act(() => {
      store.dispatch(loggedIn(signIn));
    });
    await waitFor(() => expect(merged).toEqual([[{ kind: 'hut', id: 1 }]]));
    await waitFor(() => expect(localStorage.getItem('ken_saved')).toBeNull());
    const card = (await screen.findByRole('link', { name: 'Lagoon Hut' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Remove Lagoon Hut from saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Saved in this browser only.')).toBeNull();
  });

  it('signed in, saves on the account (PUT) and names the heart in Arabic', async () => {
    const account: SavedItem[] = [];
    const puts: string[] = [];
    server.use(
      ...hutHandlers(),
      http.get('*/api/products/saved/', () => HttpResponse.json(account)),
      http.put('*/api/products/saved/:kind/:id/', ({ params }) => {
        puts.push(`${params.kind}:${params.id}`);
        const item = {
          kind: 'hut' as const,
          id: 1,
          title: 'Lagoon Hut',
          title_ar: 'كوخ البحيرة',
          image: null,
          saved_at: '2026-04-02T08:00:00Z',
        };
        account.push(item);
        return HttpResponse.json(item, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/huts/1/details',
      language: 'ar',
      preloadedState: { auth: { token: signIn.token, fullName: 'Nora', email: signIn.email, avatar: null, role: 'guest' } },
    });
    await user.click(await screen.findByRole('button', { name: 'حفظ كوخ البحيرة' }));
    expect(await screen.findByRole('button', { name: 'إزالة كوخ البحيرة من المحفوظات' })).toHaveAttribute('aria-pressed', 'true');
    expect(puts).toEqual(['hut:1']);
    expect(localStorage.getItem('ken_saved')).toBeNull();
  });
});

describe('the resort’s reply under a review', () => {
  const review: Testimonial = {
    id: 5,
    user: { id: 3, full_name: 'Salma', avatar: null },
    hut: 1,
    value: 5,
    content: 'The reef was wonderful',
    created_at: '2026-03-01T10:00:00Z',
    reply: { text: 'شكرًا لزيارتك يا سلمى', language: 'ar', created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z' },
  };

  it.each([
    ['en', 'Reply from Ken Resort', '2 March 2026', 'Written in Arabic'],
    ['ar', 'ردّ منتجع كِن', '٢ مارس ٢٠٢٦', null],
  ] as const)('shows it labelled as the resort’s, dated, in its own language (%s)', async (language, label, date, marker) => {
    server.use(
      http.get('*/api/products/testmonial/', () => HttpResponse.json([review])),
      ...hutHandlers({ hut: hutDetails() }),
    );
    await renderWithProviders(undefined, { route: '/huts/1/details', language });
    const reply = (await screen.findByText('شكرًا لزيارتك يا سلمى')).parentElement as HTMLElement;
    expect(within(reply).getByText(label)).toBeInTheDocument();
    expect(within(reply).getByText(date)).toHaveAttribute('datetime', '2026-03-02T10:00:00Z');
    expect(screen.getByText('شكرًا لزيارتك يا سلمى')).toHaveAttribute('lang', 'ar');
    if (marker) expect(within(reply).getByText(marker)).toBeInTheDocument();
    else expect(within(reply).queryByText('مكتوب بالعربية')).toBeNull();
  });
});
