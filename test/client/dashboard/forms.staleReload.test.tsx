import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = {
  dashboard: {
    common: Record<string, string>;
    huts: Record<string, string>;
    items: Record<string, string>;
    promos: Record<string, string>;
    content: Record<string, string>;
  };
};
type Row = { id: number; version: number } & Record<string, unknown>;
const page = (row: Row) => ({ count: 1, page: 1, pages: 1, next: null, previous: null, results: [row] });

/**
 * One record behind GET/PUT `path`, saved with its version like the server does: a PUT with an older version
 * is refused as stale (409 "stale"). `theirs` is what someone else saves while this tab edits.
 */
function record<T extends Row>(path: string, first: T) {
  const state = { current: first, sent: [] as Array<Record<string, unknown>> };
  server.use(
    http.get(apiUrl(path), () => HttpResponse.json(state.current)),
    http.put(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sent.push(body);
      if (body.version !== state.current.version) return HttpResponse.json({ detail: 'stale', code: 'stale' }, { status: 409 });
      state.current = { ...state.current, ...body, version: state.current.version + 1 };
      return HttpResponse.json(state.current);
    }),
  );
  return state;
}

// Item 10 of issue 20: Reload after "changed by someone else" kept no edit in the dialogs and content forms.
describe.each(['en', 'ar'] as const)('Reload keeps the edit to compare or re-apply (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;
  const admin = { auth: sessionFor('admin') };
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => undefined;
    server.use(
      http.get(apiUrl('/api/dashboard/catalogue/options/'), () =>
        HttpResponse.json({ huts: [{ id: 5, title: 'Coral Hut', title_ar: 'كوخ المرجان' }], suppliers: [] }),
      ),
    );
  });

  /** Save → stale notice by Save → Reload: their version shown, then Re-apply puts the edit back on top of it. */
  async function reloadAndReapply(user: Awaited<ReturnType<typeof renderWithProviders>>['user'], scope: () => HTMLElement) {
    await user.click(within(scope()).getByRole('button', { name: text.common.save }));
    const notice = (await within(scope()).findByText(text.common.staleKeepsEdit)).closest('[role="alert"]') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: text.common.reload }));
    // The form starts again from their version (a new form element), with the edit kept beside it.
    await waitFor(() => expect(within(scope()).getByText(text.common.keptText)).toBeInTheDocument());
  }

  it('a special item (in its dialog)', async () => {
    const item = {
      id: 3,
      hut_id: 5,
      title: 'Snorkel set',
      title_ar: 'عدة غطس',
      image: null,
      price: '40.00',
      capacity: 10,
      min_purchasable_quantity: 1,
      max_purchasable_quantity: 5,
      is_active: true,
      hut_title: 'Coral Hut',
      hut_title_ar: 'كوخ المرجان',
      sold: 2,
      version: 1,
    };
    const state = record('/api/dashboard/items/3/', item);
    server.use(http.get(apiUrl('/api/dashboard/items/'), () => HttpResponse.json(page(item))));
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/items', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: language === 'ar' ? item.title_ar : item.title }));
    const dialog = await screen.findByRole('dialog');
    const price = () => within(dialog).getByLabelText(text.items.price);
    const stock = () => within(dialog).getByLabelText(text.items.stock);
    // Someone else raises the stock meanwhile; this tab changes the price.
    state.current = { ...item, capacity: 25, version: 2 };
    await user.clear(price());
    await user.type(price(), '45');
    await reloadAndReapply(user, () => dialog);

    // Still open, showing their version to compare …
    expect(stock()).toHaveValue(25);
    expect(price()).toHaveValue('40.00');
    // … then the edit on top of it, saved with the version just read.
    await user.click(within(dialog).getByRole('button', { name: text.common.reapply }));
    expect(price()).toHaveValue('45');
    expect(stock()).toHaveValue(25);
    await user.click(within(dialog).getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]).toMatchObject({ price: '45.00', capacity: 25, version: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a promo code (in its dialog)', async () => {
    const promo = {
      id: 8,
      code: 'SEA10',
      percentage: 10,
      valid_from: null,
      valid_to: null,
      usage_limit: null as number | null,
      huts: [5],
      is_active: true,
      uses_count: 0,
      version: 4,
    };
    const state = record('/api/dashboard/promos/8/', promo);
    server.use(http.get(apiUrl('/api/dashboard/promos/'), () => HttpResponse.json(page(promo))));
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/promos', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: promo.code }));
    const dialog = await screen.findByRole('dialog');
    const percentage = () => within(dialog).getByLabelText(text.promos.percentage);
    const limit = () => within(dialog).getByLabelText(text.promos.usageLimit);
    state.current = { ...promo, usage_limit: 50, version: 5 };
    await user.clear(percentage());
    await user.type(percentage(), '15');
    await reloadAndReapply(user, () => dialog);

    expect(limit()).toHaveValue(50);
    expect(percentage()).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: text.common.reapply }));
    expect(percentage()).toHaveValue(15);
    await user.click(within(dialog).getByRole('button', { name: text.common.showLatest }));
    expect(percentage()).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: text.common.reapply }));
    await user.click(within(dialog).getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]).toMatchObject({ percentage: 15, usage_limit: 50, version: 5 });
  });

  it('an entry of a content list (the FAQ), edited in place', async () => {
    const faq = {
      id: 4,
      sort_order: 0,
      version: 3,
      question: 'Is there Wi-Fi?',
      question_ar: 'هل يتوفر واي فاي؟',
      answer: 'Yes.',
      answer_ar: 'نعم.',
    };
    let current = faq;
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.get(apiUrl('/api/dashboard/content/faq/'), () => HttpResponse.json([current])),
      http.put(apiUrl('/api/dashboard/content/faq/4/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (body.version !== current.version) return HttpResponse.json({ detail: 'stale', code: 'stale' }, { status: 409 });
        current = { ...current, ...body, version: current.version + 1 } as typeof faq;
        return HttpResponse.json(current);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/content/faq', language, preloadedState: admin });
    const title = language === 'ar' ? faq.question_ar : faq.question;
    await user.click(await screen.findByRole('button', { name: text.content.editNamed.replace('{{name}}', title) }));
    const form = () => screen.getByRole('form', { name: text.content.editEntry });
    const question = () => within(form()).getByLabelText(text.common.inEnglish.replace('{{label}}', text.content.fieldQuestion));
    const answer = () => within(form()).getByLabelText(text.common.inEnglish.replace('{{label}}', text.content.fieldAnswer));
    current = { ...faq, answer: 'Yes, in every hut.', version: 4 };
    await user.clear(question());
    await user.type(question(), 'Is there fast Wi-Fi?');
    await reloadAndReapply(user, form);

    expect(answer()).toHaveValue('Yes, in every hut.');
    expect(question()).toHaveValue(faq.question);
    await user.click(within(form()).getByRole('button', { name: text.common.reapply }));
    expect(question()).toHaveValue('Is there fast Wi-Fi?');
    await user.click(within(form()).getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ question: 'Is there fast Wi-Fi?', answer: 'Yes, in every hut.', version: 4 });
  });

  it('a one-entry page (About us)', async () => {
    const about = {
      about_us: 'A quiet resort.',
      about_us_ar: 'منتجع هادئ.',
      vision: 'Calm.',
      vision_ar: 'الهدوء.',
      mission: 'Rest.',
      mission_ar: 'الراحة.',
      main_image: null,
      vision_image: null,
      mission_image: null,
      version: 7,
    };
    const state = record('/api/dashboard/content/about-us/', { id: 1, ...about });
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/content/about-us', language, preloadedState: admin });
    const field = (label: string) => screen.getByLabelText(text.common.inEnglish.replace('{{label}}', label));
    await waitFor(() => expect(field(text.content.fieldAbout)).toHaveValue(about.about_us));
    state.current = { ...state.current, mission: 'Rest, and the sea.', version: 8 };
    await user.clear(field(text.content.fieldVision));
    await user.type(field(text.content.fieldVision), 'Calm by the sea.');
    await reloadAndReapply(user, () => field(text.content.fieldVision).closest('form') as HTMLElement);

    expect(field(text.content.fieldMission)).toHaveValue('Rest, and the sea.');
    expect(field(text.content.fieldVision)).toHaveValue(about.vision);
    await user.click(screen.getByRole('button', { name: text.common.reapply }));
    expect(field(text.content.fieldVision)).toHaveValue('Calm by the sea.');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]).toMatchObject({ vision: 'Calm by the sea.', mission: 'Rest, and the sea.', version: 8 });
    await waitFor(() => expect(screen.queryByRole('button', { name: text.common.reapply })).toBeNull());
  });

  it('a refused save changes nothing under the form: Save again, without Reload, is refused again (a hut)', async () => {
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
    const state = record('/api/dashboard/huts/5/', hut);
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/huts/5', language, preloadedState: admin });
    const titleEn = () => within(screen.getByRole('group', { name: text.huts.name })).getAllByRole('textbox')[0];
    await screen.findByRole('group', { name: text.huts.name });
    state.current = { ...hut, description: 'By the reef, with a new deck.', version: 2 };
    await user.clear(titleEn());
    await user.type(titleEn(), 'Coral Reef Hut');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await screen.findByText(text.common.staleKeepsEdit);
    await waitFor(() => expect(screen.getByRole('button', { name: text.common.save })).toBeEnabled());

    // Saving again would otherwise overwrite their new description with this tab's old one.
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]).toMatchObject({ title: 'Coral Reef Hut', description: hut.description, version: 1 });
    expect(state.current).toMatchObject({ description: 'By the reef, with a new deck.', version: 2 });
    expect(await screen.findByText(text.common.staleKeepsEdit)).toBeInTheDocument();
  });
});
