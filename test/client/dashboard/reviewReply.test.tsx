import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffReview } from '../../../src/shared/schemas/dashboard/reviews';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

const admin = { auth: sessionFor('admin') };

const review = (reply: StaffReview['reply']): StaffReview => ({
  id: 9,
  kind: 'hut',
  user: { id: 4, full_name: 'Salma', email: 'salma@example.com' },
  hut: { id: 1, title: 'Reef Hut', title_ar: 'كوخ الشعاب' },
  value: 5,
  content: 'The reef was wonderful',
  is_published: true,
  created_at: '2026-03-01T09:00:00.000Z',
  version: 1,
  reply,
});

const page = (results: StaffReview[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

describe('the reviews screen’s reply', () => {
  it('writes the one reply in the chosen language, then offers to edit it with the version it read', async () => {
    let current = review(null);
    const sent: { method: string; body: unknown }[] = [];
    const answer = async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { text: string; language: 'en' | 'ar' };
      sent.push({ method: request.method, body });
      current = review({
        text: body.text,
        language: body.language,
        created_at: '2026-03-02T09:00:00Z',
        updated_at: '2026-03-02T09:00:00Z',
        version: sent.length,
      });
      return HttpResponse.json(current.reply, { status: request.method === 'POST' ? 201 : 200 });
    };
    server.use(
      http.get('*/api/dashboard/reviews/', () => HttpResponse.json(page([current]))),
      http.post('*/api/dashboard/reviews/hut/9/reply/', answer),
      http.put('*/api/dashboard/reviews/hut/9/reply/', answer),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/reviews', preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Reply to Salma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to this review' });
    await user.type(within(dialog).getByLabelText('Your reply'), 'شكرًا لك');
    await user.selectOptions(within(dialog).getByLabelText('Language of the reply'), 'ar');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ method: 'POST', body: { text: 'شكرًا لك', language: 'ar' } }]);
    expect(await screen.findByText('شكرًا لك')).toHaveAttribute('lang', 'ar');

    await user.click(await screen.findByRole('button', { name: 'Edit reply to Salma' }));
    const edit = await screen.findByRole('dialog', { name: "Edit the resort's reply" });
    expect(within(edit).getByLabelText('Your reply')).toHaveValue('شكرًا لك');
    await user.clear(within(edit).getByLabelText('Your reply'));
    await user.type(within(edit).getByLabelText('Your reply'), 'Thank you, Salma');
    await user.selectOptions(within(edit).getByLabelText('Language of the reply'), 'en');
    await user.click(within(edit).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'PUT', body: { text: 'Thank you, Salma', language: 'en', version: 1 } });
  });

  it('shows the server’s translated refusal when a reply already exists (Arabic)', async () => {
    server.use(
      http.get('*/api/dashboard/reviews/', () => HttpResponse.json(page([review(null)]))),
      http.post('*/api/dashboard/reviews/hut/9/reply/', () =>
        HttpResponse.json({ detail: 'ردّ المنتجع على هذا التقييم من قبل. عدّل الرد بدلًا من ذلك.', code: 'reply_exists' }, { status: 409 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/reviews', language: 'ar', preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'ردّ على Salma' }));
    const dialog = await screen.findByRole('dialog', { name: 'الرد على هذا التقييم' });
    await user.type(within(dialog).getByLabelText('ردّك'), 'شكرًا');
    await user.click(within(dialog).getByRole('button', { name: 'نشر الرد' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ردّ المنتجع على هذا التقييم من قبل');
  });
});
