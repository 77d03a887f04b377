import sharp from 'sharp';
import type { UserRow } from '../../src/server/db/schema';
import { multipart } from '../helpers/server/accounts';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { auditRows, staffCaller, tableCounts } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Items, events, services and promo codes from the back office. Runs on PGlite and PostgreSQL.
let t: TestApp;
let admin: UserRow;
let guest: UserRow;
let call: ReturnType<typeof staffCaller>;
let hutId: number;
const asGuest = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin' });
  guest = await makeUser(t.db);
  call = staffCaller(t, admin);
  hutId = (await makeHut(t.db, '2026-03-01', 60)).id;
}, 120_000);
afterAll(() => t?.close());

/** A held booking of the hut with these tickets; each takes its own two nights around 03-11 (tickets are dated 03-11). */
async function heldBooking(extra: Record<string, unknown>) {
  const ownHut = (await makeHut(t.db, '2026-03-01', 60)).id;
  const body = stay(ownHut, '2026-03-10', '2026-03-12', extra);
  const created = await asGuest('POST', '/api/products/booking/', body);
  expect(created.statusCode).toBe(201);
  const held = await asGuest('PUT', `/api/products/booking/update/${created.json().id}/`, { ...body, status: 'confirmed' });
  expect([held.statusCode, held.json()]).toEqual([200, expect.anything()]);
  return created.json();
}

describe('special items', () => {
  const item = (extra: Record<string, unknown> = {}) => ({
    hut_id: hutId,
    title: 'Fruit basket',
    title_ar: 'سلة فواكه',
    image: null,
    price: '45.00',
    capacity: 10,
    min_purchasable_quantity: 1,
    max_purchasable_quantity: 5,
    is_active: true,
    ...extra,
  });

  it('keeps stock at or above what bookings hold, refuses bad input per field, audits', async () => {
    const before = await tableCounts(t, ['ken_items', 'audit_log']);
    const bad = await call('POST', '/api/dashboard/items/', item({ title: '', max_purchasable_quantity: 0 }), 'ar');
    expect(Object.keys(bad.json()).sort()).toEqual(['max_purchasable_quantity', 'title']);
    const inverted = await call('POST', '/api/dashboard/items/', item({ min_purchasable_quantity: 4, max_purchasable_quantity: 2 }));
    expect(inverted.json()).toEqual({ max_purchasable_quantity: ['The maximum must be at least the minimum.'] });
    expect(await tableCounts(t, ['ken_items', 'audit_log'])).toEqual(before);

    const created = (await call('POST', '/api/dashboard/items/', item())).json();
    await heldBooking({ special_items: [{ item: created.id, quantity: 3 }], hut: hutId });
    const below = await call('PUT', `/api/dashboard/items/${created.id}/`, item({ capacity: 2, version: 1 }));
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ detail: 'Capacity cannot be less than the 3 already sold.', code: 'below_sold' });
    const ok = await call('PUT', `/api/dashboard/items/${created.id}/`, item({ capacity: 3, version: 1 }));
    expect(ok.json()).toMatchObject({ capacity: 3, sold: 3, version: 2 });
    expect((await auditRows(t, 'items')).map((row) => row.action)).toEqual(['create', 'update']);
  });
});

