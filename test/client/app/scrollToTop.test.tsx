import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollToTop } from '../../../src/client/app/ScrollToTop';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import '../../helpers/client/server';

const scrollTo = window.scrollTo as jest.Mock;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
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

describe('a screen whose heading comes late (its code still on the way)', () => {
  // A screen of its own rather than the app's: its heading appears well after the route change.
  function Late({ delay }: { delay: number }) {
    const [shown, setShown] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setShown(true), delay);
      return () => clearTimeout(timer);
    }, [delay]);
    return <main>{shown ? <h1>Late page</h1> : <p>Loading…</p>}</main>;
  }

  function Start() {
    const navigate = useNavigate();
    return (
      <main>
        <h1>Start</h1>
        <button type="button" onClick={() => navigate('/late')}>
          Go
        </button>
        <button type="button">Elsewhere</button>
      </main>
    );
  }

  const renderApp = () =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Start />} />
          <Route path="/late" element={<Late delay={300} />} />
        </Routes>
      </MemoryRouter>,
    );

  it('moves focus to the heading when it appears', async () => {
    renderApp();
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus());
  });
});
