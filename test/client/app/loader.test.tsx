import { act, screen, waitFor } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../../src/client/app/router';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';

const loaderLabel = (readLocale('en') as { loader: { label: string } }).loader.label;

/**
 * Two screens whose code arrives when the test says so (not after a fixed delay, which a busy machine can
 * outlast before the first check), wired the way the app wires its own.
 */
function slowRoutes() {
  const arrivals: Record<string, () => void> = {};
  const slowScreen = (title: string) =>
    lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrivals[title] = () => resolve({ default: () => <h1>{title}</h1> });
        }),
    );
  const First = slowScreen('First');
  const Second = slowScreen('Second');
  const routes = (
    <Routes>
      <Route path="first" element={lazyScreen(First, 'first')} />
      <Route path="second" element={lazyScreen(Second, 'second')} />
    </Routes>
  );
  /** Lets a screen's code arrive once React has asked for it. */
  const arrive = async (title: string) => {
    await waitFor(() => expect(arrivals[title]).toBeDefined());
    await act(async () => arrivals[title]());
  };
  return { routes, arrive };
}

describe('the full-screen loader', () => {
  it('shows three dots while the first screen’s code loads', async () => {
    const { routes, arrive } = slowRoutes();
    await renderWithProviders(undefined, { routes, route: '/first' });
    expect(await screen.findByRole('status')).toHaveTextContent(loaderLabel);
    await arrive('First');
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows while the next screen’s code loads', async () => {
    const { routes, arrive } = slowRoutes();
    const { router } = await renderWithProviders(undefined, { routes, route: '/first' });
    await arrive('First');
    await screen.findByRole('heading', { name: 'First' });
    act(() => void router.navigate('/second'));
    expect(await screen.findByRole('status')).toHaveTextContent(loaderLabel);
    await arrive('Second');
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
