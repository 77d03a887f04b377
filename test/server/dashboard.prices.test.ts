import { sql } from 'drizzle-orm';
import type { UserRow } from '../../src/server/db/schema';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller, tableCounts } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Prices and closed nights of a hut (2026-03-01 in the resort). Runs on PGlite and PostgreSQL.
let t: TestApp;
let admin: UserRow;
let guest: UserRow;
let call: ReturnType<typeof staffCaller>;
const START = '2026-03-01T09:00:00.000Z';
const clock = createTestClock(START);
const asGuest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });
const TABLES = ['hut_price_ranges', 'hut_closed_nights', 'audit_log'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await makeUser(t.db, { role: 'admin' });
  guest = await makeUser(t.db);
  call = staffCaller(t, admin);
}, 120_000);
afterAll(() => t?.close());

async function bareHut() {
  const hut = await makeHut(t.db, '2026-03-01', 10); // priced 03-01..03-10 at 500.00 / 650.00
  return hut.id;
}

describe('price ranges', () => {
  it('prices nights with a weekend price that the guest calendar shows at once', async () => {
    const hutId = await bareHut();
    const created = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, {
      date_from: '2026-04-01',
      date_to: '2026-04-30',
      price: '800.00',
      weekend_price: '950.00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date_from: '2026-04-01',
      date_to: '2026-04-30',
      price: '800.00',
      weekend_price: '950.00',
      version: 1,
    });
    const nights = (await t.app.inject({ url: `/api/products/huts/${hutId}/availability/?from=2026-04-01&to=2026-04-04` })).json();
    // 2026-04-03 is a Friday, 04-04 a Saturday.
    expect(nights.map((night: { price: string }) => night.price)).toEqual(['800.00', '800.00', '950.00', '950.00']);
    const calendar = (await call('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`)).json();
    expect(calendar.ranges.map((range: { date_from: string }) => range.date_from)).toEqual(['2026-03-01', '2026-04-01']);
    expect(await auditRows(t, 'prices')).toContainEqual(
      expect.objectContaining({ action: 'create', entity_type: 'price_range', entity_id: String(created.json().id) }),
    );
  });

  it('has the database refuse an overlapping range and names the range in the way, in both languages', async () => {
    const hutId = await bareHut();
    const before = await tableCounts(t, TABLES);
    const overlap = { date_from: '2026-03-08', date_to: '2026-03-20', price: '700.00', weekend_price: null };
    const en = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, overlap);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 'overlap', range: { date_from: '2026-03-01', date_to: '2026-03-10' } });
    expect(en.json().detail).toMatch(/^These nights run across the price range from 1 March 2026 to 10 March 2026\./);
    const ar = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, overlap, 'ar');
    // Dates written for the Arabic reader: Arabic month names and digits, no ISO dates.
    expect(ar.json().detail).toContain('من ١ مارس ٢٠٢٦ إلى ١٠ مارس ٢٠٢٦');
    expect(ar.json().detail).not.toMatch(/2026-03/);
    const same = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, { ...overlap, date_from: '2026-03-01', date_to: '2026-03-10' });
    expect(same.json()).toMatchObject({ code: 'overlap', range: { date_from: '2026-03-01', date_to: '2026-03-10' } });
    const backwards = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, {
      ...overlap,
      date_from: '2026-05-10',
      date_to: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json())).toEqual(['date_to']);
    const badPrice = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, { ...overlap, date_from: '2026-06-01', price: '-1' });
    expect(Object.keys(badPrice.json())).toEqual(['price']);
    expect(await tableCounts(t, TABLES)).toEqual(before);
  });

  it('lets a shorter range sit inside a longer one, and the shorter one wins its nights everywhere', async () => {
    const hutId = await bareHut(); // 03-01..03-10 at 500.00, weekends 650.00
    const special = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, {
      date_from: '2026-03-04',
      date_to: '2026-03-06',
      price: '900.00',
      weekend_price: null,
    });
    expect(special.statusCode).toBe(201);
    const nights = (await t.app.inject({ url: `/api/products/huts/${hutId}/availability/?from=2026-03-03&to=2026-03-07` })).json();
    // 03-06 is a Friday: the special week has no weekend price, so its own price holds.
    expect(nights.map((night: { price: string }) => night.price)).toEqual(['500.00', '900.00', '900.00', '900.00', '650.00']);
    const hut = (await t.app.inject({ url: `/api/products/huts/${hutId}/` })).json();
    expect(hut.available_dates).toEqual([
      { date_from: '2026-03-01', date_to: '2026-03-03', price: '500.00', weekend_price: '650.00' },
      { date_from: '2026-03-04', date_to: '2026-03-06', price: '900.00', weekend_price: null },
      { date_from: '2026-03-07', date_to: '2026-03-10', price: '500.00', weekend_price: '650.00' },
    ]);
    const listed = (await t.app.inject({ url: '/api/products/huts-list/?date_from=2026-03-03&date_to=2026-03-05&page_size=50' })).json();
    expect(listed.results.some((row: { id: number }) => row.id === hutId)).toBe(true);
    const body = stay(hutId, '2026-03-03', '2026-03-05');
    const booking = (await asGuest('POST', '/api/products/booking/', body)).json();
    expect(booking.subtotal).toBe('1400.00');
    expect((await asGuest('PUT', `/api/products/booking/update/${booking.id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);

    // A range that runs partly over the special week is refused by the database, naming it.
    const crossing = await call('POST', `/api/dashboard/huts/${hutId}/prices/`, {
      date_from: '2026-03-05',
      date_to: '2026-03-08',
      price: '700.00',
      weekend_price: null,
    });
    expect(crossing.json()).toMatchObject({ code: 'overlap', range: { date_from: '2026-03-04', date_to: '2026-03-06' } });
    await expect(
      t.db.execute(
        sql`INSERT INTO hut_price_ranges (hut_id, date_from, date_to, price) VALUES (${hutId}, '2026-03-05', '2026-03-08', 700)`,
      ),
    ).rejects.toThrow();
    // Deleting the special week gives its nights back to the month, so its booking needs no move.
    expect(
      (await call('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`))
        .json()
        .ranges.map((range: { booked: unknown[] }) => range.booked.length),
    ).toEqual([1, 0]);
    expect((await call('DELETE', `/api/dashboard/huts/${hutId}/prices/${special.json().id}/?version=1`)).statusCode).toBe(204);
  });

  it('never changes what an existing booking was charged', async () => {
    const hutId = await bareHut();
    const booking = (await asGuest('POST', '/api/products/booking/', stay(hutId, '2026-03-04', '2026-03-06'))).json();
    const [range] = (await call('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`)).json().ranges;
    const changed = await call('PUT', `/api/dashboard/huts/${hutId}/prices/${range.id}/`, {
      date_from: '2026-03-01',
      date_to: '2026-03-10',
      price: '900.00',
      weekend_price: null,
      version: 1,
    });
    expect(changed.json()).toMatchObject({ price: '900.00', version: 2 });
    const again = (await asGuest('GET', `/api/products/bookings/${booking.id}/`)).json();
    expect([again.subtotal, again.total_price]).toEqual([booking.subtotal, booking.total_price]);
    const stale = await call('PUT', `/api/dashboard/huts/${hutId}/prices/${range.id}/`, {
      date_from: '2026-03-01',
      date_to: '2026-03-10',
      price: '100.00',
      weekend_price: null,
      version: 1,
    });
    expect(stale.json()).toMatchObject({ code: 'stale' });
    const nights = (await t.app.inject({ url: `/api/products/huts/${hutId}/availability/?from=2026-03-08&to=2026-03-08` })).json();
    expect(nights[0].price).toBe('900.00');
  });
});

