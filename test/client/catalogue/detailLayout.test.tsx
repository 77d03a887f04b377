// A hut's page is laid out by the detail pages' one layout, as an event's and a service's are: the same grid
// (the side column's width included), not a copy of it that drifts (it had a 380 px column against 400).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { eventDetails, hutDetails, hutHandlers } from './fixtures';

/** The grid that holds the page's side column (the booking panel, the price and dates). */
async function sideGridOf(route: string, heading: string) {
  const view = await renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1, name: heading });
  const grid = document.querySelector('main aside')?.parentElement;
  const classes = grid?.className;
  view.unmount();
  return classes;
}

it("draws a hut's page in the grid of an event's page", async () => {
  const hut = hutDetails();
  server.use(
    ...hutHandlers({ hut }),
    http.get(apiUrl('/api/products/events-details/web/5/'), () => HttpResponse.json(eventDetails(5))),
  );
  const hutGrid = await sideGridOf(`/huts/${hut.id}/details`, hut.title);
  const eventGrid = await sideGridOf('/event/5/details', 'Event 5');
  expect(hutGrid).toBeTruthy();
  expect(hutGrid).toBe(eventGrid);
});
