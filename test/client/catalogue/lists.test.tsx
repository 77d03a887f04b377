import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { eventDetails, eventSummary, hutDetails, hutHandlers, hutSummary, page, supplierPage } from './fixtures';

describe('huts list', () => {
  it('applies dates and guests through the URL and asks the API for huts free for the whole stay', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/products/huts-list/', ({ request }) => {
        const search = new URL(request.url).searchParams;
        asked.push(search.toString());
        return HttpResponse.json(search.get('guests') === '8' ? page([]) : page([hutSummary(1), hutSummary(2, { size: 'large' })]));
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/huts' });
    const card = await screen.findByRole('link', { name: 'Hut 1' });
    expect(card).toHaveAttribute('href', '/huts/1/details');
    expect(card.closest('article')).toHaveTextContent('From SAR 650 per night');
    expect(card.closest('article')).toHaveTextContent('Sleeps: 4 guests');
    expect(screen.getByText('Grand')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Find a hut' });
    fireEvent.change(within(search).getByLabelText('Check-in'), { target: { value: '2030-03-05' } });
    fireEvent.change(within(search).getByLabelText('Check-out'), { target: { value: '2030-03-08' } });
    await user.selectOptions(within(search).getByLabelText('Guests'), '3');
    await user.click(within(search).getByRole('button', { name: 'Show huts' }));

    expect(new URLSearchParams(router.state.location.search).toString()).toBe('date_from=2030-03-05&date_to=2030-03-08&guests=3');
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&page_size=6&guests=3&date_from=2030-03-05&date_to=2030-03-08'));
    // The chosen stay carries over to a hut's calendar.
    expect(await screen.findByRole('link', { name: 'Hut 1' })).toHaveAttribute(
      'href',
      '/huts/1/details?from=2030-03-05&to=2030-03-08&adults=3',
    );

    // Nothing free: an empty state whose one action clears the filters.
    await act(() => router.navigate('/huts?guests=8'));
    const empty = await screen.findByText('No hut is free for that stay');
    await user.click(within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Hut 1' })).toBeInTheDocument();
  });

  it('after a search, brings the results into view, focuses their count and prices each hut for the stay', async () => {
    server.use(
      http.get('*/api/products/huts-list/', ({ request }) =>
        HttpResponse.json(
          page(new URL(request.url).searchParams.get('date_from') ? [hutSummary(1, { stay_total: '1800.00' })] : [hutSummary(1)]),
        ),
      ),
    );
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    // As on a phone: the search form fills the screen and the results start below it.
    const below = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 900, bottom: 930, left: 0, right: 390, width: 390, height: 30, x: 0, y: 900, toJSON: () => ({}) });
    const { user } = await renderWithProviders(undefined, { route: '/huts' });
    await screen.findByRole('link', { name: 'Hut 1' });
    const search = screen.getByRole('search', { name: 'Find a hut' });
    fireEvent.change(within(search).getByLabelText('Check-in'), { target: { value: '2030-03-07' } });
    fireEvent.change(within(search).getByLabelText('Check-out'), { target: { value: '2030-03-10' } });
    await user.click(within(search).getByRole('button', { name: 'Show huts' }));
    const card = (await screen.findByText('SAR 1,800')).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('SAR 1,800 for 3 nights');
    expect(card).toHaveTextContent('about SAR 600 per night');
    await waitFor(() => expect(screen.getByText('1 hut found')).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    below.mockRestore();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows a translated error with a retry', async () => {
    server.use(http.get('*/api/products/huts-list/', () => HttpResponse.json(page([hutSummary(1)]))));
    server.use(http.get('*/api/products/huts-list/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
    const { user } = await renderWithProviders(undefined, { route: '/huts', language: 'ar' });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'كوخ 1' })).toBeInTheDocument();
  });
});

describe('services', () => {
  it('keeps the supplier page and the services page in the URL, so back returns to the same page', async () => {
    server.use(
      http.get('*/api/products/service-suppliers/list/', ({ request }) => {
        const search = new URL(request.url).searchParams;
        return HttpResponse.json(supplierPage(Number(search.get('page') ?? 1), Number(search.get('services_page') ?? 1)));
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/services' });
    expect(await screen.findByRole('heading', { name: 'Red Sea Dive Co.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Service \d$/ }).map((link) => link.textContent)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
      'Service 4',
    ]);

    const servicesPages = screen.getByRole('navigation', { name: 'Service pages' });
    await user.click(within(servicesPages).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?services_page=2');
    expect(await screen.findByRole('link', { name: 'Service 5' })).toHaveAttribute('href', '/services/5');
    expect(screen.queryByRole('link', { name: 'Service 1' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Partners' })).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Sadu Wellness' })).toBeInTheDocument();
    expect(screen.getByText('Partner 2 of 2')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?services_page=2');
    expect(await screen.findByRole('link', { name: 'Service 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Red Sea Dive Co.' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Service pages' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('Arabic fields', () => {
  it('shows the Arabic text and falls back to English where the Arabic is empty', async () => {
    server.use(
      ...hutHandlers({
        hut: hutDetails({ title_ar: '', description: 'A quiet hut.', description_ar: 'كوخ هادئ.' }),
      }),
    );
    await renderWithProviders(undefined, { route: '/huts/1/details', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagoon Hut' })).toBeInTheDocument();
    // The description and what follows render once the gallery and the facts have painted, a section a task.
    expect(await screen.findByText('كوخ هادئ.')).toBeInTheDocument();
    // A service with an Arabic description, and one whose Arabic is empty.
    expect(await screen.findByText('إنترنت سريع')).toBeInTheDocument();
    expect(screen.getByText('Massage')).toBeInTheDocument();
    expect(await screen.findByText('سباحة الشروق')).toBeInTheDocument();
  });

  it('shows an event in Arabic with its dates, and the not-found page for an unknown one', async () => {
    server.use(
      http.get('*/api/products/events-details/web/:id/', ({ params }) =>
        params.id === '2' ? HttpResponse.json(eventDetails(2)) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
      http.get('*/api/products/events/', () => HttpResponse.json(page([eventSummary(2)]))),
    );
    const { router } = await renderWithProviders(undefined, { route: '/event/2/details', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فعالية 2' })).toBeInTheDocument();
    expect(screen.getByText('قناع وزعانف')).toBeInTheDocument();
    expect(screen.getByText('Age 12+')).toBeInTheDocument();
    expect(screen.getByText('نفدت المقاعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كوخ البحيرة' })).toHaveAttribute('href', '/huts/1/details');

    await act(() => router.navigate('/event/99/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'لم نعثر على ما تبحث عنه' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل الفعاليات' })).toHaveAttribute('href', '/event');
  });
});
