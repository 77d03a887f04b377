import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { BookingMessage, BookingThread } from '../../src/shared/schemas/bookingMessages';
import type { Booking } from '../../src/shared/schemas/booking';
import BookingConversation from '../../src/client/features/dashboard/conversations/BookingConversation';
import ConversationsScreen from '../../src/client/features/dashboard/conversations/ConversationsScreen';
import { readLocale, renderWithProviders } from '../helpers/client/renderWithProviders';
import { apiUrl, server } from '../helpers/client/server';
import { sessionFor } from '../helpers/client/session';
import { makeBooking } from './booking/fixtures';

// Conversations about a booking (issue 26 §2): the guest's thread over My bookings, the back office's on a booking
// page and in the support inbox, in both languages. The network is MSW answering in the API's shapes.
type Words = Record<string, string> & { list: Record<string, string> };
const words = (language: 'en' | 'ar') => (readLocale(language) as { conversation: Words }).conversation;
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });
const message = (fields: Partial<BookingMessage>): BookingMessage => ({
  id: 1,
  from: 'guest',
  author: 'Sara Ali',
  content: 'Can we arrive early?',
  attachment: null,
  created_at: '2026-11-20T09:30:00Z',
  read_at: '2026-11-20T10:00:00Z',
  ...fields,
});
const threadOf = (messages: BookingMessage[], fields: Partial<BookingThread> = {}): BookingThread => ({
  booking: {
    id: 7,
    code: 'KEN-7F3K2Q',
    hut: 'Coral Hut',
    hut_ar: 'كوخ المرجان',
    guest: 'Sara Ali',
    date_from: '2026-12-10',
    date_to: '2026-12-12',
  },
  can_write: true,
  unread: 0,
  messages,
  ...fields,
});
const paidBooking = (): Booking => makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' });

describe.each(['en', 'ar'] as const)('the guest writes about a booking (%s)', (language) => {
  const text = words(language);

  it('opens the thread from My bookings, marks the resort’s answer read and sends a message', async () => {
    const messages = [
      message({ id: 1 }),
      message({
        id: 2,
        from: 'resort',
        author: 'Omar',
        content: 'Yes, from 11:00.',
        read_at: null,
        attachment: '/api/products/bookings/7/messages/2/attachment/',
      }),
    ];
    const posted: unknown[] = [];
    let reads = 0;
    server.use(
      http.get(/\/api\/products\/bookings\/upcoming\//, () => HttpResponse.json(page([paidBooking()]))),
      http.get(apiUrl('/api/products/bookings/7/messages/'), () => HttpResponse.json(threadOf(messages, { unread: reads ? 0 : 1 }))),
      http.post(apiUrl('/api/products/bookings/7/messages/read/'), () => {
        reads += 1;
        return HttpResponse.json(threadOf(messages));
      }),
      // The card says an answer waits until it is read.
      http.get(apiUrl('/api/products/bookings/messages/unread/'), () =>
        HttpResponse.json({ results: reads ? [] : [{ booking_id: 7, unread: 1 }] }),
      ),
      http.post(apiUrl('/api/products/bookings/7/messages/'), async ({ request }) => {
        const body = (await request.json()) as { content: string };
        posted.push(body);
        const written = message({ id: 3, content: body.content, read_at: null, created_at: '2026-11-21T08:00:00Z' });
        messages.push(written);
        return HttpResponse.json(written, { status: 201 });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, {
      route: '/my-booking',
      preloadedState: { auth: sessionFor('guest') },
      language,
    });
    const one = language === 'ar' ? '١' : '1';
    const waiting = await screen.findByRole('button', {
      name: text.openNewFor.replace('{{formatted}}', one).replace('{{code}}', 'KEN-7F3K2Q'),
    });
    expect(waiting).toHaveTextContent(text.openNew.replace('{{formatted}}', one));
    await user.click(waiting);
    expect(router.state.location.search).toBe('?messages=7');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('KEN-7F3K2Q');
    const log = await within(dialog).findByRole('log', { name: text.log });
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(mine).toHaveTextContent(text.you);
    expect(mine).toHaveTextContent('Can we arrive early?');
    expect(mine).toHaveTextContent(text.read.replace('{{time}}', '').trim());
    expect(theirs).toHaveTextContent(text.resort);
    expect(theirs).toHaveTextContent('Yes, from 11:00.');
    expect(within(theirs).getByRole('button', { name: text.download })).toBeInTheDocument();
    // The answer on screen is read: the resort sees it.
    await waitFor(() => expect(reads).toBe(1));

    // Nothing written: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    expect(await within(dialog).findByText(text.nothingToSend)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: text.message }), 'Thank you!');
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    await waitFor(() => expect(posted).toEqual([{ content: 'Thank you!' }]));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent(text.sent);
    expect(within(dialog).getByRole('textbox', { name: text.message })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: (readLocale(language) as { common: { close: string } }).common.close }));
    expect(router.state.location.search).toBe('');
    // Read now: the card no longer says something waits.
    expect(await screen.findByRole('button', { name: text.openFor.replace('{{code}}', 'KEN-7F3K2Q') })).toHaveTextContent(text.open);
  });

  it('shows the server’s translated refusal under the field', async () => {
    const refusal = language === 'ar' ? 'أرفق صورة بصيغة JPEG أو PNG أو WebP، أو ملف PDF.' : 'Attach a JPEG, PNG or WebP image, or a PDF.';
    server.use(
      http.get(/\/api\/products\/bookings\/upcoming\//, () => HttpResponse.json(page([paidBooking()]))),
      http.get(apiUrl('/api/products/bookings/7/messages/'), () => HttpResponse.json(threadOf([]))),
      http.post(apiUrl('/api/products/bookings/7/messages/'), () => HttpResponse.json({ attachment: [refusal] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/my-booking?messages=7',
      preloadedState: { auth: sessionFor('guest') },
      language,
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(text.none)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: text.message }), 'See this');
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: text.message })).toHaveValue('See this');
  });
});

