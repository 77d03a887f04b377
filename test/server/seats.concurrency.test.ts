// Issue 25, section 2: seats are never oversold, and the database itself is the guarantee (migration 0050), not only the
// hold's row locks. 100 guests, each with a stay of their own, race for a 10-seat session on PGlite and PostgreSQL, and on
// PostgreSQL through two app instances on one database; writes that bypass the application are refused by the database;
// seats a lapsed hold or a cancelled ticket held come back.
// The clock is the real time here: the database judges a hold lapsed by its own clock, as it does in production.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { pgConstraint } from '../../src/server/lib/pgErrors';
import { t as translate } from '../../src/server/lib/i18n';
import { makeEventDate, makeHuts, makeServiceDate, stay } from '../helpers/server/booking';
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { ON_POSTGRES, withInstances } from '../helpers/server/instances';

const clock = createTestClock(new Date());
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ clock })));
afterAll(() => t.close());

const CONCURRENCY_TIMEOUT_MS = 180_000;
const SESSION_DAY = '2027-01-20';
const HUTS_FROM = '2027-01-01';

/** The refusals a loser may get: the hold's named one, or the database's at the commit (both in the caller's language). */
const refusal = (lang: 'en' | 'ar', detail: string) =>
  detail === translate(lang, 'booking.seatsGoneNow') ||
  detail === translate(lang, 'booking.seatsGone', { left: 0, title: { en: 'Night dive', ar: 'غوص ليلي' }, date: SESSION_DAY });

interface Buyer {
  id: number;
  body: ReturnType<typeof stay>;
  headers: Record<string, string>;
  lang: 'en' | 'ar';
  app: FastifyInstance;
  guest: typeof users.$inferSelect;
}

/** `n` guests, each with a pending stay of their own (its own hut) with one ticket for the session; every other one in Arabic. */
async function buyers(db: Database, apps: FastifyInstance[], n: number, eventId: number, dateId: number): Promise<Buyer[]> {
  const guests = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `seat${i}.${Date.now()}.${Math.random()}@example.test`, isVerified: true })))
    .returning();
  const huts = await makeHuts(db, n, HUTS_FROM, 60);
  return Promise.all(
    guests.map(async (guest, i) => {
      const app = apps[i % apps.length];
      const lang = i % 2 === 0 ? ('en' as const) : ('ar' as const);
      const headers = { authorization: `Bearer ${app.tokens.signAccess(guest)}`, 'accept-language': lang };
      const body = stay(huts[i].id, '2027-01-19', '2027-01-21', { events: [{ event: eventId, date: dateId, quantity: 1 }] });
      const created = await app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
      expect(created.statusCode).toBe(201);
      return { id: created.json().id as number, body, headers, lang, app, guest };
    }),
  );
}

const hold = (buyer: Buyer) =>
  buyer.app.inject({
    method: 'PUT',
    url: `/api/products/booking/update/${buyer.id}/`,
    payload: { ...buyer.body, status: 'confirmed' },
    headers: buyer.headers,
  });

/** Seats held on the event date as the database counts them (the migration's definition of holding). */
async function held(db: Database, dateId: number) {
  const [{ seats }] = await rows<{ seats: number }>(
    db,
    sql`SELECT coalesce(sum(t.quantity), 0)::int AS seats FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE t.event_date_id = ${dateId} AND t.cancelled_at IS NULL
        AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > clock_timestamp()))`,
  );
  return seats;
}

