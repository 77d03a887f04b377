import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import HutFormScreen from '../../../src/client/features/dashboard/huts/HutFormScreen';
import { formatNumber } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Locale = { dashboard: { huts: Record<string, string>; common: Record<string, string> }; huts: Record<string, string> };
const screenAt = (
  <Routes>
    <Route path="/dashboard/huts/:id" element={<HutFormScreen />} />
  </Routes>
);

describe.each(['en', 'ar'] as const)('the hut form (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  it('pairs every text in English and Arabic (Arabic right-to-left), shows refusals by field, then opens the saved hut', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(apiUrl('/api/dashboard/huts/'), async ({ request }) => {
        sent.push(await request.json());
        if (refuse)
          return HttpResponse.json(
            { title: ['This field is required.'], 'main_services.0.description': ['Ensure this field has at least 1 characters.'] },
            { status: 400 },
          );
        return HttpResponse.json(
          { ...(sent.at(-1) as object), id: 41, main_image: null, images: [], bookings_count: 0, version: 1 },
          { status: 201 },
        );
      }),
      http.get(apiUrl('/api/dashboard/huts/41/'), () =>
        HttpResponse.json({ ...(sent.at(-1) as object), id: 41, main_image: null, images: [], bookings_count: 0, version: 1 }),
      ),
    );
    const { user, router } = await renderWithProviders(screenAt, { route: '/dashboard/huts/new', language });
    const nameGroup = screen.getByRole('group', { name: text.huts.name });
    const [english, arabic] = nameGroup.querySelectorAll('input');
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(arabic.closest('[dir]')).toHaveAttribute('dir', 'rtl');

    await user.type(arabic, 'كوخ المرجان');
    await user.click(screen.getAllByRole('button', { name: text.common.add })[0]);
    await user.click(screen.getByRole('button', { name: text.common.save }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this field has at least 1 characters.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      title: '',
      title_ar: 'كوخ المرجان',
      latitude: null,
      main_services: [{ icon: null, description: '', description_ar: '' }],
    });

    refuse = false;
    await user.type(english, 'Coral Hut');
    const lines = screen.getByRole('group', { name: `${text.huts.lineText.replace('{{n}}', formatNumber(1, language))}` });
    await user.type(lines.querySelectorAll('input')[0], 'Wi-Fi');
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await screen.findByText(text.huts.addImages);
    expect(router.state.location.pathname).toBe('/dashboard/huts/41');
    expect(sent[1]).toMatchObject({ title: 'Coral Hut', title_ar: 'كوخ المرجان', main_services: [{ description: 'Wi-Fi' }] });
  });

  it('names the sizes as guests read them on the site (Cosy, Family, Grand)', async () => {
    const site = (readLocale(language) as Locale).huts;
    const words = { en: ['Cosy', 'Family', 'Grand'], ar: ['مريح', 'عائلي', 'فسيح'] }[language];
    await renderWithProviders(screenAt, { route: '/dashboard/huts/new', language });
    const size = screen.getByRole('combobox', { name: text.huts.size });
    const options = Array.from(size.querySelectorAll('option')).map((option) => option.textContent);
    expect(options).toEqual([site.sizeSmall, site.sizeMedium, site.sizeLarge]);
    expect(options).toEqual(words);
  });
});
