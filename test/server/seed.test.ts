import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createTestDatabase } from '../helpers/server/testDb';
import type { DatabaseHandle } from '../../src/server/db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(() => handle?.close());

const tables: Record<string, PgTable> = {
  faq: schema.faq, about_us: schema.aboutUs, stories: schema.stories, our_services: schema.ourServices,
  special_about_us: schema.specialAboutUs, terms: schema.terms, terms_title: schema.termsTitle,
  partners: schema.partners, users: schema.users, reviews: schema.reviews, site_ratings: schema.siteRatings,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    result[name] = Number(row.n);
  }
  return result;
}

it('fills empty tables once and changes nothing when run again', async () => {
  const first = await seedDatabase(handle.db, { demo: true });
  const afterFirst = await counts();
  expect(afterFirst).toMatchObject({ faq: 8, about_us: 1, stories: 3, our_services: 4, special_about_us: 4, terms: 8, terms_title: 1, partners: 5, users: 9, reviews: 12, site_ratings: 5 }); // users and reviews include the catalogue's 2 demo suppliers and 7 hut reviews, and the demo admin and guest
  expect(first.inserted.faq).toBe(8);

  const second = await seedDatabase(handle.db, { demo: true });
  expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
  expect(await counts()).toEqual(afterFirst);
});

it('gives demo guests no password, so nobody can sign in as them; only the README’s demo accounts have one', async () => {
  const demoUsers = await handle.db.select().from(schema.users);
  const signIn = ['admin@kenresort.sa', 'guest@kenresort.sa', 'supplier.dive@kenresort.sa', 'supplier.spa@kenresort.sa'];
  expect(demoUsers.every((user) => user.isVerified)).toBe(true);
  expect(demoUsers.filter((user) => user.passwordHash !== null).map((user) => user.email).sort()).toEqual(signIn.sort());
  expect(demoUsers.filter((user) => user.role !== 'guest').map((user) => user.email).sort()).toEqual(['admin@kenresort.sa', 'supplier.dive@kenresort.sa', 'supplier.spa@kenresort.sa']);
});