describe('event and service sessions', () => {
  it('refuses seats below those sold; cancelling a session with tickets cancels them and closes it', async () => {
    const { eventId, dateId } = await makeEventDate(t.db, '2026-03-11', 20);
    await heldBooking({ events: [{ event: eventId, quantity: 4, date: dateId }] });
    const event = (await call('GET', `/api/dashboard/events/${eventId}/`)).json();
    expect(event.sessions).toEqual([expect.objectContaining({ id: dateId, sold: 4, capacity: 20, version: 1 })]);
    const session = {
      date: '2026-03-11',
      price: '100.00',
      capacity: 3,
      min_purchasable_quantity: 1,
      max_purchasable_quantity: 10,
      version: 1,
    };
    const below = await call('PUT', `/api/dashboard/events/${eventId}/sessions/${dateId}/`, session, 'ar');
    expect(below.statusCode).toBe(409);
    expect(below.json().detail).toContain('٤'); // Arabic-Indic digits inside Arabic messages
    const cancel = await call('DELETE', `/api/dashboard/events/${eventId}/sessions/${dateId}/`);
    expect(cancel.statusCode).toBe(200);
    // The unpaid hold's tickets are cancelled (nothing to refund); the session stays, closed, for their history.
    expect(cancel.json().sessions).toEqual([expect.objectContaining({ id: dateId, sold: 0, capacity: 0 })]);

    const added = await call('POST', `/api/dashboard/events/${eventId}/sessions/`, {
      date: '2026-03-20',
      price: '120.00',
      capacity: 8,
      min_purchasable_quantity: 1,
      max_purchasable_quantity: 4,
    });
    const fresh = added.json().sessions.find((row: { date: string }) => row.date === '2026-03-20');
    expect((await call('DELETE', `/api/dashboard/events/${eventId}/sessions/${fresh.id}/`)).json().sessions).toHaveLength(1);

    const { serviceId, dateId: serviceDateId } = await makeServiceDate(t.db, '2026-03-11', 10);
    await heldBooking({ services: [{ service: serviceId, quantity: 2, date: serviceDateId }] });
    const serviceBelow = await call('PUT', `/api/dashboard/services/${serviceId}/sessions/${serviceDateId}/`, {
      date: '2026-03-11',
      price: null,
      capacity: 1,
      version: 1,
    });
    expect(serviceBelow.json()).toMatchObject({ code: 'below_sold' });
    expect((await call('DELETE', `/api/dashboard/services/${serviceId}/sessions/${serviceDateId}/`)).json().sessions).toEqual([
      expect.objectContaining({ sold: 0, capacity: 0 }),
    ]);
    expect((await auditRows(t, 'events')).map((row) => `${row.action} ${row.entity_type}`)).toEqual([
      'cancel event_session',
      'create event_session',
      'cancel event_session',
    ]);
  });

  it('creates an event with bilingual includes and notes, a hut, a supplier and a picture', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', companyName: 'Reef Co' });
    const options = (await call('GET', '/api/dashboard/catalogue/options/')).json();
    expect(options.suppliers.map((row: { id: number }) => row.id)).toContain(supplier.id);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#148' } })
      .png()
      .toBuffer();
    const form = multipart({}, [{ name: 'image', filename: 'e.png', contentType: 'image/png', content: png }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/catalogue/images/',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
    });
    expect(uploaded.json()).toMatchObject({ width: 1200, height: 800, variants: [{ width: 480 }, { width: 960 }, { width: 1200 }] });
    const body = {
      title: 'Night dive',
      title_ar: 'غوص ليلي',
      description: 'Under the stars.',
      description_ar: 'تحت النجوم.',
      image: uploaded.json().image,
      location: 'Jetty',
      location_ar: 'الرصيف',
      hut_id: hutId,
      supplier_id: supplier.id,
      is_active: true,
      includes: [{ icon: 'mask', description: 'Mask and fins', description_ar: 'قناع وزعانف' }],
      notes: [{ description: 'Swimmers only', description_ar: 'للسباحين فقط' }],
    };
    const created = await call('POST', '/api/dashboard/events/', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, sessions: [], version: 1 });
    const bare = await call('POST', '/api/dashboard/events/', {
      ...body,
      image: null,
      hut_id: null,
      supplier_id: null,
      includes: [{ icon: null, description: 'Water', description_ar: 'ماء' }],
    });
    expect(bare.json()).toMatchObject({ image: null, hut_id: null, supplier_id: null, includes: [{ icon: null }] });
    const guestSupplier = await call('POST', '/api/dashboard/events/', { ...body, supplier_id: guest.id });
    expect(guestSupplier.json()).toEqual({ supplier_id: ['Choose an approved supplier.'] });
  });
});

describe('promo codes', () => {
  it('lists each code with the bookings that used it and enforces the usage limit', async () => {
    const body = { code: 'SUMMER10', percentage: 10, valid_from: null, valid_to: null, usage_limit: 1, huts: [hutId], is_active: true };
    const created = await call('POST', '/api/dashboard/promos/', body);
    expect(created.json()).toMatchObject({ ...body, uses_count: 0, version: 1 });
    expect((await call('POST', '/api/dashboard/promos/', { ...body, code: 'summer10' })).json()).toEqual({
      code: ['A promo code with this text already exists.'],
    });
    expect((await call('POST', '/api/dashboard/promos/', { ...body, code: 'X1', percentage: 0 })).statusCode).toBe(400);
    const backwards = await call('POST', '/api/dashboard/promos/', {
      ...body,
      code: 'LATER',
      valid_from: '2026-05-02',
      valid_to: '2026-05-01',
    });
    expect(Object.keys(backwards.json())).toEqual(['valid_to']);

    await heldBooking({ promocode: 'SUMMER10', hut: hutId, date: { date_from: '2026-03-20', date_to: '2026-03-22' } });
    const listed = (await call('GET', '/api/dashboard/promos/?search=summer')).json();
    expect(listed.results).toEqual([expect.objectContaining({ code: 'SUMMER10', uses_count: 1 })]);
    const again = await asGuest('POST', '/api/products/booking/', stay(hutId, '2026-04-10', '2026-04-12', { promocode: 'SUMMER10' }));
    expect(again.json()).toEqual({
      promocode: ['This promo code has been used as many times as it allows. Book without it or use another code.'],
    });

    const saved = await call('PUT', `/api/dashboard/promos/${created.json().id}/`, { ...body, usage_limit: 5, version: 1 });
    expect(saved.json()).toMatchObject({ usage_limit: 5, version: 2 });
    expect((await call('PUT', `/api/dashboard/promos/${created.json().id}/`, { ...body, version: 1 })).json()).toMatchObject({
      code: 'stale',
    });
    expect((await auditRows(t, 'promos')).map((row) => row.action)).toEqual(['create', 'update']);
  });
});