describe('deleting a price range', () => {
  it('names the bookings that hold its nights, and refuses until they have moved', async () => {
    const hutId = await bareHut();
    const body = stay(hutId, '2026-03-04', '2026-03-06');
    const booking = (await asGuest('POST', '/api/products/booking/', body)).json();
    expect((await asGuest('PUT', `/api/products/booking/update/${booking.id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
    const [range] = (await call('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`)).json().ranges;
    expect(range.booked).toEqual([{ id: booking.id, code: booking.code, date_from: '2026-03-04', date_to: '2026-03-05' }]);

    const before = await tableCounts(t, TABLES);
    const en = await call('DELETE', `/api/dashboard/huts/${hutId}/prices/${range.id}/?version=1`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      detail: `Bookings hold nights that only this range prices (${booking.code}). Move them to other dates or another hut before deleting it.`,
      code: 'booked',
      range: { date_from: '2026-03-04', date_to: '2026-03-05' },
    });
    const ar = await call('DELETE', `/api/dashboard/huts/${hutId}/prices/${range.id}/?version=1`, undefined, 'ar');
    expect(ar.json().detail).toMatch(/^توجد حجوزات/);
    expect(await tableCounts(t, TABLES)).toEqual(before);

    // Once no booking holds the nights (here: the hold lapsed), the range can go.
    clock.advance(24 * 3600_000);
    expect((await call('GET', `/api/dashboard/huts/${hutId}/calendar/?year=2026`)).json().ranges[0].booked).toEqual([]);
    expect((await call('DELETE', `/api/dashboard/huts/${hutId}/prices/${range.id}/?version=1`)).statusCode).toBe(204);
    clock.set(START);
  });
});

