import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 23 §2: money taken at the desk and refunded is owed to the guest at the desk until a staff member records
// that it was handed over. 1 March 2026, 12:00 in Riyadh.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
type Caller = ReturnType<typeof staffCaller>;
let frontDesk: Caller;
let finance: Caller;
let manager: Caller;
let deskId = 0;
let hutId = 0;

async function staffOf(role: string, name: string) {
  const user = await makeUser(t.db, { role: 'admin', fullName: name });
  await t.db.execute(sql`UPDATE users SET staff_role = ${role} WHERE id = ${user.id}::int`);
  return { id: user.id, call: staffCaller(t, user) };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const desk = await staffOf('front_desk', 'Lina Desk');
  deskId = desk.id;
  frontDesk = desk.call;
  finance = (await staffOf('finance', 'Faisal Finance')).call;
  manager = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Resort Manager' }));
  hutId = (await makeHut(t.db, '2026-03-01', 120)).id;
}, 120_000);
afterAll(() => t?.close());

let night = 0;
/** A stay booked and paid at the desk (cash or terminal), then refunded by staff: the refund is owed at the desk. */
async function owedRefund(method: 'cash' | 'terminal', how: 'cancel' | 'partial' = 'cancel') {
  night += 1;
  const from = `2026-03-${String(10 + night).padStart(2, '0')}`;
  const to = `2026-03-${String(11 + night).padStart(2, '0')}`;
  const created = await frontDesk('POST', '/api/dashboard/bookings/', {
    ...stay(hutId, from, to),
    new_guest: { full_name: `Guest ${night}`, phone: `+966 512 000 ${String(100 + night)}` },
    payment: { method, reference: `SLIP-${night}` },
  });
  expect(created.statusCode).toBe(201);
  const booking = created.json().booking as { id: number; code: string; paid: string };
  const refunded =
    how === 'cancel'
      ? await manager('POST', `/api/dashboard/bookings/${booking.id}/cancel/`, { refund: 'full', reason: 'Plans changed' })
      : await manager('POST', `/api/dashboard/bookings/${booking.id}/refund/`, { amount: '100.00', reason: 'Noisy night' });
  expect(refunded.statusCode).toBe(200);
  const [refund] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM refund_requests WHERE booking_id = ${booking.id}::int ORDER BY id DESC LIMIT 1`,
  );
  return { booking, refundId: refund.id };
}

const handOver = (caller: Caller, id: number, body: object = { method: 'cash', note: 'Receipt 77' }, lang: 'en' | 'ar' = 'en') =>
  caller('POST', `/api/dashboard/desk-refunds/${id}/hand-over/`, body, lang);

describe('money owed at the desk', () => {
  it('a desk refund is owed (listed with guest, code, amount, method, since when; on the booking; notified) until handed over, once, audited', async () => {
    const { booking, refundId } = await owedRefund('cash');
    // Settled in the ledger as before (the refund request succeeded, with its credit note) …
    const [request] = await rows<{ status: string; notes: number }>(
      t.db,
      sql`SELECT q.status, (SELECT count(*)::int FROM tax_documents d WHERE d.booking_id = q.booking_id AND d.type = 'credit_note') AS notes
        FROM refund_requests q WHERE q.id = ${refundId}::int`,
    );
    expect(request).toEqual({ status: 'succeeded', notes: 1 });

    // … and owed at the desk.
    const list = await frontDesk('GET', '/api/dashboard/desk-refunds/');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    const item = page.results.find((row: { id: number }) => row.id === refundId);
    expect(item).toEqual({
      id: refundId,
      booking: { id: booking.id, code: booking.code },
      guest: expect.objectContaining({ full_name: 'Guest 1', phone: '+966512000101' }),
      amount: booking.paid,
      currency: 'SAR',
      method: 'cash',
      owed_since: '2026-03-01T09:00:00.000Z',
      reason: 'Plans changed',
      state: 'owed',
      handed_over: null,
    });
    expect(page.owed_count).toBeGreaterThanOrEqual(1);
    const detail = (await frontDesk('GET', `/api/dashboard/bookings/${booking.id}/`)).json();
    expect(detail.desk_refunds).toEqual([expect.objectContaining({ id: refundId, state: 'owed', method: 'cash' })]);
    const notifications = await rows<{ kind: string; facts: Record<string, unknown> }>(
      t.db,
      sql`SELECT kind, facts FROM staff_notifications WHERE kind = 'desk_refund_owed' AND subject_id = ${booking.id}::int`,
    );
    expect(notifications).toEqual([
      {
        kind: 'desk_refund_owed',
        facts: expect.objectContaining({ code: booking.code, amount: booking.paid, method: 'cash', refund_id: refundId }),
      },
    ]);

    clock.set('2026-03-01T10:15:00.000Z');
    const done = await handOver(frontDesk, refundId, { method: 'cash', note: '  Receipt 77, given to the guest  ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: refundId,
      state: 'handed_over',
      handed_over: { at: '2026-03-01T10:15:00.000Z', by: 'Lina Desk', method: 'cash', note: 'Receipt 77, given to the guest' },
    });
    const audit = (await auditRows(t, 'bookings')).filter((row) => row.action === 'desk_refund_handed_over');
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: deskId,
        entity_id: String(booking.id),
        before: expect.objectContaining({ refund: refundId, state: 'owed' }),
        after: expect.objectContaining({ refund: refundId, state: 'handed_over', method: 'cash', note: 'Receipt 77, given to the guest' }),
      }),
    ]);

    // Only once: a second hand-over is refused, saying who and when, in the caller's language; nothing more is written.
    const again = await handOver(finance, refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_handed_over', detail: expect.stringContaining('Lina Desk') });
    expect(again.json().detail).toContain('13:15');
    const arabic = await handOver(finance, refundId, undefined, 'ar');
    expect(arabic.json().detail).toContain('سُلِّم');
    expect(arabic.json().detail).toContain('١٣:١٥');
    expect((await auditRows(t, 'bookings')).filter((row) => row.action === 'desk_refund_handed_over')).toHaveLength(1);

    // Off the owed list, on the handed-over one.
    const owed = (await finance('GET', '/api/dashboard/desk-refunds/')).json();
    expect(owed.results.map((row: { id: number }) => row.id)).not.toContain(refundId);
    const given = (await finance('GET', '/api/dashboard/desk-refunds/?state=handed_over')).json();
    expect(given.results[0]).toMatchObject({ id: refundId, state: 'handed_over' });
    clock.set('2026-03-01T09:00:00.000Z');
  });

  it('a partial refund of a terminal payment is owed back on the terminal; the list counts and sums what is owed', async () => {
    const before = (await manager('GET', '/api/dashboard/desk-refunds/')).json();
    const { refundId } = await owedRefund('terminal', 'partial');
    const after = (await manager('GET', '/api/dashboard/desk-refunds/')).json();
    expect(after.owed_count).toBe(before.owed_count + 1);
    expect(Number(after.owed_total) - Number(before.owed_total)).toBeCloseTo(100);
    expect(after.results.find((row: { id: number }) => row.id === refundId)).toMatchObject({
      amount: '100.00',
      method: 'terminal',
      reason: 'Noisy night',
    });
  });

  it('two desks handing the same refund over at once: exactly one wins, one audit row', async () => {
    const { refundId } = await owedRefund('cash');
    const answers = await Promise.all([
      handOver(frontDesk, refundId, { method: 'cash', note: 'Desk one' }),
      handOver(finance, refundId, { method: 'terminal', note: 'Desk two' }),
      handOver(manager, refundId, { method: 'cash', note: 'Desk three' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const audit = (await auditRows(t, 'bookings')).filter(
      (row) => row.action === 'desk_refund_handed_over' && (row.after as { refund: number }).refund === refundId,
    );
    expect(audit).toHaveLength(1);
    const [saved] = await rows<{ note: string }>(
      t.db,
      sql`SELECT handed_over_note AS note FROM desk_refund_handovers WHERE refund_id = ${refundId}::int`,
    );
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(saved.note).toBe(winner.handed_over.note);
  });

  it('front desk, finance and managers only; the sign-in and role are checked before the body; bad input is refused, translated', async () => {
    const { refundId } = await owedRefund('cash');
    for (const role of ['content', 'gate', 'housekeeping']) {
      const other = (await staffOf(role, `Staff ${role}`)).call;
      expect((await other('GET', '/api/dashboard/desk-refunds/')).statusCode).toBe(403);
      // Refused before the body is read: an invalid body still gets the 403, not a 400.
      expect((await handOver(other, refundId, { method: 'cheque' })).statusCode).toBe(403);
    }
    const guest = staffCaller(t, await makeUser(t.db, { fullName: 'A Guest' }));
    expect((await guest('GET', '/api/dashboard/desk-refunds/')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/dashboard/desk-refunds/${refundId}/hand-over/`, payload: {} })).statusCode,
    ).toBe(401);

    const blank = await handOver(frontDesk, refundId, { method: 'cash', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ note: [expect.stringContaining('reference')] });
    const blankAr = await handOver(frontDesk, refundId, { method: 'cash', note: '   ' }, 'ar');
    expect(blankAr.json().note[0]).toContain('إيصال');
    expect((await handOver(frontDesk, refundId, { method: 'cheque', note: 'x' })).statusCode).toBe(400);
    expect((await handOver(frontDesk, 999999, { method: 'cash', note: 'x' })).statusCode).toBe(404);
    // Nothing was recorded by the refusals.
    const [row] = await rows<{ at: string | null }>(
      t.db,
      sql`SELECT handed_over_at AS at FROM desk_refund_handovers WHERE refund_id = ${refundId}::int`,
    );
    expect(row.at).toBeNull();
  });
});
