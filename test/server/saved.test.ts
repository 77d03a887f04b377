import { eq, sql } from 'drizzle-orm';
import { events, huts, savedItems, services } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { hashPassword } from '../../src/server/lib/passwords';
import { SAVED_LIMIT } from '../../src/shared/schemas/saved';
import { staffCaller } from '../helpers/server/dashboard';
import { makeHut } from '../helpers/server/booking';
import { readZip } from '../helpers/server/zipRead';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-04-02T08:00:00.000Z');
let t: TestApp;
let eventId: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  [{ id: eventId }] = await t.db.select({ id: events.id }).from(events).where(eq(events.isActive, true)).limit(1);
  [{ id: serviceId }] = await t.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(1);
}, 120_000);
afterAll(() => t?.close());

const savedOf = async (as: ReturnType<typeof staffCaller>) => (await as('GET', '/api/products/saved/')).json();
const refs = (items: { kind: string; id: number }[]) => items.map(({ kind, id }) => `${kind}:${id}`);

describe('Saved huts, events and services', () => {
  it('saves each once (201, then 200), lists them newest first with their titles, and removes them', async () => {
    const me = staffCaller(t, await makeUser(t.db));
    const hut = await makeHut(t.db, '2026-04-01', 30, { title: 'Coral Hut', titleAr: 'كوخ المرجان', mainImage: '/media/huts/coral.jpg' });
    const first = await me('PUT', `/api/products/saved/hut/${hut.id}/`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      kind: 'hut',
      id: hut.id,
      title: 'Coral Hut',
      title_ar: 'كوخ المرجان',
      image: '/media/huts/coral.jpg',
      saved_at: '2026-04-02T08:00:00.000Z',
    });
    expect((await me('PUT', `/api/products/saved/hut/${hut.id}/`)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await me('PUT', `/api/products/saved/event/${eventId}/`)).statusCode).toBe(201);
    clock.advance(1000);
    expect((await me('PUT', `/api/products/saved/service/${serviceId}/`)).statusCode).toBe(201);
    expect(refs(await savedOf(me))).toEqual([`service:${serviceId}`, `event:${eventId}`, `hut:${hut.id}`]);

    expect((await me('DELETE', `/api/products/saved/event/${eventId}/`)).statusCode).toBe(204);
    expect((await me('DELETE', `/api/products/saved/event/${eventId}/`)).statusCode).toBe(404);
    expect(refs(await savedOf(me))).toEqual([`service:${serviceId}`, `hut:${hut.id}`]);
  });

  it('keeps each guest’s list to themselves: another guest neither sees nor removes it', async () => {
    const me = staffCaller(t, await makeUser(t.db));
    const other = staffCaller(t, await makeUser(t.db));
    const hut = await makeHut(t.db);
    await me('PUT', `/api/products/saved/hut/${hut.id}/`);
    expect(await savedOf(other)).toEqual([]);
    expect((await other('DELETE', `/api/products/saved/hut/${hut.id}/`)).statusCode).toBe(404);
    expect(refs(await savedOf(me))).toEqual([`hut:${hut.id}`]);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/saved/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/products/saved/hut/${hut.id}/` })).statusCode).toBe(401);
  });

  it.each(['en', 'ar'] as const)('refuses unknown and hidden items, translated (%s); a hidden saved one leaves the list', async (lang) => {
    const me = staffCaller(t, await makeUser(t.db));
    const hidden = await makeHut(t.db, '2026-04-01', 30, { isActive: false });
    const unknown = await me('PUT', '/api/products/saved/hut/999999/', undefined, lang);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: lang === 'ar' ? 'لم يعد هذا متاحًا، لذا لا يمكن حفظه.' : 'This is not on offer any more, so it cannot be saved.',
    });
    expect((await me('PUT', `/api/products/saved/hut/${hidden.id}/`, undefined, lang)).statusCode).toBe(404);
    const bad = await me('PUT', '/api/products/saved/villa/1/', undefined, lang);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['kind']);

    const shown = await makeHut(t.db);
    await me('PUT', `/api/products/saved/hut/${shown.id}/`);
    await t.db.update(huts).set({ isActive: false }).where(eq(huts.id, shown.id));
    expect(await savedOf(me)).toEqual([]);
    await t.db.update(huts).set({ isActive: true }).where(eq(huts.id, shown.id));
    expect(refs(await savedOf(me))).toEqual([`hut:${shown.id}`]);
  });

  it('merges the browser’s list at sign-in: duplicates once, hidden and unknown left out, the whole list back', async () => {
    const owner = await makeUser(t.db);
    const me = staffCaller(t, owner);
    const [a, b, hidden] = [await makeHut(t.db), await makeHut(t.db), await makeHut(t.db, '2026-04-01', 30, { isActive: false })];
    await me('PUT', `/api/products/saved/hut/${a.id}/`);
    const merged = await me('POST', '/api/products/saved/merge/', {
      items: [
        { kind: 'hut', id: a.id },
        { kind: 'hut', id: b.id },
        { kind: 'hut', id: b.id },
        { kind: 'hut', id: hidden.id },
        { kind: 'hut', id: 999999 },
        { kind: 'event', id: eventId },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(refs(merged.json()).sort()).toEqual([`event:${eventId}`, `hut:${a.id}`, `hut:${b.id}`].sort());
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, owner.id))).toHaveLength(3);

    // Merging the same list again changes nothing.
    const again = await me('POST', '/api/products/saved/merge/', { items: [{ kind: 'hut', id: b.id }] });
    expect(again.json()).toHaveLength(3);
    const tooMany = await me('POST', '/api/products/saved/merge/', {
      items: Array.from({ length: SAVED_LIMIT + 1 }, (_, index) => ({ kind: 'hut', id: index + 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('the data export lists the saved items, and deleting the account removes them', async () => {
    const password = 'correct horse battery';
    const user = await makeUser(t.db, { passwordHash: await hashPassword(password) });
    const me = staffCaller(t, user);
    const hut = await makeHut(t.db);
    await me('PUT', `/api/products/saved/hut/${hut.id}/`);
    expect((await me('POST', '/user-info/export/')).statusCode).toBe(202);
    await t.app.privacy.drain();
    const [exported] = await rows<{ token: string }>(t.db, sql`SELECT token FROM data_exports WHERE user_id = ${user.id}`);
    const download = await me('GET', `/user-info/export/${exported.token}/`);
    const data = JSON.parse(readZip(download.rawPayload).get('my-data.json')!.toString('utf8'));
    expect(data.saved_items).toEqual([{ kind: 'hut', id: hut.id, saved_at: expect.any(String) }]);

    expect((await me('DELETE', '/user-info/', { password })).statusCode).toBe(204);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, user.id))).toEqual([]);
  });
});
