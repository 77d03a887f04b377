import { act, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../../src/client/app/router';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';

const loaderLabel = (readLocale('en') as { loader: { label: string } }).loader.label;

/** Two screens whose code takes a while to arrive, wired the way the app wires its own. */
function slowRoutes() {
  const slowScreen = (title: string) =>
    lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) =>
          setTimeout(() => resolve({ default: () => <h1>{title}</h1> }), 100),
        ),
    );
  const First = slowScreen('First');
  const Second = slowScreen('Second');
  return (
    <Routes>
      <Route path="first" element={lazyScreen(First, 'first')} />
      <Route path="second" element={lazyScreen(Second, 'second')} />
    </Routes>
  );
}

describe('the full-screen loader', () => {
  it('shows three dots while the first screen’s code loads', async () => {
    await renderWithProviders(undefined, { routes: slowRoutes(), route: '/first' });
    expect(screen.getByRole('status')).toHaveTextContent(loaderLabel);
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows while the next screen’s code loads', async () => {
    const { router } = await renderWithProviders(undefined, { routes: slowRoutes(), route: '/first' });
    await screen.findByRole('heading', { name: 'First' });
    act(() => void router.navigate('/second'));
    expect(await screen.findByRole('status')).toHaveTextContent(loaderLabel);
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
