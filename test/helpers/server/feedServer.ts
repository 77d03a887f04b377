import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A local HTTP server standing in for Airbnb's and Booking.com's calendar addresses (there is no internet here):
 * each path answers with a fixed text or a handler, and every request is counted.
 */
export async function startFeedServer() {
  const routes = new Map<string, FeedHandler>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) return handler(request, response);
    response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Serves `body` (a text/calendar) at `path`, or runs the handler. */
    serve(path: string, body: string | FeedHandler) {
      routes.set(
        path,
        typeof body === 'string' ? (_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body) : body,
      );
    },
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const compact = (iso: string) => iso.replaceAll('-', '');

/** A calendar as Airbnb writes it: all-day events, DTEND the check-out day. */
export function icsOf(stays: { from: string; to: string; uid?: string; status?: string }[]) {
  const events = stays.flatMap((stay, i) => [
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${compact(stay.to)}`,
    `DTSTART;VALUE=DATE:${compact(stay.from)}`,
    `UID:${stay.uid ?? `event-${i}`}@airbnb.example`,
    ...(stay.status ? [`STATUS:${stay.status}`] : []),
    'SUMMARY:Reserved',
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