/** 100 buyers at once for 10 seats: exactly 10 holds, 90 translated 409s, and the database counts 10. */
async function race(db: Database, apps: FastifyInstance[]) {
  const { eventId, dateId } = await makeEventDate(db, SESSION_DAY, 10, '50.00', 1);
  const crowd = await buyers(db, apps, 100, eventId, dateId);
  const started = performance.now();
  const answers = await Promise.all(crowd.map(hold));
  const ms = Math.round(performance.now() - started);
  const won = crowd.filter((_, i) => answers[i].statusCode === 200);
  const lost = crowd.filter((_, i) => answers[i].statusCode === 409);
  expect(won).toHaveLength(10);
  expect(lost).toHaveLength(90);
  for (const [i, answer] of answers.entries()) {
    if (answer.statusCode === 409) expect(refusal(crowd[i].lang, answer.json().detail)).toBe(true);
  }
  expect(await held(db, dateId)).toBe(10);
  const [{ confirmed }] = await rows<{ confirmed: number }>(
    db,
    sql`SELECT count(*)::int AS confirmed FROM bookings WHERE id IN (${sql.join(
      crowd.map((b) => sql`${b.id}::int`),
      sql`, `,
    )}) AND status = 'confirmed'`,
  );
  expect(confirmed).toBe(10);
  return { eventId, dateId, won, lost, ms };
}

/** The database's refusal of a write, by the constraint it names. */
async function refusedBy(write: Promise<unknown>) {
  try {
    await write;
  } catch (error) {
    return pgConstraint(error);
  }
  return 'not refused';
}

test(
  '100 buyers for 10 seats: 10 hold, 90 are refused in their language, and the database counts 10',
  async () => {
    const { ms } = await race(t.db, [t.app]);
    console.info(`seats: 100 buyers for 10 seats on ${process.env.TEST_DB_KIND ?? 'pglite'}, one instance: ${ms} ms`);
  },
  CONCURRENCY_TIMEOUT_MS,
);

