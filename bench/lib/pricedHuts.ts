// The benches' huts: `count` small huts, each priced from today for `days` days (500.00 a night, 650.00 at the weekend).
import type { Database } from '../../src/server/db/client';
import { hutPriceRanges, huts } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/dates';

export async function addPricedHuts(db: Database, count: number, days: number): Promise<{ id: number }[]> {
  const today = new Date().toISOString().slice(0, 10);
  const made = await db
    .insert(huts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Bench hut ${i}`,
        titleAr: `كوخ ${i}`,
        size: 'small' as const,
        maxPersonsNum: 4,
        maxKidsNum: 2,
        bedroomsNum: 1,
        bathroomsNum: 1,
      })),
    )
    .returning({ id: huts.id });
  await db
    .insert(hutPriceRanges)
    .values(made.map((hut) => ({ hutId: hut.id, dateFrom: today, dateTo: addDays(today, days), price: '500.00', weekendPrice: '650.00' })));
  return made;
}
