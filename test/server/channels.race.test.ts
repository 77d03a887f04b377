import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { icsOf, startFeedServer } from '../helpers/server/feedServer';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Guests holding nights while a calendar sync blocks the same nights (issue 24 §1), as closure.race does for closures:
// a hold that lands on a channel's nights is either refused or was there first, and then it is a recorded, alerted
// conflict; never a silent double booking. PGlite (server) and PostgreSQL (server-pg); outcomes asserted, not timing.
let t: TestApp;
let call: ReturnType<typeof staffCaller>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ clock: createTestClock('2026-03-01T09:00:00.000Z'), config: { icalAllowedHosts: ['127.0.0.1'] } });
  call = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const HOLDS = 10;
const ROUNDS = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function round(round: number) {
  const hut = (await makeHut(t.db)).id;
  const path = `/race-${hut}.ics`;
  feeds.serve(path, icsOf([]));
  expect((await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(path), name: 'Airbnb' })).statusCode).toBe(201);
  const guests = await t.db
    .insert(users)
    .values(
      Array.from({ length: HOLDS }, (_, i) => ({
        email: `chrace${round}.${i}.${Date.now()}@example.test`,
        fullName: `Race ${i}`,
        isVerified: true,
      })),
    )
    .returning();
  const pending = await Promise.all(
    guests.map(async (guest, i) => {
      const headers = { authorization: `Bearer ${t.tokenFor(guest)}` };
      const body = stay(hut, `2026-04-0${1 + (i % 4)}`, '2026-04-06');
      const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
      expect(created.statusCode).toBe(201);
      return { id: created.json().id as number, body, headers };
    }),
  );
  feeds.serve(path, icsOf([{ from: '2026-04-04', to: '2026-04-06' }]));
  const sync = call('POST', `/api/dashboard/huts/${hut}/channels/sync/`);
  const holds = pending.map(({ id, body, headers }, i) =>
    pause((round % 6) + i / 2).then(() =>
      t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers }),
    ),
  );
  const answers = await Promise.all([...holds, sync]);
  expect(answers.every((a) => a.statusCode < 300 || (a.statusCode === 409 && typeof a.json().detail === 'string'))).toBe(true);
  const [outcome] = await rows<{ held: number; unrecorded: number; alerts: number; blocks: number }>(
    t.db,
    sql`SELECT
      (SELECT count(*)::int FROM bookings WHERE hut_id = ${hut}::int AND status = 'confirmed') AS held,
      (SELECT count(*)::int FROM bookings b WHERE b.hut_id = ${hut}::int AND b.status = 'confirmed'
        AND EXISTS (SELECT 1 FROM hut_channel_blocks k WHERE k.hut_id = b.hut_id AND daterange(k.date_from, k.date_to, '[]') && b.stay)
        AND NOT EXISTS (SELECT 1 FROM hut_channel_conflicts c WHERE c.booking_id = b.id AND c.stay = b.stay)) AS unrecorded,
      (SELECT count(*)::int FROM staff_alerts a WHERE a.kind = 'channel_conflict' AND a.subject_id IN (SELECT id FROM bookings WHERE hut_id = ${hut}::int)) AS alerts,
      (SELECT count(*)::int FROM hut_channel_blocks WHERE hut_id = ${hut}::int) AS blocks`,
  );
  return outcome;
}

test(`${HOLDS} holds racing one calendar sync of the same nights, ${ROUNDS} rounds: a hold on channel nights is always a recorded conflict`, async () => {
  const outcomes = [];
  for (let i = 0; i < ROUNDS; i += 1) outcomes.push(await round(i));
  for (const outcome of outcomes) {
    expect(outcome.blocks).toBe(1); // the channel's nights are always imported
    expect(outcome.held).toBeLessThanOrEqual(1); // the bookings' own exclusion: one holder of the nights
    expect(outcome.unrecorded).toBe(0); // a hold on them was there first, and is a conflict…
    expect(outcome.alerts).toBe(outcome.held); // …with its alert
  }
}, 240_000);
