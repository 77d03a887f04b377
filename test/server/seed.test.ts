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
  expect(afterFirst).toMatchObject({ faq: 8, about_us: 1, stories: 3, our_services: 4, special_about_us: 4, terms: 8, terms_title: 1, partners: 5, users: 5, reviews: 5, site_ratings: 5 });
  expect(first.inserted.faq).toBe(8);

  const second = await seedDatabase(handle.db, { demo: true });
  expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
  expect(await counts()).toEqual(afterFirst);
});

it('gives demo guests no password, so nobody can sign in as them', async () => {
  const demoUsers = await handle.db.select().from(schema.users);
  expect(demoUsers.every((user) => user.passwordHash === null && user.isVerified && user.role === 'guest')).toBe(true);
});
