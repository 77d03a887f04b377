import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Guests holding nights while staff close the same nights: the database lets only one side win.
// The same file runs on PGlite (server) and PostgreSQL (server-pg); outcomes are asserted, never timing.
let t: TestApp;
let call: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock('2026-03-01T09:00:00.000Z') });
  call = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
}, 120_000);
afterAll(() => t?.close());

const HOLDS = 12;
const ROUNDS = 16;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function round(round: number) {
  const hut = (await makeHut(t.db)).id;
  const guests = await t.db
    .insert(users)
    .values(
      Array.from({ length: HOLDS }, (_, i) => ({
        email: `race${round}.${i}.${Date.now()}@example.test`,
        fullName: `Race ${i}`,
        isVerified: true,
      })),
    )
    .returning();
  const pending = await Promise.all(
    guests.map(async (guest, i) => {
      const headers = { authorization: `Bearer ${t.tokenFor(guest)}` };
      // Different first nights, all sharing 04-04..04-05, so every hold overlaps the closure.
      const body = stay(hut, `2026-04-0${1 + (i % 4)}`, '2026-04-06');
      const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
      expect(created.statusCode).toBe(201);
      return { id: created.json().id as number, body, headers };
    }),
  );
  const closure = call('POST', `/api/dashboard/huts/${hut}/closed-nights/`, {
    date_from: '2026-04-04',
    date_to: '2026-04-05',
    reason: 'Repairs',
  });
  // Holds spread over a few milliseconds, starting a little later each round, so that some land inside
  // the closure's own steps (lock, check, insert, commit) whatever this machine's speed.
  const holds = pending.map(({ id, body, headers }, i) =>
    pause((round % 8) + i / 2).then(() =>
      t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers }),
    ),
  );
  const answers = await Promise.all([...holds, closure]);
  // Every refusal is a 409 with a reason, never a 5xx.
  expect(answers.every((a) => a.statusCode < 300 || (a.statusCode === 409 && typeof a.json().detail === 'string'))).toBe(true);
  const [{ held, closed }] = await rows<{ held: number; closed: number }>(
    t.db,
    sql`SELECT
      (SELECT count(*)::int FROM bookings WHERE hut_id = ${hut}::int AND status = 'confirmed') AS held,
      (SELECT count(*)::int FROM hut_closed_nights WHERE hut_id = ${hut}::int) AS closed`,
  );
  return { held, closed };
}

test(`${HOLDS} holds racing one closure of the same nights, ${ROUNDS} rounds: never both`, async () => {
  const outcomes = [];
  for (let i = 0; i < ROUNDS; i += 1) outcomes.push(await round(i));
  for (const { held, closed } of outcomes) {
    expect(held + closed).toBe(1); // exactly one side won the nights
  }
}, 240_000);
