import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import HutFormScreen from '../../../src/client/features/dashboard/huts/HutFormScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { huts: Record<string, string>; common: Record<string, string>; promos: Record<string, string> } };
const screenAt = (
  <Routes>
    <Route path="/dashboard/huts/:id" element={<HutFormScreen />} />
  </Routes>
);
const hut = {
  id: 5,
  title: 'Coral Hut',
  title_ar: 'كوخ المرجان',
  description: 'By the reef.',
  description_ar: 'بجانب الشعاب.',
  size: 'small',
  max_persons_num: 2,
  max_kids_num: 0,
  bedrooms_num: 1,
  bathrooms_num: 1,
  check_in: '15:00',
  check_out: '12:00',
  latitude: null,
  longitude: null,
  address: '',
  address_ar: '',
  is_active: true,
  main_services: [],
  extra_services: [],
  activities: [],
  main_image: null,
  images: [],
  bookings_count: 0,
  version: 1,
};

// Item 10 of issue 20: errors away from Save, and a Reload that threw the edit away.
describe.each(['en', 'ar'] as const)('a refused hut save (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });

  it('scrolls to and focuses the first field the server refused', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/huts/5/'), () => HttpResponse.json(hut)),
      http.put(apiUrl('/api/dashboard/huts/5/'), () => HttpResponse.json({ max_persons_num: ['Enter 1 or more.'] }, { status: 400 })),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/huts/5', language });
    const adults = await screen.findByLabelText(text.huts.adults);
    await user.clear(adults);
    await user.type(adults, '-3');
    await user.click(screen.getByRole('button', { name: text.common.save }));

    await waitFor(() => expect(adults).toHaveFocus());
    expect(adults).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled).toEqual([adults]);
  });

  it('shows "changed by someone else" by Save, and Reload keeps the edit to compare or re-apply', async () => {
    const theirs = { ...hut, description: 'By the reef, with a new deck.', version: 2 };
    let current = hut;
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.get(apiUrl('/api/dashboard/huts/5/'), () => HttpResponse.json(current)),
      http.put(apiUrl('/api/dashboard/huts/5/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (body.version !== current.version) return HttpResponse.json({ detail: 'stale', code: 'stale' }, { status: 409 });
        current = { ...current, ...(body as object), version: current.version + 1 } as typeof hut;
        return HttpResponse.json(current);
      }),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/huts/5', language });
    const titleEn = () => within(screen.getByRole('group', { name: text.huts.name })).getAllByRole('textbox')[0];
    const descriptionEn = () => within(screen.getByRole('group', { name: text.huts.description })).getAllByRole('textbox')[0];
    await screen.findByRole('group', { name: text.huts.name });
    // Someone else saves a new description meanwhile; this tab renames the hut.
    current = theirs;
    await user.clear(titleEn());
    await user.type(titleEn(), 'Coral Reef Hut');
    await user.click(screen.getByRole('button', { name: text.common.save }));

    const notice = await screen.findByText(text.common.staleKeepsEdit);
    const save = screen.getByRole('button', { name: text.common.save });
    const form = screen.getByRole('form', { name: text.huts.formLabel });
    // By Save, inside the form, right before it; and the first thing shown after the refusal.
    expect(form).toContainElement(notice);
    expect(notice.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(notice.closest('[role="alert"]')).toHaveFocus());

    await user.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: text.common.reload }));
    // Their version, to compare …
    await waitFor(() => expect(descriptionEn()).toHaveValue(theirs.description));
    expect(titleEn()).toHaveValue('Coral Hut');
    expect(screen.getByText(text.common.keptText)).toBeInTheDocument();
    // … and the edit back on top of it: the renamed title, their description.
    await user.click(screen.getByRole('button', { name: text.common.reapply }));
    expect(titleEn()).toHaveValue('Coral Reef Hut');
    expect(descriptionEn()).toHaveValue(theirs.description);
    await user.click(screen.getByRole('button', { name: text.common.showLatest }));
    expect(titleEn()).toHaveValue('Coral Hut');
    await user.click(screen.getByRole('button', { name: text.common.reapply }));

    await user.click(screen.getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ title: 'Coral Reef Hut', description: theirs.description, version: 2 });
    await waitFor(() => expect(screen.queryByRole('button', { name: text.common.showLatest })).toBeNull());
  });

  it('does the same in a form of a dialog (a promo code): the refused field gets focus', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/promos/'), () =>
        HttpResponse.json({ count: 0, page: 1, pages: 1, next: null, previous: null, results: [] }),
      ),
      http.get(apiUrl('/api/dashboard/catalogue/options/'), () => HttpResponse.json({ huts: [], suppliers: [] })),
      http.post(apiUrl('/api/dashboard/promos/'), () =>
        HttpResponse.json({ percentage: ['Enter a number of 1 or more.'] }, { status: 400 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/promos',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    await user.click(await screen.findByRole('button', { name: text.promos.new }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(text.promos.code), 'SEA10');
    const percentage = within(dialog).getByLabelText(text.promos.percentage);
    await user.clear(percentage);
    await user.type(percentage, '0');
    await user.click(within(dialog).getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(percentage).toHaveFocus());
    expect(percentage).toHaveAccessibleDescription('Enter a number of 1 or more.');
  });
});
