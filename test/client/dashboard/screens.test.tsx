import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

const user = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  email: `user${id}@example.com`,
  full_name: `User ${id}`,
  phone: '',
  role: 'guest',
  supplier_status: null,
  is_active: true,
  is_verified: true,
  language: 'en',
  created_at: '2026-03-01T09:00:00.000Z',
  version: 1,
  ...fields,
});

describe.each(['en', 'ar'] as const)('the users table (%s)', (language) => {
  const text = locales[language].dashboard;

  it('shows the rows, and puts sort and filters in the URL for the API', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/dashboard/users/', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([user(1), user(2, { is_active: false, full_name: 'Deactivated Person' })]));
      }),
    );
    const { user: clicker, router } = await renderWithProviders(undefined, { route: '/dashboard/users', language, preloadedState: admin });
    const table = await screen.findByRole('table', { name: locales[language].dashboard.nav.users });
    expect(await within(table).findByRole('link', { name: 'Deactivated Person' })).toHaveAttribute('href', '/dashboard/users/2');
    expect(within(table).getByText(text.users.inactive)).toBeInTheDocument();

    await clicker.click(within(table).getByRole('button', { name: text.users.name }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=full_name'));
    expect(within(table).getByRole('columnheader', { name: text.users.name })).toHaveAttribute('aria-sort', 'ascending');
    await clicker.selectOptions(screen.getByLabelText(text.users.role), 'supplier');
    await waitFor(() => expect(seen.at(-1)?.get('role')).toBe('supplier'));
    expect(seen.at(-1)?.get('sort')).toBe('full_name');
  });

  it('says so when nothing matches', async () => {
    server.use(http.get('*/api/dashboard/users/', () => HttpResponse.json(page([]))));
    await renderWithProviders(undefined, { route: '/dashboard/users?q=zzz', language, preloadedState: admin });
    expect(await screen.findByText(text.common.noResults)).toBeInTheDocument();
  });
});

describe.each(['en', 'ar'] as const)('an FAQ entry form with the bilingual pair (%s)', (language) => {
  const text = locales[language].dashboard;
  const entry = {
    id: 4,
    sort_order: 0,
    version: 3,
    question: 'Is there Wi-Fi?',
    question_ar: 'هل يتوفر واي فاي؟',
    answer: 'Yes.',
    answer_ar: 'نعم.',
  };

  it('edits both languages side by side, shows the server field errors, then a 409 as a reload notice', async () => {
    const bodies: Record<string, unknown>[] = [];
    let answer = 0;
    server.use(
      http.get('*/api/dashboard/content/faq/', () => HttpResponse.json([entry])),
      http.put('*/api/dashboard/content/faq/4/', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        answer += 1;
        if (answer === 1)
          return HttpResponse.json({ question_ar: [language === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.'] }, { status: 400 });
        return HttpResponse.json({ detail: text.common.staleText, code: 'stale' }, { status: 409 });
      }),
    );
    const { user: typist } = await renderWithProviders(undefined, { route: '/dashboard/content/faq', language, preloadedState: admin });
    const title = language === 'ar' ? entry.question_ar : entry.question;
    await typist.click(await screen.findByRole('button', { name: text.content.editNamed.replace('{{name}}', title) }));

    const english = screen.getByLabelText(text.common.inEnglish.replace('{{label}}', text.content.fieldQuestion));
    const arabic = screen.getByLabelText(text.common.inArabic.replace('{{label}}', text.content.fieldQuestion));
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await typist.clear(arabic);
    await typist.clear(english);
    await typist.type(english, 'Is there fast Wi-Fi?');
    await typist.click(screen.getByRole('button', { name: text.common.save }));

    expect(await screen.findByText(language === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.')).toBeInTheDocument();
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]).toMatchObject({ question: 'Is there fast Wi-Fi?', question_ar: '', answer: 'Yes.', version: 3 });

    await typist.type(arabic, 'هل يتوفر واي فاي سريع؟');
    await typist.click(screen.getByRole('button', { name: text.common.save }));
    const alert = await screen.findByRole('alert');
    // The edit is kept through Reload (issue 20, item 10: test/client/dashboard/forms.staleReload.test.tsx).
    expect(alert).toHaveTextContent(text.common.staleKeepsEdit);
    expect(within(alert).getByRole('button', { name: text.common.reload })).toBeInTheDocument();
  });
});

describe('ordering the FAQ', () => {
  const faq = [1, 2, 3].map((id) => ({
    id,
    sort_order: id,
    version: 1,
    question: `Question ${id}`,
    question_ar: `سؤال ${id}`,
    answer: 'A',
    answer_ar: 'ج',
  }));

  it('moves an entry with the down button and by dragging, sending the whole new order', async () => {
    const orders: number[][] = [];
    server.use(
      http.get('*/api/dashboard/content/faq/', () => HttpResponse.json(faq)),
      http.post('*/api/dashboard/content/faq/reorder/', async ({ request }) => {
        orders.push(((await request.json()) as { ids: number[] }).ids);
        return HttpResponse.json(faq);
      }),
    );
    const { user: clicker } = await renderWithProviders(undefined, { route: '/dashboard/content/faq', preloadedState: admin });
    await clicker.click(await screen.findByRole('button', { name: 'Move “Question 1” down' }));
    await waitFor(() => expect(orders).toEqual([[2, 1, 3]]));
    expect(screen.getByRole('button', { name: 'Move “Question 1” up' })).toBeDisabled();

    const rows = screen.getAllByRole('listitem');
    fireEvent.dragStart(rows[2]);
    fireEvent.dragOver(rows[0]);
    fireEvent.drop(rows[0]);
    await waitFor(() => expect(orders[1]).toEqual([3, 1, 2]));
  });
});
