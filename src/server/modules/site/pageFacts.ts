// What a public page's head says (its title, description, preview picture and structured data) is read from the
// API answers its screen is drawn from: those the server renderer fetched while drawing this very page, else the
// same routes read in-process (a page sent as the shell, or one the renderer leaves to the script).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagePathOf, splitLanguagePath, type PagePath } from '../../../shared/pagePaths';
import type { EventDetails, HutDetails, HutSummary, ServiceDetails } from '../../../shared/schemas/catalogue';
import type { AvgRate, Faq } from '../../../shared/schemas/content';
import type { ResortContact } from '../../../shared/schemas/resortContact';
import type { ResortFacts } from './repository';

/** A GET of the API by path and query: its JSON when it answers 200, else undefined. */
export type ApiRead = <T>(path: string) => Promise<T | undefined>;

/** Reads the API as `visitor` would (counted against their address), first from the answers already fetched. */
export function apiReader(app: FastifyInstance, visitor: FastifyRequest, answers: ReadonlyMap<string, string> = new Map()): ApiRead {
  return async <T>(path: string) => {
    const answered = answers.get(path);
    if (answered !== undefined) return JSON.parse(answered) as T;
    const response = await app.inject({ method: 'GET', url: path, remoteAddress: visitor.ip, headers: { accept: 'application/json' } });
    return response.statusCode === 200 ? (response.json() as T) : undefined;
  };
}

export const API = {
  hut: (id: number) => `/api/products/huts/${id}/`,
  event: (id: number) => `/api/products/events-details/web/${id}/`,
  service: (id: number) => `/api/products/services/${id}/`,
  contact: '/api/settings/contact/',
  rating: '/api/content/ken/avg-rate/',
  faq: '/api/content/faq/',
  // Every hut's "from" price, for the resort's price range (a resort has far fewer huts than this).
  huts: '/api/products/huts-list/?page=1&page_size=50',
} as const;

/** The public pages with no data of their own: a title and a description from the locale files. */
export type ListPage = 'huts' | 'events' | 'services' | 'about' | 'terms' | 'privacy' | 'contact';

const LIST_PAGES: Partial<Record<PagePath, ListPage>> = {
  '/huts': 'huts',
  '/event': 'events',
  '/services': 'services',
  '/about': 'about',
  '/terms-and-conditions': 'terms',
  '/privacy': 'privacy',
  '/contact': 'contact',
};

export type PageFacts =
  | { kind: 'home'; contact?: ResortContact; rating?: AvgRate; faq: Faq[]; huts: HutSummary[]; resort: ResortFacts }
  | { kind: 'hut'; hut: HutDetails }
  | { kind: 'event'; event: EventDetails; contact?: ResortContact }
  | { kind: 'service'; service: ServiceDetails }
  | { kind: 'page'; page: ListPage };

const detailId = (path: string) => {
  const id = Number(path.split('/').filter(Boolean)[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The facts of the public page at `pathname` (either language), or undefined: not a public page, or a hut,
 * event or service that is not there (its page says so, and keeps the site's own head).
 */
export async function readPageFacts(
  pathname: string,
  read: ApiRead,
  resortFacts: () => Promise<ResortFacts>,
): Promise<PageFacts | undefined> {
  const { path } = splitLanguagePath(pathname);
  const pagePath = pagePathOf(pathname);
  if (!pagePath) return undefined;
  if (pagePath === '/') {
    const [contact, rating, faq, huts, resort] = await Promise.all([
      read<ResortContact>(API.contact),
      read<AvgRate>(API.rating),
      read<Faq[]>(API.faq),
      read<{ results: HutSummary[] }>(API.huts),
      resortFacts(),
    ]);
    return { kind: 'home', contact, rating, faq: faq ?? [], huts: huts?.results ?? [], resort };
  }
  const list = LIST_PAGES[pagePath];
  if (list) return { kind: 'page', page: list };
  const id = detailId(path);
  if (id === undefined) return undefined;
  if (pagePath === '/huts/:id/details') {
    const hut = await read<HutDetails>(API.hut(id));
    return hut && { kind: 'hut', hut };
  }
  if (pagePath === '/event/:id/details') {
    const [event, contact] = await Promise.all([read<EventDetails>(API.event(id)), read<ResortContact>(API.contact)]);
    return event && { kind: 'event', event, contact };
  }
  if (pagePath === '/services/:id') {
    const service = await read<ServiceDetails>(API.service(id));
    return service && { kind: 'service', service };
  }
  return undefined;
}

/** The picture a page is previewed with: a hut's first gallery picture, an event's or a service's cover. */
export function pictureOf(facts: PageFacts | undefined): string | undefined {
  switch (facts?.kind) {
    case 'hut':
      return facts.hut.images[0]?.image ?? facts.hut.main_image ?? undefined;
    case 'event':
      return facts.event.image ?? facts.event.images[0]?.image;
    case 'service':
      return facts.service.image ?? facts.service.images[0]?.image;
    default:
      return undefined;
  }
}
