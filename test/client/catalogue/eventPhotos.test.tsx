import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { eventDetails } from './fixtures';

// A guest sees every picture of an event, in staff's order, each with its web sizes for srcset.
it('shows the pictures of an event in a gallery with srcset and the real size', async () => {
  const picture = (id: number) => ({
    id,
    image: `/uploads/catalogue/e${id}-960.webp`,
    width: 960,
    height: 640,
    variants: [
      { url: `/uploads/catalogue/e${id}-480.webp`, width: 480, height: 320 },
      { url: `/uploads/catalogue/e${id}-960.webp`, width: 960, height: 640 },
    ],
  });
  server.use(
    http.get(apiUrl('/api/products/events-details/web/5/'), () =>
      HttpResponse.json({ ...eventDetails(5), image: picture(2).image, images: [picture(2), picture(1)] }),
    ),
  );
  await renderWithProviders(undefined, { route: '/event/5/details' });
  const gallery = await screen.findByRole('region', { name: 'Photos of Event 5' });
  const photos = within(gallery).getAllByRole('img', { name: /Event 5, photo/ });
  // The gallery shows one picture at a time, with a way to each of them.
  expect(photos).toHaveLength(1);
  expect(within(gallery).getAllByRole('button', { name: /of 2/ })).toHaveLength(2);
  expect(photos[0]).toHaveAttribute('srcset', expect.stringContaining('/uploads/catalogue/e2-480.webp 480w'));
  expect(photos[0]).toHaveAttribute('width', '960');
  expect(photos[0]).toHaveAttribute('height', '640');
});
