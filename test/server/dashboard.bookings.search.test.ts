import { bookings } from '../../src/server/db/schema';
import { makeHut } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// The bookings search matches guests once and bookings by code apart (issue 27 §2): what it finds stays the same.
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const ids: Record<string, number> = {};

const found = async (q: string) => {
  const page = (await staff('GET', `/api/dashboard/bookings/?q=${encodeURIComponent(q)}`)).json();
  expect(page.count).toBe(page.results.length);
  return page.results.map((row: { code: string }) => row.code);
};

beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' }));
  const hut = await makeHut(t.db);
  const huda = await makeUser(t.db, { fullName: 'هدى العتيبي', phone: '+966501234567', email: 'huda.otaibi@example.test' });
  const sara = await makeUser(t.db, { fullName: 'Sara Alharbi', phone: '+966559876543', email: 'sara@example.test' });
  const made = await t.db
    .insert(bookings)
    .values(
      [
        { code: 'KEN-AB12CD', userId: huda.id, stay: '[2025-03-01,2025-03-03)', createdAt: new Date('2025-02-01T10:00:00Z') },
        { code: 'KEN-AB34EF', userId: sara.id, stay: '[2025-04-01,2025-04-02)', createdAt: new Date('2025-02-02T10:00:00Z') },
        { code: 'KEN-ZZ9999', userId: huda.id, stay: '[2025-05-01,2025-05-04)', createdAt: new Date('2025-02-03T10:00:00Z') },
      ].map((row) => ({ ...row, hutId: hut.id, personsMaxNum: 2, status: 'completed' as const })),
    )
    .returning();
  for (const row of made) ids[row.code] = row.id;
}, 120_000);
afterAll(() => t?.close());

it('finds bookings by a code whole or in part, in any case', async () => {
  expect(await found('KEN-AB12CD')).toEqual(['KEN-AB12CD']);
  expect(await found('ken-ab12cd')).toEqual(['KEN-AB12CD']);
  expect(await found('  KEN-ZZ9999 ')).toEqual(['KEN-ZZ9999']);
  expect(await found('KEN-AB')).toEqual(['KEN-AB34EF', 'KEN-AB12CD']);
  expect(await found('KEN-AB9999')).toEqual([]);
});

it('finds every booking of a guest by part of the name (Arabic or Latin), e-mail or phone, newest first', async () => {
  expect(await found('هدى')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('العتيبي')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('alharbi')).toEqual(['KEN-AB34EF']);
  expect(await found('otaibi@')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('50 123-4567')).toEqual(['KEN-ZZ9999', 'KEN-AB12CD']);
  expect(await found('9876')).toEqual(['KEN-AB34EF']);
  expect(await found('example.test')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF', 'KEN-AB12CD']);
  // Wildcards are taken literally.
  expect(await found('%')).toEqual([]);
  expect(await found('nobody')).toEqual([]);
});

it('combines the search with the other filters and counts what it finds', async () => {
  const page = (await staff('GET', `/api/dashboard/bookings/?q=${encodeURIComponent('هدى')}&stay_from=2025-04-15`)).json();
  expect(page).toMatchObject({ count: 1, results: [{ id: ids['KEN-ZZ9999'] }] });
});
