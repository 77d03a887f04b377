import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import '../../helpers/client/server';

const scrollTo = window.scrollTo as jest.Mock;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  scrollTo.mockClear();
  preferReducedMotion(false);
});

describe('a route change', () => {
  it('scrolls smoothly to the top and moves focus to the new heading', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/huts' });
    await screen.findByRole('heading', { level: 1, name: 'Our huts' });
    expect(scrollTo).not.toHaveBeenCalled(); // the first load keeps the browser's own behaviour

    await act(() => router.navigate('/services'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Services' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('jumps without animation for people who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const { router } = await renderWithProviders(undefined, { route: '/huts' });
    await screen.findByRole('heading', { level: 1, name: 'Our huts' });
    await act(() => router.navigate('/event'));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
