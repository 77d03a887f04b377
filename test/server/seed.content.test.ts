// Issue 20: the demo content says only what is true. Item 40: the seeded FAQ promises only what the seeded
// catalogue has, in both languages. Item 39: each partner's name (its logo's alternative text) is what the logo
// spells. Migration 0029 brings a database seeded before to the same words, never touching staff's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { PARTNERS } from '../../src/server/seed/data/terms';
import { createTestDatabase } from '../helpers/server/testDb';
import type { DatabaseHandle } from '../../src/server/db/client';
import { FAQ } from '../../src/server/seed/data/faq';
import { EVENTS, KEN_ITEMS, SERVICES } from '../../src/server/seed/data/catalogueEvents';
import { FEATURES, HUTS } from '../../src/server/seed/data/catalogueHuts';

/** Every word a guest could book or find listed: events, services, special items and the huts' features. */
const catalogue = [
  ...EVENTS.flatMap((event) => [...event.title, ...event.description]),
  ...SERVICES.flatMap((service) => [...service.title, ...service.description]),
  ...KEN_ITEMS.flatMap((item) => item.title),
  ...Object.values(FEATURES).flat(),
].join('\n');

const answers = FAQ.map((entry) => ({ en: entry.answer, ar: entry.answerAr }));

test('the FAQ offers no airport car unless the catalogue has one', () => {
  const carInCatalogue = /\bcar\b|airport|taxi|chauffeur|سيارة|مطار/i.test(catalogue);
  expect(carInCatalogue).toBe(false);
  for (const { en, ar } of answers) {
    expect(en).not.toMatch(/arrange a (private )?car|add it to your booking|airport (transfer|car) (is|can be) (included|added)/i);
    expect(ar).not.toMatch(/ترتيب سيارة|أضفها إلى حجزك/);
  }
  // The question is still answered, in both languages, and says the transfer is not part of a booking.
  const travel = FAQ.find((entry) => /get to/i.test(entry.question));
  expect(travel?.answer).toMatch(/not part of a booking/);
  expect(travel?.answerAr).toMatch(/لا يشمل الحجز النقل من المطار/);
});

test('the FAQ says breakfast comes with every stay only when every hut has it with every stay', () => {
  const everyHut = HUTS.every((hut) => hut.features.includes('breakfast'));
  const breakfast = FAQ.find((entry) => /breakfast/i.test(entry.question));
  expect(breakfast).toBeDefined();
  if (!everyHut) {
    expect(breakfast?.answer).not.toMatch(/every stay includes/i);
    expect(breakfast?.answerAr).not.toMatch(/تشمل كل إقامة/);
  }
});

test.each(PARTNERS.map((partner) => [partner.name, partner.image as string]))(
  'the partner %s is named as its logo %s spells',
  (name, image) => {
    const svg = readFileSync(path.resolve(__dirname, '../../public', `.${image}`), 'utf8');
    expect(svg.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(name);
  },
);

describe('a database seeded before the fix', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle.db, { demo: true });
  }, 120_000);
  afterAll(() => handle?.close());

  it('gets the true words from migration 0029, and what staff wrote stays', async () => {
    const oldTravel =
      'The resort lies on the Red Sea coast, about an hour and a half by road from the nearest airport. We can arrange a private car from the airport on request; add it to your booking or write to us before you travel.';
    const [travel, staffWritten] = await handle.db.select().from(schema.faq).orderBy(schema.faq.sortOrder).limit(2).offset(1);
    await handle.db.update(schema.faq).set({ answer: oldTravel }).where(eq(schema.faq.id, travel.id));
    await handle.db.update(schema.faq).set({ answer: 'Staff wrote this about breakfast.' }).where(eq(schema.faq.id, staffWritten.id));
    const [first, second] = await handle.db.select().from(schema.partners).orderBy(schema.partners.sortOrder).limit(2);
    await handle.db.update(schema.partners).set({ name: 'Red Sea Dive Centre' }).where(eq(schema.partners.id, first.id));
    await handle.db
      .update(schema.partners)
      .set({ name: 'Coral Guardians', image: '/uploads/content/0123456789abcdef0123456789abcdef.webp' })
      .where(eq(schema.partners.id, second.id));

    const migration = readFileSync(path.resolve(__dirname, '../../src/server/db/migrations/0029_seed_content_truth.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));

    const [travelNow] = await handle.db.select().from(schema.faq).where(eq(schema.faq.id, travel.id));
    expect(travelNow.answer).toBe(FAQ[1].answer);
    const [staffNow] = await handle.db.select().from(schema.faq).where(eq(schema.faq.id, staffWritten.id));
    expect(staffNow.answer).toBe('Staff wrote this about breakfast.');
    const [firstNow] = await handle.db.select().from(schema.partners).where(eq(schema.partners.id, first.id));
    expect(firstNow.name).toBe('Red Sea Dive Co.');
    const [secondNow] = await handle.db.select().from(schema.partners).where(eq(schema.partners.id, second.id));
    expect(secondNow.name).toBe('Coral Guardians');
  });
});
