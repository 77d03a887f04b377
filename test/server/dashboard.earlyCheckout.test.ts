import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { gateBooking } from '../helpers/server/gate';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 23 §4: an early check-out frees the nights after the check-out day. 12:00 on 2 April 2026 at the resort
// (Asia/Riyadh, UTC+3); a hut's check-out time is 12:00 unless set.
const clock = createTestClock('2026-04-02T09:00:00.000Z');
let t: TestApp;
let guestId: number;
let desk: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  guestId = (await makeUser(t.db, { fullName: 'Huda Al-Harbi' })).id;
  desk = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Lina Desk' }));
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => clock.set('2026-04-02T09:00:00.000Z'));

const checkIn = (id: number) => desk('POST', `/api/dashboard/checkin/bookings/${id}/check-in/`);
const checkOut = (id: number) => desk('POST', `/api/dashboard/checkin/bookings/${id}/check-out/`, { via: 'desk' });
const stayOf = async (id: number) =>
  (
    await rows<{ hut_id: number; stay: string; total: string; paid: string; before: string | null }>(
      t.db,
      sql`SELECT b.hut_id, b.stay::text AS stay, b.total::text AS total, b.paid::text AS paid, o.stay_before::text AS before
        FROM bookings b LEFT JOIN booking_check_outs o ON o.booking_id = b.id WHERE b.id = ${id}::int`,
    )
  )[0];
/** Another guest booked at the desk, paid in cash. */
const bookAtDesk = (hutId: number, from: string, to: string, name: string) =>
  desk('POST', '/api/dashboard/bookings/', {
    ...stay(hutId, from, to),
    new_guest: { full_name: name, phone: `+966 51${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` },
    payment: { method: 'cash', reference: `R-${name}` },
  });

describe('early check-out', () => {
  it('shortens the stay to end on the check-out day: the freed nights can be booked by another guest; the money is untouched', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-05' });
    const { hut_id: hutId } = await stayOf(booking.id);
    // While the guest holds them, the nights after today cannot be sold.
    expect((await bookAtDesk(hutId, '2026-04-03', '2026-04-05', 'Early Bird')).statusCode).toBe(409);
    expect((await checkIn(booking.id)).statusCode).toBe(200);

    const out = await checkOut(booking.id);
    expect(out.statusCode).toBe(200);
    expect(out.json().stay).toMatchObject({ date_from: '2026-04-01', date_to: '2026-04-02', nights: 1 });
    expect(await stayOf(booking.id)).toEqual({
      hut_id: hutId,
      stay: '[2026-04-01,2026-04-02)',
      total: '1000.00',
      paid: '1000.00',
      before: '[2026-04-01,2026-04-05)',
    });
    // No refund is made by itself.
    const refunds = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM refund_requests WHERE booking_id = ${booking.id}::int`,
    );
    expect(refunds[0].n).toBe(0);
    // The booking's screen shows the check-out with the day it was booked to end; the audit keeps both stays.
    const detailed = await desk('GET', `/api/dashboard/bookings/${booking.id}/`);
    if (detailed.statusCode !== 200) throw new Error(detailed.body);
    const detail = detailed.json();
    expect(detail.checked_out).toMatchObject({ timing: 'early', booked_date_to: '2026-04-05' });
    expect(detail.booking.dates).toMatchObject({ date_from: '2026-04-01', date_to: '2026-04-02', nights: 1 });
    const [audit] = (await auditRows(t, 'scan')).filter((row) => row.entity_id === String(booking.id) && row.action === 'check_out');
    expect(audit).toMatchObject({
      before: { date_from: '2026-04-01', date_to: '2026-04-05' },
      after: { timing: 'early', date_from: '2026-04-01', date_to: '2026-04-02' },
    });

    // Tonight and the next nights are free again: another guest books them (the EXCLUDE constraint agrees).
    const other = await bookAtDesk(hutId, '2026-04-02', '2026-04-05', 'Walk In');
    expect(other.statusCode).toBe(201);
    expect(other.json().booking).toMatchObject({ status: 'paid', dates: { date_from: '2026-04-02', date_to: '2026-04-05' } });
    const availability = await desk('GET', `/api/dashboard/grid/?from=2026-04-01&to=2026-04-05`);
    expect(availability.statusCode).toBe(200);
    const hut = (availability.json().huts as { id: number; bookings: { id: number; date_from: string; date_to: string }[] }[]).find(
      (row) => row.id === hutId,
    )!;
    expect(hut.bookings.map((bar) => [bar.id, bar.date_from, bar.date_to])).toEqual([
      [booking.id, '2026-04-01', '2026-04-02'],
      [other.json().booking.id, '2026-04-02', '2026-04-05'],
    ]);
  });

  it('a guest leaving on their arrival day keeps their first night (a stay is never empty)', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-02', to: '2026-04-04' });
    expect((await checkIn(booking.id)).statusCode).toBe(200);
    expect((await checkOut(booking.id)).statusCode).toBe(200);
    expect(await stayOf(booking.id)).toMatchObject({ stay: '[2026-04-02,2026-04-03)', before: '[2026-04-02,2026-04-04)' });
  });

  it('an on-time or late check-out changes nothing', async () => {
    const onTime = await gateBooking(t.db, { guestId, from: '2026-03-30', to: '2026-04-02' });
    const late = await gateBooking(t.db, { guestId, from: '2026-03-31', to: '2026-04-02' });
    expect((await checkIn(onTime.id)).statusCode).toBe(200);
    expect((await checkIn(late.id)).statusCode).toBe(200);
    clock.set('2026-04-02T08:00:00.000Z'); // 11:00, before the check-out time
    expect((await checkOut(onTime.id)).json().stay.checked_out).toMatchObject({ timing: 'on_time' });
    clock.set('2026-04-02T10:00:00.000Z'); // 13:00, after it
    expect((await checkOut(late.id)).json().stay.checked_out).toMatchObject({ timing: 'late' });
    expect(await stayOf(onTime.id)).toMatchObject({ stay: '[2026-03-30,2026-04-02)', before: null });
    expect(await stayOf(late.id)).toMatchObject({ stay: '[2026-03-31,2026-04-02)', before: null });
    const detail = (await desk('GET', `/api/dashboard/bookings/${late.id}/`)).json();
    expect(detail.checked_out).toMatchObject({ timing: 'late', booked_date_to: null });
  });
});
