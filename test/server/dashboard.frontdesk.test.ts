import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { housekeepingFor } from '../../src/server/modules/housekeeping/repository';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { gateBooking } from '../helpers/server/gate';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 12:00 on 2 April 2026 at the resort (Asia/Riyadh, UTC+3); a hut's check-out time is 12:00 unless set.
const clock = createTestClock('2026-04-02T09:00:00.000Z');
let t: TestApp;
let guestId: number;
let admin: ReturnType<typeof staffCaller>;
let desk: ReturnType<typeof staffCaller>;
let guest: ReturnType<typeof staffCaller>;
let adminId: number;
let deskId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  guestId = (await makeUser(t.db, { fullName: 'Huda Al-Harbi' })).id;
  const gateUser = await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' });
  const deskUser = await makeUser(t.db, { role: 'admin', fullName: 'Lina Desk' });
  adminId = gateUser.id;
  deskId = deskUser.id;
  admin = staffCaller(t, gateUser);
  desk = staffCaller(t, deskUser);
  guest = staffCaller(t, await makeUser(t.db, { fullName: 'Just A Guest' }));
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => clock.set('2026-04-02T09:00:00.000Z'));

type Caller = ReturnType<typeof staffCaller>;
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Gate phone' };
const verify = (caller: Caller, code: string) => caller('POST', '/api/dashboard/checkin/verify/', { code }, 'en', PHONE);
const checkIn = (caller: Caller, id: number) => caller('POST', `/api/dashboard/checkin/bookings/${id}/check-in/`, undefined, 'en', PHONE);
const checkOut = (caller: Caller, id: number, via?: 'desk' | 'scan', lang: 'en' | 'ar' = 'en', headers: Record<string, string> = PHONE) =>
  caller('POST', `/api/dashboard/checkin/bookings/${id}/check-out/`, via ? { via } : {}, lang, headers);
const hutOf = async (bookingId: number) =>
  (await rows<{ hut_id: number }>(t.db, sql`SELECT hut_id FROM bookings WHERE id = ${bookingId}::int`))[0].hut_id;
const housekeeping = async (hutId: number) => (await housekeepingFor(t.db, [hutId])).get(hutId)!;
const setStatus = (caller: Caller, hutId: number, body: object, lang: 'en' | 'ar' = 'en') =>
  caller('PUT', `/api/dashboard/huts/${hutId}/housekeeping/`, body, lang);

