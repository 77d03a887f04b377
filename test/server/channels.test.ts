import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { createChannelSync } from '../../src/server/modules/channels/sync';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { icsOf, startFeedServer } from '../helpers/server/feedServer';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Calendar sync (issue 24 §1) against a local server standing in for Airbnb and Booking.com, on PGlite and PostgreSQL.
let t: TestApp;
let call: ReturnType<typeof staffCaller>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
const clock = createTestClock('2026-03-01T09:00:00.000Z');

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ clock, config: { icalAllowedHosts: ['127.0.0.1'], publicUrl: 'https://resort.example' } });
  call = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const channelsOf = async (hut: number) => (await call('GET', `/api/dashboard/huts/${hut}/channels/`)).json();
const available = async (hut: number, from: string, to: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/products/huts/${hut}/availability/?from=${from}&to=${to}` });
  expect(answer.statusCode).toBe(200);
  return Object.fromEntries((answer.json() as { date: string; available: boolean }[]).map((night) => [night.date, night.available]));
};
const blocksOf = (hut: number) =>
  rows<{ date_from: string; date_to: string }>(
    t.db,
    sql`SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to FROM hut_channel_blocks WHERE hut_id = ${hut}::int ORDER BY date_from`,
  );

/** A guest's booking holding `from`..`to` (check-out), through the API as the web app makes it. */
async function hold(hut: number, from: string, to: string) {
  const guest = await makeUser(t.db, { fullName: 'Layla Haddad', phone: '+966501234567' });
  const headers = { authorization: `Bearer ${t.tokenFor(guest)}` };
  const body = stay(hut, from, to);
  const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const held = await t.app.inject({
    method: 'PUT',
    url: `/api/products/booking/update/${id}/`,
    payload: { ...body, status: 'confirmed' },
    headers,
  });
  return { id, guest, held, code: created.json().code as string };
}

describe('export', () => {
  test('a private feed of booked and closed nights, all-day events a calendar library reads, nothing about guests', async () => {
    const hut = (await makeHut(t.db)).id;
    const booking = await hold(hut, '2026-03-10', '2026-03-13');
    expect(booking.held.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/dashboard/huts/${hut}/closed-nights/`, {
          date_from: '2026-04-01',
          date_to: '2026-04-02',
          reason: 'Repairs',
        })
      ).statusCode,
    ).toBe(201);

    const { export_url } = await channelsOf(hut);
    expect(export_url).toMatch(/^https:\/\/resort\.example\/ical\/huts\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(export_url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    for (const secret of ['Layla', 'Haddad', booking.guest.email, '501234567', booking.code, 'Repairs'])
      expect(feed.body).not.toContain(secret);

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(
      events.map((event) => ({
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
      })),
    ).toEqual([
      { summary: 'Reserved', allDay: true, start: '2026-03-10', end: '2026-03-13' },
      { summary: 'Not available', allDay: true, start: '2026-04-01', end: '2026-04-03' },
    ]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    // The same address answers the same feed each time it is asked (channels poll it).
    expect((await channelsOf(hut)).export_url).toBe(export_url);
  });

  test('unknown tokens are 404; staff replace the address (the old one stops at once) or revoke it', async () => {
    const hut = (await makeHut(t.db)).id;
    const first = new URL((await channelsOf(hut)).export_url).pathname;
    expect(
      (await t.app.inject({ method: 'GET', url: first.replace(/[A-Za-z0-9]\.ics$/, (c) => (c[0] === 'A' ? 'B' : 'A') + '.ics') }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ical/huts/short.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.replace('.ics', '.txt') })).statusCode).toBe(404);

    const renewed = await call('POST', `/api/dashboard/huts/${hut}/channels/export/`);
    expect(renewed.statusCode).toBe(200);
    const second = new URL(renewed.json().export_url).pathname;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/dashboard/huts/${hut}/channels/export/`);
    expect(revoked.json().export_url).toBeNull();
    expect((await channelsOf(hut)).export_url).toBeNull(); // stays revoked, not re-made by reading
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });
});

describe('import', () => {
  test('an imported calendar blocks its nights: not bookable on the guest calendar, the quote and the hold', async () => {
    const hut = (await makeHut(t.db)).id;
    feeds.serve(
      `/airbnb-${hut}.ics`,
      icsOf([
        { from: '2026-03-20', to: '2026-03-23' },
        { from: '2026-03-05', to: '2026-03-06', status: 'CANCELLED' },
      ]),
    );
    const added = await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(`/airbnb-${hut}.ics`), name: 'Airbnb' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Airbnb',
      empty_pending: false,
      conflicts: 0,
      blocks: [{ date_from: '2026-03-20', date_to: '2026-03-22' }],
      last_sync: { outcome: 'ok', event_count: 2, block_count: 1, error: null },
    });
    expect(await available(hut, '2026-03-19', '2026-03-23')).toEqual({
      '2026-03-19': true,
      '2026-03-20': false,
      '2026-03-21': false,
      '2026-03-22': false,
      '2026-03-23': true,
    });
    // The guest cannot book them: the quote refuses with the reason.
    const guest = await makeUser(t.db);
    const headers = { authorization: `Bearer ${t.tokenFor(guest)}`, 'accept-language': 'en' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products/booking/',
      payload: stay(hut, '2026-03-22', '2026-03-24'),
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toEqual(expect.any(String));
    // Nights around them still book.
    const next = await hold(hut, '2026-03-23', '2026-03-25');
    expect(next.held.statusCode).toBe(200);
    // The database refuses them too, whatever the application checked (the trigger of migration 0044).
    await expect(
      t.db.execute(sql`UPDATE bookings SET stay = daterange('2026-03-22', '2026-03-25') WHERE id = ${next.id}::int`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'bookings_not_on_channel_blocks' }) });
    // A paid booking moved onto them is refused too.
    await t.db.execute(sql`UPDATE bookings SET status = 'paid', hold_expires_at = NULL WHERE id = ${next.id}::int`);
    await expect(
      t.db.execute(sql`UPDATE bookings SET stay = daterange('2026-03-21', '2026-03-23') WHERE id = ${next.id}::int`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'bookings_not_on_channel_blocks' }),
    });

    const listed = await channelsOf(hut);
    expect(listed.imports).toHaveLength(1);
    expect(listed.imports[0].last_success_at).toBe(clock.now().toISOString());
  });

  test('a block over a booking already held here is kept as a conflict: one alert naming both sides', async () => {
    const hut = (await makeHut(t.db)).id;
    const booking = await hold(hut, '2026-04-10', '2026-04-14');
    expect(booking.held.statusCode).toBe(200);
    feeds.serve(`/booking-${hut}.ics`, icsOf([{ from: '2026-04-12', to: '2026-04-16' }]));
    const added = await call('POST', `/api/dashboard/huts/${hut}/channels/`, {
      url: feeds.url(`/booking-${hut}.ics`),
      name: 'Booking.com',
    });
    expect(added.json()).toMatchObject({ conflicts: 1, blocks: [{ date_from: '2026-04-12', date_to: '2026-04-15' }] });
    // The booking keeps its nights; the channel's block stands beside it.
    const [{ status }] = await rows<{ status: string }>(
      t.db,
      sql`SELECT status::text AS status FROM bookings WHERE id = ${booking.id}::int`,
    );
    expect(status).toBe('confirmed');

    const alerts = (await call('GET', '/api/dashboard/alerts/'))
      .json()
      .results.filter((alert: { kind: string }) => alert.kind === 'channel_conflict');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      subject_type: 'booking',
      subject_id: booking.id,
      booking_code: booking.code,
      details: {
        channel_name: 'Booking.com',
        hut_id: hut,
        block_from: '2026-04-12',
        block_to: '2026-04-15',
        stay_from: '2026-04-10',
        stay_to: '2026-04-14',
        booking_code: booking.code,
      },
    });
    // Syncing again finds the same conflict: no second alert.
    await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`);
    const again = (await call('GET', '/api/dashboard/alerts/'))
      .json()
      .results.filter((alert: { kind: string }) => alert.kind === 'channel_conflict');
    expect(again.filter((alert: { subject_id: number }) => alert.subject_id === booking.id)).toHaveLength(1);
    // The booking that was there first can still be paid for / re-held on its own stay at the database level.
    await t.db.execute(sql`UPDATE bookings SET hold_expires_at = hold_expires_at + interval '5 minutes' WHERE id = ${booking.id}::int`);
  });

  test('a feed that fails, answers garbage or times out keeps the previous blocks and records why', async () => {
    const hut = (await makeHut(t.db)).id;
    const path = `/flaky-${hut}.ics`;
    feeds.serve(path, icsOf([{ from: '2026-05-01', to: '2026-05-04' }]));
    const id = (await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(path), name: 'Airbnb' })).json().id;
    const kept = [{ date_from: '2026-05-01', date_to: '2026-05-03' }];
    expect(await blocksOf(hut)).toEqual(kept);

    feeds.serve(path, (_request, response) => response.writeHead(500).end('oops'));
    let synced = (await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`)).json();
    expect(synced.imports[0]).toMatchObject({ id, blocks: kept, last_sync: { outcome: 'failed', error: 'http', error_detail: '500' } });

    feeds.serve(path, '<html><body>Sign in to Airbnb</body></html>');
    synced = (await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`)).json();
    expect(synced.imports[0]).toMatchObject({ blocks: kept, last_sync: { outcome: 'failed', error: 'not_ical' } });

    // A server that never answers: the fetch gives up at its time limit (shortened here).
    feeds.serve(path, () => undefined);
    const sync = createChannelSync({
      db: t.db,
      clock,
      timeZone: t.config.timeZone,
      log: t.app.log,
      syncMinutes: 10,
      allowedHosts: ['127.0.0.1'],
      limits: { timeoutMs: 300 },
    });
    await t.db.execute(sql`UPDATE hut_channels SET next_sync_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${id}::int`);
    expect(await sync.runOnce({ hutId: hut })).toBe(1);
    expect((await channelsOf(hut)).imports[0]).toMatchObject({ blocks: kept, last_sync: { outcome: 'failed', error: 'timeout' } });
    expect(await available(hut, '2026-05-01', '2026-05-01')).toEqual({ '2026-05-01': false });

    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM hut_channel_syncs WHERE channel_id = ${id}::int`,
    );
    expect(count).toBe(4);
  });

  test('a feed that suddenly lists nothing keeps its blocks until staff confirm', async () => {
    const hut = (await makeHut(t.db)).id;
    const path = `/empty-${hut}.ics`;
    feeds.serve(path, icsOf([{ from: '2026-06-01', to: '2026-06-03' }]));
    const id = (await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(path), name: 'Airbnb' })).json().id;
    expect((await call('POST', `/api/dashboard/huts/${hut}/channels/${id}/confirm-empty/`)).statusCode).toBe(409);

    feeds.serve(path, icsOf([]));
    const synced = (await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`)).json();
    expect(synced.imports[0]).toMatchObject({
      empty_pending: true,
      blocks: [{ date_from: '2026-06-01', date_to: '2026-06-02' }],
      last_sync: { outcome: 'empty_held', event_count: 0, block_count: 1 },
    });
    expect(await available(hut, '2026-06-01', '2026-06-01')).toEqual({ '2026-06-01': false });

    const confirmed = await call('POST', `/api/dashboard/huts/${hut}/channels/${id}/confirm-empty/`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ empty_pending: false, blocks: [] });
    expect(await available(hut, '2026-06-01', '2026-06-01')).toEqual({ '2026-06-01': true });
    expect((await call('POST', `/api/dashboard/huts/${hut}/channels/${id}/confirm-empty/`)).statusCode).toBe(409);
  });

  test('a 50 MB feed is cut at the size limit while streaming: refused, blocks kept, the rest never sent', async () => {
    const hut = (await makeHut(t.db)).id;
    const path = `/huge-${hut}.ics`;
    feeds.serve(path, icsOf([{ from: '2026-07-01', to: '2026-07-02' }]));
    await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(path), name: 'Big' });
    let sent = 0;
    feeds.serve(path, (_request, response) => {
      // 50 MB made on the fly, written as the reader takes it (no Content-Length to refuse it by).
      const event = icsOf([{ from: '2026-07-10', to: '2026-07-11' }])
        .split('BEGIN:VEVENT')[1]
        .split('END:VCALENDAR')[0];
      const chunk = Buffer.from(`BEGIN:VEVENT${event}`.repeat(Math.ceil(65_536 / event.length)));
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('END:VCALENDAR\r\n');
      };
      response.on('error', () => undefined);
      pump();
    });
    const synced = (await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`)).json();
    expect(synced.imports[0]).toMatchObject({
      blocks: [{ date_from: '2026-07-01', date_to: '2026-07-01' }],
      last_sync: { outcome: 'failed', error: 'too_large' },
    });
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  test('local and private addresses are refused, also behind a redirect, unless their host is allowed', async () => {
    const hut = (await makeHut(t.db)).id;
    for (const url of [
      'http://10.1.2.3/cal.ics',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/x.ics',
      'http://192.168.1.20/c.ics',
      'http://localhost/c.ics',
      'http://[::ffff:172.16.0.1]/c.ics',
    ]) {
      const refused = await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url, name: 'Airbnb' }, 'ar');
      expect(`${url} ${refused.statusCode} ${JSON.stringify(refused.json())}`).toBe(
        `${url} 400 ${JSON.stringify({ url: ['هذا العنوان على شبكة محلية أو خاصة، ولا يمكن استيراد إلا التقويمات المنشورة على الإنترنت.'] })}`,
      );
    }
    const bad = await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: 'ftp://example.com/c.ics', name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['This field is required.'],
      url: ["Enter the calendar's address as its site gives it, starting with https:// (or http://)."],
    });

    // 127.0.0.1 is allowed (ICAL_ALLOWED_HOSTS); its redirect to localhost (the same machine, not allowed) is not followed.
    const path = `/redirect-${hut}.ics`;
    const target = `/secret-${hut}.ics`;
    feeds.serve(target, icsOf([{ from: '2026-08-01', to: '2026-08-02' }]));
    feeds.serve(path, (_request, response) => response.writeHead(302, { location: `http://localhost:${feeds.port}${target}` }).end());
    const added = await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(path), name: 'Airbnb' });
    expect(added.json()).toMatchObject({ blocks: [], last_sync: { outcome: 'failed', error: 'private' } });
    expect(feeds.hits(target)).toBe(0);

    // A redirect to an allowed host is followed.
    feeds.serve(path, (_request, response) => response.writeHead(301, { location: target }).end());
    const synced = (await call('POST', `/api/dashboard/huts/${hut}/channels/sync/`)).json();
    expect(synced.imports[0]).toMatchObject({ blocks: [{ date_from: '2026-08-01', date_to: '2026-08-01' }], last_sync: { outcome: 'ok' } });
  });

  test('two instances syncing at once read each calendar once', async () => {
    const hut = (await makeHut(t.db)).id;
    const paths = [1, 2, 3, 4].map((n) => `/pair-${hut}-${n}.ics`);
    for (const path of paths)
      feeds.serve(path, (_request, response) => {
        setTimeout(() => response.writeHead(200).end(icsOf([{ from: '2026-09-01', to: '2026-09-03' }])), 150);
      });
    await t.db.execute(sql`INSERT INTO hut_channels (hut_id, name, url, next_sync_at)
      SELECT ${hut}::int, 'Feed', u, ${clock.now().toISOString()}::timestamptz FROM unnest(${`{${paths.map((p) => feeds.url(p)).join(',')}}`}::text[]) AS u`);
    const instance = () =>
      createChannelSync({ db: t.db, clock, timeZone: t.config.timeZone, log: t.app.log, syncMinutes: 10, allowedHosts: ['127.0.0.1'] });
    const [a, b] = [instance(), instance()];
    const [doneA, doneB] = await Promise.all([a.runOnce({ hutId: hut }), b.runOnce({ hutId: hut })]);
    expect(doneA + doneB).toBe(4);
    expect(paths.map((path) => feeds.hits(path))).toEqual([1, 1, 1, 1]);
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM hut_channel_syncs s JOIN hut_channels c ON c.id = s.channel_id WHERE c.hut_id = ${hut}::int`,
    );
    expect(count).toBe(4);
    // None is due again before ICAL_SYNC_MINUTES.
    expect(await a.runOnce({ hutId: hut })).toBe(0);
  });

  test('staff remove an import: its nights open again; another hut, a guest and no token are refused', async () => {
    const hut = (await makeHut(t.db)).id;
    feeds.serve(`/gone-${hut}.ics`, icsOf([{ from: '2026-03-15', to: '2026-03-16' }]));
    const id = (await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(`/gone-${hut}.ics`), name: 'Airbnb' })).json()
      .id;
    expect(await available(hut, '2026-03-15', '2026-03-15')).toEqual({ '2026-03-15': false });
    expect(
      (await call('POST', `/api/dashboard/huts/${hut}/channels/`, { url: feeds.url(`/gone-${hut}.ics`), name: 'Again' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/dashboard/huts/${hut + 999}/channels/${id}/`)).statusCode).toBe(404);
    const guest = staffCaller(t, await makeUser(t.db));
    expect((await guest('DELETE', `/api/dashboard/huts/${hut}/channels/${id}/`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboard/huts/${hut}/channels/` })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/dashboard/huts/${hut}/channels/${id}/`)).statusCode).toBe(204);
    expect(await available(hut, '2026-03-15', '2026-03-15')).toEqual({ '2026-03-15': true });
    expect((await call('GET', `/api/dashboard/huts/${hut + 999}/channels/`)).statusCode).toBe(404);
  });
});