describe('closed nights', () => {
  it('are unavailable everywhere a guest looks and refused by booking', async () => {
    const hutId = await bareHut();
    const closed = await call('POST', `/api/dashboard/huts/${hutId}/closed-nights/`, {
      date_from: '2026-03-05',
      date_to: '2026-03-06',
      reason: 'Maintenance',
    });
    expect(closed.statusCode).toBe(201);
    const nights = (await t.app.inject({ url: `/api/products/huts/${hutId}/availability/?from=2026-03-04&to=2026-03-07` })).json();
    expect(nights.map((night: { available: boolean }) => night.available)).toEqual([true, false, false, true]);
    const listed = async (from: string, to: string) =>
      (await t.app.inject({ url: `/api/products/huts-list/?date_from=${from}&date_to=${to}&page_size=50` }))
        .json()
        .results.some((hut: { id: number }) => hut.id === hutId);
    expect(await listed('2026-03-04', '2026-03-06')).toBe(false);
    expect(await listed('2026-03-06', '2026-03-08')).toBe(false);
    expect(await listed('2026-03-07', '2026-03-09')).toBe(true);
    expect(await listed('2026-03-03', '2026-03-05')).toBe(true); // check-out on the first closed day is fine
    const refused = await asGuest('POST', '/api/products/booking/', stay(hutId, '2026-03-04', '2026-03-07'));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    const overlap = await call('POST', `/api/dashboard/huts/${hutId}/closed-nights/`, {
      date_from: '2026-03-06',
      date_to: '2026-03-08',
      reason: '',
    });
    expect(overlap.json()).toMatchObject({ code: 'closed', range: { date_from: '2026-03-05', date_to: '2026-03-06' } });
    expect((await call('DELETE', `/api/dashboard/huts/${hutId}/closed-nights/${closed.json().id}/`)).statusCode).toBe(204);
    expect((await asGuest('POST', '/api/products/booking/', stay(hutId, '2026-03-04', '2026-03-07'))).statusCode).toBe(201);
    expect((await auditRows(t, 'prices')).filter((row) => row.entity_type === 'closed_nights').map((row) => row.action)).toEqual([
      'close',
      'reopen',
    ]);
  });

  it('cannot close nights a booking holds', async () => {
    const hutId = await bareHut();
    const body = stay(hutId, '2026-03-02', '2026-03-04');
    const booking = (await asGuest('POST', '/api/products/booking/', body)).json();
    expect((await asGuest('PUT', `/api/products/booking/update/${booking.id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
    const refused = await call('POST', `/api/dashboard/huts/${hutId}/closed-nights/`, {
      date_from: '2026-03-03',
      date_to: '2026-03-03',
      reason: 'Private',
    });
    expect(refused.json()).toMatchObject({ code: 'booked', range: { date_from: '2026-03-02', date_to: '2026-03-03' } });
  });
});
