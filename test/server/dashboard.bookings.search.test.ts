import { eq } from 'drizzle-orm';
import { bookings, paymentTransactions } from '../../src/server/db/schema';
import { bookingsCsv } from '../../src/server/modules/bookings/csv';
import { createStaffBookingRepository } from '../../src/server/modules/bookings/staffRepository';
import { makeHut } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// The bookings search matches guests once and bookings by code apart, and the export streams from a cursor with the
// refunds joined once (issue 27 §2): what they find and write stays the same.
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
  const sara = await makeUser(t.db, { fullName: 'Sara "Reef" Alharbi, Jr', phone: '+966559876543', email: 'sara@example.test' });
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
  const [charge] = await t.db
    .insert(paymentTransactions)
    .values({ provider: 'sandbox', checkoutId: 'search-1', bookingId: ids['KEN-AB34EF'], amount: '500.00', status: 'success' })
    .returning();
  await t.db.insert(paymentTransactions).values([
    {
      provider: 'sandbox',
      checkoutId: 'search-2',
      bookingId: ids['KEN-AB34EF'],
      amount: '120.50',
      status: 'success',
      kind: 'refund',
      refundOf: charge.id,
    },
    {
      provider: 'sandbox',
      checkoutId: 'search-3',
      bookingId: ids['KEN-AB34EF'],
      amount: '30.00',
      status: 'success',
      kind: 'refund',
      refundOf: charge.id,
    },
    {
      provider: 'sandbox',
      checkoutId: 'search-4',
      bookingId: ids['KEN-AB34EF'],
      amount: '99.00',
      status: 'failed',
      kind: 'refund',
      refundOf: charge.id,
    },
  ]);
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

it('exports the same bytes as the whole list written at once, whatever the batch, in both languages', async () => {
  const repository = createStaffBookingRepository(t.db);
  const timeZone = t.config.timeZone;
  for (const lang of ['en', 'ar'] as const) {
    for (const query of [{}, { q: 'هدى' }, { sort: 'code' as const }, { q: 'nobody' }]) {
      const whole = bookingsCsv((await repository.page(query, timeZone, null)).results, lang, timeZone);
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const answer = await staff('GET', `/api/dashboard/bookings/export.csv?${search}`, undefined, lang);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.body).toBe(whole);
      const batches: string[][] = [];
      await repository.export(query, timeZone, async (batch) => void batches.push(batch.map((row) => row.code)), 2);
      expect(batches.flat()).toEqual((await repository.page(query, timeZone, null)).results.map((row) => row.code));
    }
  }
  const english = (await staff('GET', '/api/dashboard/bookings/export.csv?q=alharbi')).body;
  expect(english).toContain('"Sara ""Reef"" Alharbi, Jr"');
  // Refunded: the two that succeeded, not the failed one.
  expect(english.split('\r\n')[1]).toContain(',150.50,');
});

it('filters by the resort day a booking was made on (Riyadh, UTC+3), up to midnight', async () => {
  // 2025-02-02 21:30 UTC is 00:30 on the 3rd in Riyadh.
  await t.db
    .update(bookings)
    .set({ createdAt: new Date('2025-02-02T21:30:00Z') })
    .where(eq(bookings.id, ids['KEN-AB34EF']));
  const codes = async (search: string) =>
    (await staff('GET', `/api/dashboard/bookings/?${search}`)).json().results.map((row: { code: string }) => row.code);
  expect(await codes('created_to=2025-02-02')).toEqual(['KEN-AB12CD']);
  expect(await codes('created_from=2025-02-03')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF']);
  expect(await codes('created_from=2025-02-03&created_to=2025-02-03')).toEqual(['KEN-ZZ9999', 'KEN-AB34EF']);
  expect(await codes('created_from=2025-02-01&created_to=2025-02-01')).toEqual(['KEN-AB12CD']);
  expect(await codes('created_from=2025-02-04')).toEqual([]);
});
