import { addDays } from '../../../src/shared/dates';
import { eventDates, events, hutPriceRanges, huts, serviceDates, services, users } from '../../../src/server/db/schema';
import type { Database } from '../../../src/server/db/client';

/** A bookable hut priced from `from` for `days` nights at 500.00 (weekend 650.00). */
export async function makeHut(db: Database, from = '2026-03-01', days = 120, fields: Partial<typeof huts.$inferInsert> = {}) {
  const [hut] = await db
    .insert(huts)
    .values({
      title: 'Reef Hut',
      titleAr: 'كوخ الشعاب',
      size: 'small',
      maxPersonsNum: 4,
      maxKidsNum: 2,
      bedroomsNum: 1,
      bathroomsNum: 1,
      ...fields,
    })
    .returning();
  const to = addDays(from, days - 1);
  await db.insert(hutPriceRanges).values({ hutId: hut.id, dateFrom: from, dateTo: to, price: '500.00', weekendPrice: '650.00' });
  return hut;
}

/** `count` bookable huts like makeHut's, inserted in two statements (concurrency tests need many). */
export async function makeHuts(db: Database, count: number, from = '2026-03-01', days = 120) {
  const rows = await db
    .insert(huts)
    .values(
      Array.from({ length: count }, () => ({
        title: 'Reef Hut',
        titleAr: 'كوخ الشعاب',
        size: 'small' as const,
        maxPersonsNum: 4,
        maxKidsNum: 2,
        bedroomsNum: 1,
        bathroomsNum: 1,
      })),
    )
    .returning();
  const to = addDays(from, days - 1);
  await db
    .insert(hutPriceRanges)
    .values(rows.map((hut) => ({ hutId: hut.id, dateFrom: from, dateTo: to, price: '500.00', weekendPrice: '650.00' })));
  return rows;
}

export async function makeEventDate(db: Database, date: string, capacity: number, price = '100.00', max = 10) {
  const [supplier] = await db
    .insert(users)
    .values({ email: `sup${Date.now()}${Math.random()}@example.test`, role: 'supplier', isVerified: true })
    .returning();
  const [event] = await db.insert(events).values({ title: 'Night dive', titleAr: 'غوص ليلي', userId: supplier.id }).returning();
  const [row] = await db.insert(eventDates).values({ eventId: event.id, date, price, capacity, maxPurchasableQuantity: max }).returning();
  return { eventId: event.id, dateId: row.id };
}

export const stay = (hut: number, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  hut,
  persons_max_num: 2,
  kids_max_num: 0,
  date: { date_from: from, date_to: to },
  ...extra,
});

/** A service with one date (capacity `capacity`, price from the service), offered by a new supplier. */
export async function makeServiceDate(db: Database, date: string, capacity: number, price = '80.00', max = 10) {
  const [supplier] = await db
    .insert(users)
    .values({ email: `sup${Date.now()}${Math.random()}@example.test`, role: 'supplier', isVerified: true })
    .returning();
  const [service] = await db
    .insert(services)
    .values({ title: 'Reef snorkel', titleAr: 'غطس الشعاب', userId: supplier.id, price, capacity, maxPurchasableQuantity: max })
    .returning();
  const [row] = await db.insert(serviceDates).values({ serviceId: service.id, date, capacity }).returning();
  return { serviceId: service.id, dateId: row.id };
}