describe.each(['en', 'ar'] as const)('the back office answers (%s)', (language) => {
  const text = words(language);
  const staffScreens = (
    <Routes>
      <Route path="/dashboard/support/bookings" element={<ConversationsScreen />} />
      <Route path="/dashboard/bookings/:id" element={<BookingConversation bookingId={7} />} />
    </Routes>
  );

  it('staff read the guest by name, mark it read and answer', async () => {
    const messages = [message({ id: 1, read_at: null })];
    const posted: unknown[] = [];
    let reads = 0;
    server.use(
      http.get(apiUrl('/api/dashboard/bookings/7/messages/'), () => HttpResponse.json(threadOf(messages, { unread: reads ? 0 : 1 }))),
      http.post(apiUrl('/api/dashboard/bookings/7/messages/read/'), () => {
        reads += 1;
        return HttpResponse.json(threadOf(messages));
      }),
      http.post(apiUrl('/api/dashboard/bookings/7/messages/'), async ({ request }) => {
        posted.push(await request.json());
        const written = message({ id: 2, from: 'resort', author: 'Omar', content: 'Yes, from 11:00.', read_at: null });
        messages.push(written);
        return HttpResponse.json(written, { status: 201 });
      }),
      http.get(apiUrl('/api/dashboard/conversations/'), () =>
        HttpResponse.json(
          page([
            {
              booking_id: 7,
              code: 'KEN-7F3K2Q',
              guest: 'Sara Ali',
              hut: 'Coral Hut',
              hut_ar: 'كوخ المرجان',
              last_message: 'Can we arrive early?',
              last_from: 'guest',
              last_at: '2026-11-20T09:30:00Z',
              unread: 1,
            },
          ]),
        ),
      ),
    );
    const { user } = await renderWithProviders(staffScreens, {
      route: '/dashboard/bookings/7',
      preloadedState: { auth: sessionFor('admin') },
      language,
    });
    const log = await screen.findByRole('log', { name: text.log });
    expect(within(log).getByRole('listitem')).toHaveTextContent('Sara Ali');
    await waitFor(() => expect(reads).toBe(1));
    await user.type(screen.getByRole('textbox', { name: text.message }), 'Yes, from 11:00.');
    await user.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(posted).toEqual([{ content: 'Yes, from 11:00.' }]));
    await waitFor(() => expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent(text.you));
  });

  it('lists conversations in the support inbox with what waits', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/conversations/'), () =>
        HttpResponse.json(
          page([
            {
              booking_id: 7,
              code: 'KEN-7F3K2Q',
              guest: 'Sara Ali',
              hut: 'Coral Hut',
              hut_ar: 'كوخ المرجان',
              last_message: 'Can we arrive early?',
              last_from: 'guest',
              last_at: '2026-11-20T09:30:00Z',
              unread: 2,
            },
          ]),
        ),
      ),
    );
    await renderWithProviders(staffScreens, {
      route: '/dashboard/support/bookings',
      preloadedState: { auth: sessionFor('admin') },
      language,
    });
    const table = await screen.findByRole('table', { name: text.list.title });
    const link = await within(table).findByRole('link', { name: 'Sara Ali' });
    expect(link).toHaveAttribute('href', '/dashboard/support/bookings/7');
    expect(table).toHaveTextContent(text.list.unread.replace('{{formatted}}', language === 'ar' ? '٢' : '2'));
    expect(table).toHaveTextContent(language === 'ar' ? 'كوخ المرجان' : 'Coral Hut');
  });

  it('a supplier reads the thread but has nothing to write with', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/bookings/7/messages/'), () =>
        HttpResponse.json(
          threadOf([message({ id: 1 }), message({ id: 2, from: 'resort', author: 'Omar', content: 'Yes.' })], { can_write: false }),
        ),
      ),
    );
    await renderWithProviders(staffScreens, { route: '/dashboard/bookings/7', preloadedState: { auth: sessionFor('supplier') }, language });
    const log = await screen.findByRole('log', { name: text.log });
    const [guest, resort] = within(log).getAllByRole('listitem');
    expect(guest).toHaveTextContent('Sara Ali');
    expect(resort).toHaveTextContent(text.staffAuthor.replace('{{name}}', 'Omar'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(text.readOnly)).toBeInTheDocument();
  });
});
