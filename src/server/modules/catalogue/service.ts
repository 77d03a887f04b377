import type { HutListQuery } from '../../../shared/schemas/catalogue';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import type { Clock } from '../../lib/clock';
import { NotFound, text, ValidationFailed } from '../../lib/errors';
import { daysBetween, resortToday } from '../../lib/resortDate';
import type { EventsRepository } from './eventsRepository';
import type { ServicesRepository } from './servicesRepository';
import { hutNights } from './pricing';
import type { HutsRepository } from './hutsRepository';
import type { ItemsRepository } from './itemsRepository';
import type { Database } from '../../db/client';
import { paginate, windowOf } from '../../lib/pagination';

export const MAX_NIGHTS = 366;
export const HOME_HUTS = 3;
export const RANDOM_LIMIT = 10;
export const SUPPLIER_SERVICES_PAGE_SIZE = 4;

/** Rules of the catalogue: dates on the resort's calendar, date checks, pagination, 404s. */
export function createCatalogueService(deps: {
  db: Database;
  huts: HutsRepository;
  items: ItemsRepository;
  events: EventsRepository;
  services: ServicesRepository;
  clock: Clock;
  timeZone: string;
}) {
  const { huts, items, events, services, clock } = deps;
  const today = () => resortToday(clock, deps.timeZone);

  return {
    homeHuts: () => huts.home(today(), clock.now(), HOME_HUTS),

    async hutList(query: HutListQuery) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      let stay: { from: string; to: string; nights: number } | undefined;
      if (query.date_from !== undefined || query.date_to !== undefined) {
        if (query.date_from === undefined || query.date_to === undefined) {
          const missing = query.date_from === undefined ? 'date_from' : 'date_to';
          throw new ValidationFailed({ [missing]: [text('catalogue.datesTogether')] });
        }
        const nights = daysBetween(query.date_from, query.date_to);
        checkRange('date_from', query.date_from, nights, today(), { allowSameDay: false, forbidPast: true });
        stay = { from: query.date_from, to: query.date_to, nights };
      }
      const { count, results } = await huts.list(today(), clock.now(), { guests: query.guests, stay }, windowOf(page, size));
      return paginate(count, page, size, results);
    },

    async hut(id: number) {
      const hut = await huts.details(id, today(), clock.now());
      if (!hut) throw new NotFound();
      return hut;
    },

    /** Both ends inclusive; nights before today are reported, never available. */
    async availability(hutId: number, from: string, to: string) {
      const nights = daysBetween(from, to) + 1;
      checkRange('from', from, nights, today(), { allowSameDay: true, forbidPast: false });
      const result = await hutNights(deps.db, { hutId, from, nights, today: today(), now: clock.now() });
      if (result.length === 0) throw new NotFound();
      return result;
    },

    async kenItems(hutId: number, query: { page?: number; page_size?: number; search?: string }) {
      if (!(await huts.isLive(hutId))) throw new NotFound();
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await items.kenItems(hutId, query.search?.trim() || undefined, windowOf(page, size));
      return paginate(count, page, size, results);
    },

    async events(query: { page?: number; page_size?: number }) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const found = await events.events(today(), clock.now(), windowOf(page, size));
      const count = found[0]?.total ?? (page > 1 ? await events.countEvents(today(), clock.now()) : 0);
      return paginate(
        count,
        page,
        size,
        found.map((row) => row.event),
      );
    },

    randomEvents: async () => (await events.randomEvents(today(), clock.now(), RANDOM_LIMIT)).map((row) => row.event),

    async event(id: number) {
      const event = await events.eventDetails(id, today(), clock.now());
      if (!event) throw new NotFound();
      return event;
    },

    randomServices: () => services.randomServices(today(), clock.now(), RANDOM_LIMIT),

    async service(id: number) {
      const service = await services.serviceDetails(id, today(), clock.now());
      if (!service) throw new NotFound();
      return service;
    },

    async suppliers(query: { page?: number; services_page?: number }) {
      const page = query.page ?? 1;
      const servicesPage = query.services_page ?? 1;
      const supplier = await services.supplier(page - 1);
      if (!supplier) return paginate(page > 1 ? await services.countSuppliers() : 0, page, 1, []);
      const { total_count, ...profile } = supplier;
      const offered = await services.servicesOf(supplier.id, today(), clock.now(), windowOf(servicesPage, SUPPLIER_SERVICES_PAGE_SIZE));
      const servicesList = paginate(offered.count, servicesPage, SUPPLIER_SERVICES_PAGE_SIZE, offered.results);
      return paginate(total_count, page, 1, [{ ...profile, services: servicesList }]);
    },
  };
}

function checkRange(field: string, from: string, nights: number, today: string, rules: { allowSameDay: boolean; forbidPast: boolean }) {
  if (nights < 1)
    throw new ValidationFailed({ [field]: [text(rules.allowSameDay ? 'catalogue.dateOrderInclusive' : 'catalogue.dateOrder')] });
  if (nights > MAX_NIGHTS) throw new ValidationFailed({ [field]: [text('catalogue.rangeTooLong', { limit: MAX_NIGHTS })] });
  if (rules.forbidPast && from < today) throw new ValidationFailed({ [field]: [text('catalogue.datePast')] });
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
