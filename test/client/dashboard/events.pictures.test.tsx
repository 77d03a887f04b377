import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import EventFormScreen from '../../../src/client/features/dashboard/events/EventFormScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Locale = { dashboard: { huts: Record<string, string>; items: Record<string, string>; common: Record<string, string> } };
const screenAt = (
  <Routes>
    <Route path="/dashboard/events/:id" element={<EventFormScreen />} />
  </Routes>
);
const picture = (id: number) => ({
  id,
  image: `/uploads/catalogue/p${id}-960.webp`,
  width: 960,
  height: 480,
  variants: [
    { url: `/uploads/catalogue/p${id}-480.webp`, width: 480, height: 240 },
    { url: `/uploads/catalogue/p${id}-960.webp`, width: 960, height: 480 },
  ],
});

describe.each(['en', 'ar'] as const)('the pictures of an event (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  it('uploads several, shows them with srcset, makes one the cover, reorders and removes, each through its endpoint', async () => {
    // The server's side, kept as the real one would: each write answers the whole event.
    const state = { images: [picture(1)], image: picture(1).image as string | null };
    const event = () => ({
      id: 7,
      title: 'Night dive',
      title_ar: 'غوص ليلي',
      description: '',
      description_ar: '',
      location: '',
      location_ar: '',
      hut_id: null,
      supplier_id: null,
      is_active: true,
      includes: [],
      notes: [],
      sessions: [],
      version: 1,
      ...state,
    });
    const calls: string[] = [];
    let nextId = 2;
    server.use(
      http.get(apiUrl('/api/dashboard/events/7/'), () => HttpResponse.json(event())),
      http.get(apiUrl('/api/dashboard/catalogue/options/'), () => HttpResponse.json({ huts: [], suppliers: [] })),
      http.post(apiUrl('/api/dashboard/events/7/images/'), async ({ request }) => {
        calls.push(`upload ${(await request.formData()).has('image')}`);
        state.images = [...state.images, picture(nextId++)];
        return HttpResponse.json(event(), { status: 201 });
      }),
      http.put(apiUrl('/api/dashboard/events/7/cover/'), async ({ request }) => {
        const { image_id } = (await request.json()) as { image_id: number };
        calls.push(`cover ${image_id}`);
        state.image = state.images.find((row) => row.id === image_id)!.image;
        return HttpResponse.json(event());
      }),
      http.put(apiUrl('/api/dashboard/events/7/images/order/'), async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] };
        calls.push(`order ${ids.join(',')}`);
        state.images = ids.map((id) => state.images.find((row) => row.id === id)!);
        return HttpResponse.json(event());
      }),
      http.delete(apiUrl('/api/dashboard/events/7/images/:imageId/'), ({ params }) => {
        calls.push(`remove ${String(params.imageId)}`);
        state.images = state.images.filter((row) => row.id !== Number(params.imageId));
        if (!state.images.some((row) => row.image === state.image)) state.image = state.images[0]?.image ?? null;
        return HttpResponse.json(event());
      }),
    );
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/events/7', language });
    const manager = (await screen.findByText(text.huts.images)).closest('fieldset')!;
    // A saved event takes its pictures here, not through the single-picture field of the new-event form.
    expect(screen.queryByText(text.items.image)).not.toBeInTheDocument();

    const files = ['a.jpg', 'b.png'].map((name) => new File(['x'], name, { type: name.endsWith('png') ? 'image/png' : 'image/jpeg' }));
    const box = within(manager as HTMLElement);
    const items = () => box.getAllByRole('listitem');
    // The styled picker of the whole app, in the screen's language (item 31), not the browser's own control.
    expect(box.getByText(text.huts.chooseImages)).toBeInTheDocument();
    expect(box.getByLabelText(text.huts.addImages)).toHaveAccessibleDescription(text.huts.imagesHint);
    await user.upload(box.getByLabelText(text.huts.addImages), files);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(calls).toEqual(['upload true', 'upload true']);
    const first = within(items()[0]).getByRole('img');
    expect(first).toHaveAttribute('srcset', expect.stringContaining('p1-480.webp 480w'));
    expect(within(items()[0]).getByText(text.huts.cover)).toBeInTheDocument();
    // Each picture's tools, in order: earlier, later, make cover (not on the cover), remove.
    await user.click(within(items()[1]).getByRole('button', { name: text.huts.makeCover }));
    await waitFor(() => expect(within(items()[1]).queryByText(text.huts.cover)).not.toBeNull());
    expect(calls.at(-1)).toBe('cover 2');
    await user.click(within(items()[0]).getAllByRole('button')[1]);
    expect(calls.at(-1)).toBe('order 2,1,3');
    await waitFor(() => expect(within(items()[0]).queryByText(text.huts.cover)).not.toBeNull());
    await user.click(within(items()[2]).getAllByRole('button').at(-1)!);
    expect(calls.at(-1)).toBe('remove 3');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]).getByRole('img')).toHaveAttribute('alt', expect.any(String));
  });
});
