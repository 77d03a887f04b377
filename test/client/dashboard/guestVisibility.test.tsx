import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import HutFormScreen from '../../../src/client/features/dashboard/huts/HutFormScreen';
import HutsScreen from '../../../src/client/features/dashboard/huts/HutsScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

// Issue 20, item 11: a new hut starts hidden; the form and the list say why and what is missing, and
// showing one that lacks a picture or a price warns first.
type Visibility = { hiddenUntil: string; hiddenReady: string; showAnyway: string; needs: string; hut: { picture: string; price: string } };
type Locale = { dashboard: { visibility: Visibility; huts: Record<string, string>; common: Record<string, string> } };

const both = { en: 'a main picture and a price range', ar: 'صورة رئيسية ونطاق أسعار' };
const hut = (extra: object = {}) => ({
  id: 41,
  title: 'Coral Hut',
  title_ar: 'كوخ المرجان',
  description: '',
  description_ar: '',
  size: 'large',
  max_persons_num: 4,
  max_kids_num: 0,
  bedrooms_num: 1,
  bathrooms_num: 1,
  check_in: '15:00',
  check_out: '12:00',
  latitude: null,
  longitude: null,
  address: '',
  address_ar: '',
  is_active: false,
  main_services: [],
  extra_services: [],
  activities: [],
  main_image: null,
  images: [],
  bookings_count: 0,
  missing: ['picture', 'price'],
  version: 1,
  ...extra,
});

describe.each(['en', 'ar'] as const)('a new hut is hidden from guests (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;
  const fill = (template: string, what: string) => template.replace('{{what}}', what);

  it('creates a hut hidden by default and says what it lacks', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(apiUrl('/api/dashboard/huts/'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(hut(), { status: 201 });
      }),
      http.get(apiUrl('/api/dashboard/huts/41/'), () => HttpResponse.json(hut())),
    );
    const { user } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard/huts/:id" element={<HutFormScreen />} />
      </Routes>,
      { route: '/dashboard/huts/new', language },
    );
    const box = screen.getByRole('checkbox', { name: text.huts.activeLabel });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(fill(text.visibility.hiddenUntil, both[language]));

    // Showing it anyway is allowed, with a warning of what guests will not see.
    await user.click(box);
    expect(screen.getByRole('alert')).toHaveTextContent(fill(text.visibility.showAnyway, both[language]));
    await user.click(box);

    await user.type(screen.getByRole('group', { name: text.huts.name }).querySelectorAll('input')[0], 'Coral Hut');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await screen.findByText(text.huts.addImages);
    expect(sent[0]).toMatchObject({ title: 'Coral Hut', is_active: false });
  });

  it('says a saved hut with a picture and a price is ready to show', async () => {
    server.use(http.get(apiUrl('/api/dashboard/huts/41/'), () => HttpResponse.json(hut({ main_image: '/media/huts/x.svg', missing: [] }))));
    await renderWithProviders(
      <Routes>
        <Route path="/dashboard/huts/:id" element={<HutFormScreen />} />
      </Routes>,
      { route: '/dashboard/huts/41', language },
    );
    expect(await screen.findByRole('checkbox', { name: text.huts.activeLabel })).toHaveAccessibleDescription(text.visibility.hiddenReady);
  });

  it('lists what a hidden hut still needs', async () => {
    const row = {
      id: 41,
      title: 'Coral Hut',
      title_ar: 'كوخ المرجان',
      size: 'large',
      max_persons_num: 4,
      main_image: null,
      is_active: false,
      bookings_count: 0,
      missing: ['price'],
      version: 1,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    server.use(
      http.get(apiUrl('/api/dashboard/huts/'), () =>
        HttpResponse.json({ count: 1, page: 1, pages: 1, next: null, previous: null, results: [row] }),
      ),
    );
    await renderWithProviders(<HutsScreen />, { route: '/dashboard/huts', language });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(fill(text.visibility.needs, text.visibility.hut.price))).toBeInTheDocument();
  });
});