test(
  'writes that bypass the application are refused by the database; seats a lapsed hold or a cancelled ticket held come back',
  async () => {
    const { dateId, won, lost } = await race(t.db, [t.app]);
    // A loser's pending stay made a hold (or paid) by SQL: the database refuses at the commit.
    expect(
      await refusedBy(
        t.db.execute(sql`UPDATE bookings SET status = 'confirmed', hold_expires_at = clock_timestamp() + interval '10 minutes'
          WHERE id = ${lost[0].id}`),
      ),
    ).toBe('seats_within_capacity');
    expect(await refusedBy(t.db.execute(sql`UPDATE bookings SET status = 'paid' WHERE id = ${lost[0].id}`))).toBe('seats_within_capacity');
    // A winner's ticket made two seats, or a new ticket on a holding stay.
    expect(await refusedBy(t.db.execute(sql`UPDATE booking_tickets SET quantity = 2, total = 100 WHERE booking_id = ${won[0].id}`))).toBe(
      'seats_within_capacity',
    );
    expect(
      await refusedBy(
        t.db.execute(sql`INSERT INTO booking_tickets (booking_id, kind, event_date_id, quantity, unit_price, total)
          VALUES (${won[1].id}, 'event', ${dateId}, 1, 50, 50)`),
      ),
    ).toBe('seats_within_capacity');
    // Capacity lowered under what is held: the staff's guard of migration 0014/0021 (capacity_not_below_sold).
    expect(await refusedBy(t.db.execute(sql`UPDATE event_dates SET capacity = 9 WHERE id = ${dateId}`))).toBe('capacity_not_below_sold');
    // Several transactions writing around the application at once, one per connection: exactly the seats left.
    const { dateId: fiveSeats } = await makeEventDate(t.db, SESSION_DAY, 5, '50.00', 1);
    const writers = lost.slice(1, 31);
    const outcomes = await Promise.allSettled(
      writers.map((buyer) =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE booking_tickets SET event_date_id = ${fiveSeats} WHERE booking_id = ${buyer.id}`);
          await tx.execute(
            sql`UPDATE bookings SET status = 'confirmed', hold_expires_at = clock_timestamp() + interval '10 minutes' WHERE id = ${buyer.id}`,
          );
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected.map((o) => pgConstraint(o.reason))).toEqual(Array(25).fill('seats_within_capacity'));
    expect(await held(t.db, fiveSeats)).toBe(5);
    expect(await held(t.db, dateId)).toBe(10);

    // A hold lapses (before the app's now and the database's): its seat is taken again through the app.
    await t.db.execute(
      sql`UPDATE bookings SET hold_expires_at = ${new Date(clock.now().getTime() - 60_000).toISOString()}::timestamptz WHERE id = ${won[0].id}`,
    );
    expect(await held(t.db, dateId)).toBe(9);
    const again = lost.slice(31, 34);
    expect((await hold(again[0])).statusCode).toBe(200);
    const full = await hold(again[1]);
    expect(full.statusCode).toBe(409);
    expect(refusal(again[1].lang, full.json().detail)).toBe(true);
    // A cancelled ticket gives its seat back too.
    await t.db.execute(sql`UPDATE booking_tickets SET cancelled_at = now() WHERE booking_id = ${won[1].id}`);
    expect((await hold(again[1])).statusCode).toBe(200);
    expect(await held(t.db, dateId)).toBe(10);

    // An instance whose clock runs an hour ahead takes every hold for lapsed, so its own check lets the next buyer
    // through: the database refuses at the commit, and the guest still gets the 409 in their language.
    clock.advance(60 * 60_000);
    try {
      for (const late of lost.slice(34, 36)) {
        // Signed anew on the clock that moved (an access token lives 15 minutes).
        const answer = await hold({ ...late, headers: { ...late.headers, authorization: `Bearer ${t.tokenFor(late.guest)}` } });
        expect(answer.statusCode).toBe(409);
        expect(answer.json().detail).toBe(translate(late.lang, 'booking.seatsGoneNow'));
      }
    } finally {
      clock.advance(-60 * 60_000);
    }
    expect(await held(t.db, dateId)).toBe(10);
  },
  CONCURRENCY_TIMEOUT_MS,
);

test('a service date is guarded the same way', async () => {
  const { dateId } = await makeServiceDate(t.db, SESSION_DAY, 1);
  const [hut] = await makeHuts(t.db, 1, HUTS_FROM, 60);
  const [guest] = await t.db
    .insert(users)
    .values({ email: `svc.${Date.now()}@example.test`, isVerified: true })
    .returning();
  const ids = await rows<{ id: number }>(
    t.db,
    sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, stay, status)
      VALUES (${`S${Date.now() % 1e9}A`}, ${guest.id}, ${hut.id}, 1, daterange('2027-01-10', '2027-01-11'), 'pending'),
             (${`S${Date.now() % 1e9}B`}, ${guest.id}, ${hut.id}, 1, daterange('2027-01-12', '2027-01-13'), 'paid') RETURNING id`,
  );
  await t.db.execute(sql`INSERT INTO booking_tickets (booking_id, kind, service_date_id, quantity, unit_price, total)
    VALUES (${ids[0].id}, 'service', ${dateId}, 1, 80, 80)`);
  // The paid stay's ticket: one seat, the only one.
  await t.db.execute(sql`INSERT INTO booking_tickets (booking_id, kind, service_date_id, quantity, unit_price, total)
    VALUES (${ids[1].id}, 'service', ${dateId}, 1, 80, 80)`);
  expect(await refusedBy(t.db.execute(sql`UPDATE bookings SET status = 'paid' WHERE id = ${ids[0].id}`))).toBe('seats_within_capacity');
});

(ON_POSTGRES ? test : test.skip)(
  'two instances on one PostgreSQL database: 100 buyers for 10 seats, exactly 10',
  async () => {
    await withInstances(2, { clock }, async (apps, handles) => {
      // The buyers alternate between the instances: each instance's pool holds and refuses on its own connections.
      const { ms } = await race(handles[0].db, apps);
      console.info(`seats: 100 buyers for 10 seats on postgres, two instances: ${ms} ms`);
    });
  },
  CONCURRENCY_TIMEOUT_MS,
);
