import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Picture } from '../../../src/client/ui/Picture';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { hutSummary, page } from './fixtures';

const art = (name: string) => ({
  id: 1,
  image: `/media/${name}-1600.webp`,
  width: 1600,
  height: 1067,
  variants: [480, 960, 1600].map((width) => ({ url: `/media/${name}-${width}.webp`, width, height: Math.round((width * 2) / 3) })),
});

describe('Picture', () => {
  it('offers every web size with sizes and the real dimensions, and waits until it is near (lazy)', () => {
    const picture = art('huts/hut-2-a');
    render(
      <Picture
        src={picture.image}
        variants={picture.variants}
        width={picture.width}
        height={picture.height}
        sizes="(min-width: 900px) 33vw, 100vw"
        alt="Coral Villa"
      />,
    );
    const img = screen.getByRole('img', { name: 'Coral Villa' });
    expect(img).toHaveAttribute('src', '/media/huts/hut-2-a-1600.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/huts/hut-2-a-480.webp 480w, /media/huts/hut-2-a-960.webp 960w, /media/huts/hut-2-a-1600.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 33vw, 100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the first-view picture at once with high priority', () => {
    render(<Picture src="/media/hero/seascape-1600.webp" width={1600} height={900} sizes="100vw" alt="Sea" priority />);
    const img = screen.getByRole('img', { name: 'Sea' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the slot’s ratio for a picture without stored sizes and no srcset to choose from', () => {
    render(<Picture src="/media/old.svg" sizes="64px" fallbackWidth={64} fallbackHeight={64} alt="Old" />);
    const img = screen.getByRole('img', { name: 'Old' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '64');
  });
});

it('shows hut cards with their own picture’s web sizes, lazily', async () => {
  const hutPicture = art('huts/hut-3-a');
  server.use(
    http.get('*/api/products/huts-list/', () =>
      HttpResponse.json(page([hutSummary(3, { main_image: hutPicture.image, images: [hutPicture] })])),
    ),
  );
  const { container } = await renderWithProviders(undefined, { route: '/huts' });
  await screen.findByRole('link', { name: 'Hut 3' });
  const hutImg = container.querySelector('article img')!;
  expect(hutImg).toHaveAttribute('srcset', expect.stringContaining('/media/huts/hut-3-a-480.webp 480w'));
  expect(hutImg).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  expect(hutImg).toHaveAttribute('width', '1600');
  expect(hutImg).toHaveAttribute('height', '1067');
  expect(hutImg).toHaveAttribute('loading', 'lazy');
});
