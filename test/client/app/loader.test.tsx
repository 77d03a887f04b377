import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/client/app/router';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';

const loaderLabel = (readLocale('en') as { loader: { label: string } }).loader.label;

/** The app's root route with two screens whose code takes a while to arrive. */
function slowRoutes(): RouteObject[] {
  const slowScreen = (title: string) => () =>
    new Promise<{ Component: () => ReactElement }>((resolve) =>
      setTimeout(() => resolve({ Component: () => <h1>{title}</h1> }), 100),
    );
  const [root] = routes as [{ path: string }];
  return [{ ...root, children: [{ path: 'first', lazy: slowScreen('First') }, { path: 'second', lazy: slowScreen('Second') }] }];
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