describe('check-out', () => {
  it('by a scanned e-ticket: recorded with who, when and early (before the last day); audited, on the timeline, and the hut is dirty', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03' });
    const hutId = await hutOf(booking.id);
    expect((await housekeeping(hutId)).status).toBe('clean');
    expect((await verify(admin, booking.qr)).json().stay).toMatchObject({ checked_in: null, checked_out: null });
    expect((await checkIn(admin, booking.id)).statusCode).toBe(200);
    clock.set('2026-04-02T10:30:00.000Z');
    const out = await checkOut(admin, booking.id, 'scan');
    expect(out.statusCode).toBe(200);
    expect(out.json().stay.checked_out).toEqual({
      at: '2026-04-02T10:30:00.000Z',
      by: 'Omar Gate',
      timing: 'early',
      due_at: '2026-04-03T09:00:00.000Z',
    });
    expect(await housekeeping(hutId)).toMatchObject({ status: 'dirty' });
    const [saved] = await rows<{ via: string; timing: string; checked_out_by: number }>(
      t.db,
      sql`SELECT via, timing, checked_out_by FROM booking_check_outs WHERE booking_id = ${booking.id}::int`,
    );
    expect(saved).toEqual({ via: 'scan', timing: 'early', checked_out_by: adminId });
    const audit = (await auditRows(t, 'scan')).filter((row) => row.entity_id === String(booking.id) && row.action === 'check_out');
    expect(audit).toHaveLength(1);
    const detail = (await desk('GET', `/api/dashboard/bookings/${booking.id}/`)).json();
    expect(detail.checked_out).toMatchObject({ timing: 'early', by: 'Omar Gate' });
    expect(detail.timeline).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'audit', action: 'check_out', text: 'early', actor: 'Omar Gate' })]),
    );
  });

  it('at the desk (no body): on time on the last day before the check-out time, late after it', async () => {
    const onTime = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-02' });
    const late = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-02' });
    clock.set('2026-04-02T06:00:00.000Z');
    await checkIn(admin, onTime.id);
    await checkIn(admin, late.id);
    clock.set('2026-04-02T08:59:00.000Z'); // 11:59 at the resort
    const first = await desk('POST', `/api/dashboard/checkin/bookings/${onTime.id}/check-out/`);
    expect(first.statusCode).toBe(200);
    expect(first.json().stay.checked_out).toMatchObject({ timing: 'on_time', by: 'Lina Desk' });
    clock.set('2026-04-02T09:45:00.000Z'); // 12:45
    expect((await checkOut(desk, late.id)).json().stay.checked_out).toMatchObject({ timing: 'late' });
    // A guest who stayed on past the last day (the sweeper may have completed the booking) is still checked out, late.
    const overstay = await gateBooking(t.db, { guestId, from: '2026-03-30', to: '2026-04-01', status: 'completed' });
    await t.db.execute(
      sql`INSERT INTO booking_check_ins (booking_id, checked_in_by, checked_in_at) VALUES (${overstay.id}::int, ${deskId}::int, now())`,
    );
    expect((await checkOut(desk, overstay.id)).json().stay.checked_out).toMatchObject({ timing: 'late' });
    const via = await rows<{ via: string }>(t.db, sql`SELECT via FROM booking_check_outs WHERE booking_id = ${onTime.id}::int`);
    expect(via).toEqual([{ via: 'desk' }]);
  });

  it('twice is refused, saying when and by whom, in both languages; two desks at once: one wins', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03' });
    await checkIn(admin, booking.id);
    const both = await Promise.all([checkOut(admin, booking.id, 'scan'), checkOut(desk, booking.id, 'desk')]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const second = await checkOut(admin, booking.id, 'scan');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: expect.stringMatching(/^Already checked out at 12:00 by (Omar Gate|Lina Desk)\.$/),
      code: 'already_checked_out',
    });
    expect((await checkOut(admin, booking.id, 'scan', 'ar')).json().detail).toMatch(
      /^تم تسجيل المغادرة الساعة ١٢:٠٠ بواسطة (Omar Gate|Lina Desk)\.$/,
    );
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM audit_log WHERE action = 'check_out' AND entity_id = ${String(booking.id)}`,
    );
    expect(count).toBe(1);
  });

  it('a guest not checked in, a cancelled booking, a missing one and a non-staff caller are refused', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03' });
    const hutId = await hutOf(booking.id);
    const refused = await checkOut(admin, booking.id, 'scan');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This guest has not checked in, so they cannot check out.', code: 'not_checked_in' });
    expect((await checkOut(admin, booking.id, 'scan', 'ar')).json().detail).toBe('لم يُسجَّل وصول هذا الضيف بعد، فلا يمكن تسجيل مغادرته.');
    expect((await housekeeping(hutId)).status).toBe('clean');
    const cancelled = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03', status: 'cancelled' });
    expect((await checkOut(admin, cancelled.id)).json()).toMatchObject({ code: 'cancelled' });
    expect((await checkOut(admin, 999_999)).statusCode).toBe(404);
    expect((await checkOut(guest, booking.id)).statusCode).toBe(403);
    expect((await checkOut(admin, booking.id, 'nowhere' as 'desk')).statusCode).toBe(400);
  });
});

describe('bookings list stages', () => {
  it('arriving today, in house, checked out and not yet scanned, on the resort day of the clock', async () => {
    const arriving = await gateBooking(t.db, { guestId, from: '2026-04-02', to: '2026-04-05' });
    const arrived = await gateBooking(t.db, { guestId, from: '2026-04-02', to: '2026-04-05' });
    const inHouse = await gateBooking(t.db, { guestId, from: '2026-03-31', to: '2026-04-04' });
    const gone = await gateBooking(t.db, { guestId, from: '2026-03-31', to: '2026-04-04' });
    const future = await gateBooking(t.db, { guestId, from: '2026-04-10', to: '2026-04-12' });
    const unpaid = await gateBooking(t.db, { guestId, from: '2026-04-02', to: '2026-04-03', status: 'pending' });
    for (const booking of [arrived, inHouse, gone]) expect((await checkIn(admin, booking.id)).statusCode).toBe(200);
    expect((await checkOut(admin, gone.id)).statusCode).toBe(200);
    const ids = async (stage: string) => {
      const answer = await desk('GET', `/api/dashboard/bookings/?stage=${stage}`);
      expect(answer.statusCode).toBe(200);
      return (answer.json().results as { id: number }[]).map((row) => row.id);
    };
    const mine = (found: number[]) =>
      [arriving, arrived, inHouse, gone, future, unpaid].filter((booking) => found.includes(booking.id)).map((booking) => booking.id);
    expect(mine(await ids('arriving_today'))).toEqual([arriving.id, arrived.id]);
    expect(mine(await ids('in_house'))).toEqual([arrived.id, inHouse.id]);
    expect(mine(await ids('checked_out'))).toEqual([gone.id]);
    expect(mine(await ids('not_scanned'))).toEqual([arriving.id]);
    const row = (await desk('GET', `/api/dashboard/bookings/?stage=checked_out&q=${gone.code}`)).json().results[0];
    expect(row.checked_out).toMatchObject({ timing: 'early', by: 'Omar Gate' });
    const bad = await desk('GET', '/api/dashboard/bookings/?stage=sleeping');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['stage']);
  });
});

describe('scan log', () => {
  it('records every scan with who, when, the device and the result; filtered by result, action, staff and day; paginated', async () => {
    clock.set('2026-04-06T07:00:00.000Z'); // a day of its own
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-05', to: '2026-04-08' });
    expect((await verify(admin, booking.qr)).json().valid).toBe(true);
    expect((await verify(admin, 'KEN-NOPE00')).json().valid).toBe(false);
    expect((await checkOut(admin, booking.id, 'scan')).statusCode).toBe(409); // not checked in yet
    await checkIn(admin, booking.id);
    await desk('POST', `/api/dashboard/checkin/bookings/${booking.id}/check-out/`, { via: 'desk' }, 'en', {
      'x-device-name': 'Front desk PC',
    });
    const day = '/api/dashboard/checkin/scans/?from=2026-04-06&to=2026-04-06';
    const all = await admin('GET', day);
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ count: 5, page: 1, pages: 1, next: null, previous: null });
    expect(
      page.results.map((row: { action: string; result: string; reason: string | null }) => [row.action, row.result, row.reason]),
    ).toEqual([
      ['check_out', 'ok', null],
      ['check_in', 'ok', null],
      ['check_out', 'refused', 'not_checked_in'],
      ['verify', 'refused', 'unknown'],
      ['verify', 'ok', null],
    ]);
    expect(page.results[0]).toMatchObject({
      via: 'desk',
      device: 'Front desk PC',
      staff: { id: deskId, name: 'Lina Desk' },
      booking: { id: booking.id, code: booking.code, guest: 'Huda Al-Harbi' },
      at: '2026-04-06T07:00:00.000Z',
    });
    expect(page.results[3]).toMatchObject({ booking: null, device: PHONE['user-agent'], staff: { name: 'Omar Gate' } });
    expect(page.staff).toEqual(
      expect.arrayContaining([
        { id: deskId, name: 'Lina Desk' },
        { id: adminId, name: 'Omar Gate' },
      ]),
    );
    const refused = (await admin('GET', `${day}&result=refused`)).json();
    expect(refused.results.map((row: { reason: string }) => row.reason)).toEqual(['not_checked_in', 'unknown']);
    expect((await admin('GET', `${day}&staff=${deskId}`)).json().count).toBe(1);
    expect((await admin('GET', `${day}&action=verify`)).json().count).toBe(2);
    expect((await admin('GET', '/api/dashboard/checkin/scans/?from=2026-04-07')).json().count).toBe(0);
    expect((await admin('GET', `${day}&page=2`)).statusCode).toBe(404);
    expect((await guest('GET', day)).statusCode).toBe(403);
    expect((await admin('GET', '/api/dashboard/checkin/scans/?result=maybe')).statusCode).toBe(400);
  });

  it('pages through 25 lines at a time, newest first', async () => {
    clock.set('2026-05-01T07:00:00.000Z');
    for (let i = 0; i < 27; i += 1) {
      clock.advance(1000);
      await verify(admin, `KEN-MISS${String(i).padStart(2, '0')}`);
    }
    const first = (await admin('GET', '/api/dashboard/checkin/scans/?from=2026-05-01&to=2026-05-01')).json();
    expect(first).toMatchObject({ count: 27, pages: 2, next: 2 });
    expect(first.results).toHaveLength(25);
    expect(first.results[0].at > first.results[1].at).toBe(true);
    expect((await admin('GET', '/api/dashboard/checkin/scans/?from=2026-05-01&to=2026-05-01&page=2')).json().results).toHaveLength(2);
  });
});

describe('housekeeping', () => {
  it('lists every hut (a hut never set is clean) and sets a status with a note, audited', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03' });
    const hutId = await hutOf(booking.id);
    const listed = (await desk('GET', '/api/dashboard/housekeeping/')).json().results;
    expect(listed.find((row: { hut: { id: number } }) => row.hut.id === hutId)).toEqual({
      hut: { id: hutId, title: 'Reef Hut', title_ar: 'كوخ الشعاب' },
      status: 'clean',
      note: '',
      updated_at: null,
      updated_by: null,
      closure: null,
      occupied: false,
    });
    await checkIn(admin, booking.id);
    const occupied = (await desk('GET', '/api/dashboard/housekeeping/')).json().results;
    expect(occupied.find((row: { hut: { id: number } }) => row.hut.id === hutId).occupied).toBe(true);
    const set = await setStatus(desk, hutId, { status: 'inspected', note: 'Towels replaced' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      status: 'inspected',
      note: 'Towels replaced',
      updated_by: 'Lina Desk',
      updated_at: '2026-04-02T09:00:00.000Z',
    });
    const audit = (await auditRows(t, 'huts')).filter((row) => row.action === 'housekeeping' && row.entity_id === String(hutId));
    expect(audit).toHaveLength(1);
    expect((await setStatus(guest, hutId, { status: 'clean' })).statusCode).toBe(403);
    expect((await setStatus(desk, 999_999, { status: 'clean' })).statusCode).toBe(404);
    const bad = await setStatus(desk, hutId, { status: 'sparkling' }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['status']);
  });

  it('a check-out makes the hut dirty; clean again after housekeeping', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-02' });
    const hutId = await hutOf(booking.id);
    await setStatus(desk, hutId, { status: 'inspected' });
    await checkIn(admin, booking.id);
    await checkOut(admin, booking.id, 'scan');
    expect(await housekeeping(hutId)).toMatchObject({ status: 'dirty', updated_by: 'Omar Gate' });
    expect((await setStatus(desk, hutId, { status: 'clean' })).json()).toMatchObject({ status: 'clean', occupied: false });
  });

  it('out of order with a period closes those nights (hut_closed_nights, with the note as reason); an overlap is refused, translated', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-03-01', to: '2026-03-02' });
    const hutId = await hutOf(booking.id);
    const closed = await setStatus(desk, hutId, {
      status: 'out_of_order',
      note: 'Leaking roof',
      date_from: '2026-04-10',
      date_to: '2026-04-12',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'out_of_order',
      note: 'Leaking roof',
      closure: { date_from: '2026-04-10', date_to: '2026-04-12' },
    });
    const nights = await rows<{ date_from: string; date_to: string; reason: string }>(
      t.db,
      sql`SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to, reason FROM hut_closed_nights WHERE hut_id = ${hutId}::int`,
    );
    expect(nights).toEqual([{ date_from: '2026-04-10', date_to: '2026-04-12', reason: 'Leaking roof' }]);

    const overlap = await setStatus(desk, hutId, { status: 'out_of_order', date_from: '2026-04-12', date_to: '2026-04-14' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'closed', range: { date_from: '2026-04-10', date_to: '2026-04-12' } });
    expect(overlap.json().detail).toMatch(/^These nights overlap the nights already closed from .+ to .+\.$/);
    const arabic = await setStatus(desk, hutId, { status: 'out_of_order', date_from: '2026-04-11', date_to: '2026-04-11' }, 'ar');
    expect(arabic.json().detail).toMatch(/^هذه الليالي تتداخل مع ليالٍ مغلقة من .+ إلى .+\.$/);
    // Refused whole: the status and note stay as they were.
    expect(await housekeeping(hutId)).toMatchObject({ status: 'out_of_order', note: 'Leaking roof' });
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM hut_closed_nights WHERE hut_id = ${hutId}::int`,
    );
    expect(count).toBe(1);
  });

  it('refuses nights a guest holds, dates without out of order, and half a period', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-20', to: '2026-04-23' });
    const hutId = await hutOf(booking.id);
    const booked = await setStatus(desk, hutId, { status: 'out_of_order', date_from: '2026-04-22', date_to: '2026-04-25' });
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ code: 'booked', range: { date_from: '2026-04-20', date_to: '2026-04-22' } });
    expect((await housekeeping(hutId)).status).toBe('clean');
    const notOut = await setStatus(desk, hutId, { status: 'clean', date_from: '2026-05-01', date_to: '2026-05-02' }, 'ar');
    expect(notOut.statusCode).toBe(400);
    expect(notOut.json()).toEqual({ date_from: ['لا تُحدَّد التواريخ إلا عند إيقاف الكوخ عن الخدمة.'] });
    const half = await setStatus(desk, hutId, { status: 'out_of_order', date_from: '2026-05-01' });
    expect(half.json()).toEqual({ date_to: ['Give both the first and the last night.'] });
    const backwards = await setStatus(desk, hutId, { status: 'out_of_order', date_from: '2026-05-03', date_to: '2026-05-01' });
    expect(backwards.statusCode).toBe(400);
    // Out of order without a period closes nothing.
    expect((await setStatus(desk, hutId, { status: 'out_of_order', note: 'Broken AC' })).json()).toMatchObject({
      status: 'out_of_order',
      closure: null,
    });
  });
});
