import sharp from 'sharp';
import { promoCodeHuts, promoCodes, type UserRow } from '../../src/server/db/schema';
import { multipart } from '../helpers/server/accounts';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// The supplier portal: a supplier's catalogue is the staff routes scoped to their own rows, plus their
// tickets and sales. Runs on PGlite and PostgreSQL.
let t: TestApp;
let admin: UserRow;
let supplierA: UserRow;
let supplierB: UserRow;
let guest: UserRow;
let asA: ReturnType<typeof staffCaller>;
let asB: ReturnType<typeof staffCaller>;
let asAdmin: ReturnType<typeof staffCaller>;
let png: Buffer;

const service = (extra: Record<string, unknown> = {}) => ({
  supplier_id: 1,
  hut_id: null,
  title: 'Reef snorkel',
  title_ar: 'غطس الشعاب',
  description: 'Two hours on the reef.',
  description_ar: 'ساعتان على الشعاب.',
  image: null,
  price: '80.00',
  capacity: 10,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 5,
  is_active: true,
  ...extra,
});
const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Night dive',
  title_ar: 'غوص ليلي',
  description: '',
  description_ar: '',
  image: null,
  location: 'Pier',
  location_ar: 'الرصيف',
  hut_id: null,
  supplier_id: null,
  is_active: true,
  includes: [],
  notes: [],
  ...extra,
});
const eventSession = { date: '2026-03-11', price: '100.00', capacity: 10, min_purchasable_quantity: 1, max_purchasable_quantity: 5 };

/** One service and one event, each with a session on 2026-03-11, made by `as` through the API. */
async function catalogueOf(as: ReturnType<typeof staffCaller>) {
  const made = (await as('POST', '/api/dashboard/services/', service())).json();
  const withSession = (
    await as('POST', `/api/dashboard/services/${made.id}/sessions/`, { date: '2026-03-11', price: null, capacity: 10 })
  ).json();
  const withPicture = await as('POST', `/api/dashboard/services/${made.id}/images/`, undefined, 'en', {});
  expect(withPicture.statusCode).toBe(400); // no file: refused, the real upload is below
  const ev = (await as('POST', '/api/dashboard/events/', event())).json();
  const evWithSession = (await as('POST', `/api/dashboard/events/${ev.id}/sessions/`, eventSession)).json();
  return {
    serviceId: made.id as number,
    serviceSession: withSession.sessions[0].id as number,
    eventId: ev.id as number,
    eventSession: evWithSession.sessions[0].id as number,
  };
}

async function upload(user: UserRow, url: string) {
  const form = multipart({}, [{ name: 'image', filename: 'a.png', contentType: 'image/png', content: png }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(user)}` },
  });
}

/**
 * A guest's booking of `quantity` seats of the service session (with two nights of a 60.00 hut), paid through the
 * sandbox card; `refunded`: then cancelled by staff with everything paid given back (a refund that went through).
 */
async function guestBuys(
  serviceId: number,
  dateId: number,
  quantity: number,
  status: 'paid' | 'refunded' = 'paid',
  extra: { promocode?: string; hutId?: number } = {},
) {
  const hut = extra.hutId ?? (await makeHut(t.db, '2026-03-01', 60)).id;
  const body = stay(hut, '2026-03-10', '2026-03-12', {
    services: [{ service: serviceId, quantity, date: dateId }],
    ...(extra.promocode ? { promocode: extra.promocode } : {}),
  });
  const headers = { authorization: `Bearer ${t.tokenFor(guest)}` };
  const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  await t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers });
  const checkout = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers });
  const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  const pay = await t.app.inject({
    method: 'PUT',
    url: `/api/products/bookings-pay/${id}/`,
    payload: { checkout_id: checkout.json().checkout_id, ...card },
    headers,
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  if (status === 'refunded') {
    const cancel = await asAdmin('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'full', reason: 'Weather' });
    expect(cancel.statusCode).toBe(200);
    await t.app.refundJobs.runOnce(); // the refund worker gives it back
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin' });
  supplierA = await makeUser(t.db, {
    role: 'supplier',
    supplierStatus: 'approved',
    fullName: 'Amal Diving',
    companyName: 'Amal Diving Co',
  });
  supplierB = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', fullName: 'Badr Boats' });
  guest = await makeUser(t.db, { fullName: 'Huda Saleh', email: 'huda.private@example.test', phone: '+966512345678' });
  asA = staffCaller(t, supplierA);
  asB = staffCaller(t, supplierB);
  asAdmin = staffCaller(t, admin);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

describe("a supplier's catalogue", () => {
  it('is their own whatever the form says: the owner is the signed-in supplier', async () => {
    const made = await asA('POST', '/api/dashboard/services/', service({ supplier_id: supplierB.id }));
    expect([made.statusCode, made.json().supplier_id]).toEqual([201, supplierA.id]);
    const ev = await asA('POST', '/api/dashboard/events/', event({ supplier_id: supplierB.id }));
    expect([ev.statusCode, ev.json().supplier_id]).toEqual([201, supplierA.id]);
    const options = (await asA('GET', '/api/dashboard/catalogue/options/')).json();
    expect(options.suppliers.map((row: { id: number }) => row.id)).toEqual([supplierA.id]);
  });

  it("never shows or changes another supplier's services, events, sessions, pictures or tickets (404)", async () => {
    const b = await catalogueOf(asB);
    const a = await catalogueOf(asA);
    const bPicture = (await upload(supplierB, `/api/dashboard/services/${b.serviceId}/images/`)).json().images[0].id;
    const forbidden: [string, string, object?][] = [
      ['GET', `/api/dashboard/services/${b.serviceId}/`],
      ['PUT', `/api/dashboard/services/${b.serviceId}/`, service({ version: 1 })],
      ['POST', `/api/dashboard/services/${b.serviceId}/sessions/`, { date: '2026-03-12', price: null, capacity: 3 }],
      [
        'PUT',
        `/api/dashboard/services/${b.serviceId}/sessions/${b.serviceSession}/`,
        { date: '2026-03-11', price: null, capacity: 3, version: 1 },
      ],
      ['DELETE', `/api/dashboard/services/${b.serviceId}/sessions/${b.serviceSession}/`],
      ['GET', `/api/dashboard/services/${b.serviceId}/sessions/${b.serviceSession}/tickets/`],
      ['PUT', `/api/dashboard/services/${b.serviceId}/images/order/`, { ids: [bPicture] }],
      ['PUT', `/api/dashboard/services/${b.serviceId}/cover/`, { image_id: bPicture }],
      ['DELETE', `/api/dashboard/services/${b.serviceId}/images/${bPicture}/`],
      ['GET', `/api/dashboard/events/${b.eventId}/`],
      ['PUT', `/api/dashboard/events/${b.eventId}/`, event({ version: 1 })],
      ['POST', `/api/dashboard/events/${b.eventId}/sessions/`, eventSession],
      ['PUT', `/api/dashboard/events/${b.eventId}/sessions/${b.eventSession}/`, { ...eventSession, version: 1 }],
      ['DELETE', `/api/dashboard/events/${b.eventId}/sessions/${b.eventSession}/`],
      ['GET', `/api/dashboard/events/${b.eventId}/sessions/${b.eventSession}/tickets/`],
      // A's own item with B's session: the pair must match.
      ['GET', `/api/dashboard/services/${a.serviceId}/sessions/${b.serviceSession}/tickets/`],
      [
        'PUT',
        `/api/dashboard/services/${a.serviceId}/sessions/${b.serviceSession}/`,
        { date: '2026-03-11', price: null, capacity: 3, version: 1 },
      ],
    ];
    for (const [method, url, body] of forbidden) {
      const answer = await asA(method as 'GET', url, body, 'ar');
      expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
    }
    for (const url of [`/api/dashboard/services/${b.serviceId}/images/`, `/api/dashboard/events/${b.eventId}/images/`]) {
      expect([url, (await upload(supplierA, url)).statusCode]).toEqual([url, 404]);
    }
    // Nothing of B's moved.
    const bService = (await asB('GET', `/api/dashboard/services/${b.serviceId}/`)).json();
    expect(bService).toMatchObject({
      version: 1,
      images: [{ id: bPicture }],
      sessions: [{ id: b.serviceSession, capacity: 10, version: 1 }],
    });
    expect((await asB('GET', `/api/dashboard/events/${b.eventId}/`)).json()).toMatchObject({
      version: 1,
      sessions: [{ id: b.eventSession, capacity: 10 }],
    });

    // Lists hold only their own rows; search cannot reach another's.
    const aServices = (await asA('GET', '/api/dashboard/services/?status=all')).json();
    expect(aServices.results.length).toBeGreaterThan(0);
    expect(aServices.results.every((row: { supplier_name: string }) => row.supplier_name === 'Amal Diving Co')).toBe(true);
    expect((await asA('GET', '/api/dashboard/services/?search=Badr')).json().count).toBe(0);
    const aEvents = (await asA('GET', '/api/dashboard/events/')).json().results.map((row: { id: number }) => row.id);
    expect(aEvents).toContain(a.eventId);
    expect(aEvents).not.toContain(b.eventId);

    // Their own: every write goes through, pictures included.
    expect((await upload(supplierA, `/api/dashboard/events/${a.eventId}/images/`)).statusCode).toBe(201);
    const saved = await asA('PUT', `/api/dashboard/services/${a.serviceId}/`, service({ title: 'Reef snorkel at dawn', version: 1 }));
    expect(saved.json()).toMatchObject({ title: 'Reef snorkel at dawn', supplier_id: supplierA.id, version: 2 });
  });

  it("lets staff see and edit every supplier's items, and pick the owner", async () => {
    const a = (await asA('POST', '/api/dashboard/services/', service({ title: 'Kayak' }))).json();
    expect((await asAdmin('GET', '/api/dashboard/services/?search=Kayak')).json().count).toBe(1);
    const moved = await asAdmin(
      'PUT',
      `/api/dashboard/services/${a.id}/`,
      service({ title: 'Kayak tour', supplier_id: supplierB.id, version: 1 }),
    );
    expect(moved.json()).toMatchObject({ title: 'Kayak tour', supplier_id: supplierB.id });
    expect((await asA('GET', `/api/dashboard/services/${a.id}/`)).statusCode).toBe(404);
    expect((await asB('GET', `/api/dashboard/services/${a.id}/`)).statusCode).toBe(200);
  });
});

describe('tickets and sales', () => {
  it('shows the guest display name and quantity of each ticket, nothing more, and refuses capacity below sold', async () => {
    const a = await catalogueOf(asA);
    await guestBuys(a.serviceId, a.serviceSession, 3);
    const tickets = await asA('GET', `/api/dashboard/services/${a.serviceId}/sessions/${a.serviceSession}/tickets/`);
    expect(tickets.json()).toEqual({
      results: [{ id: expect.any(Number), guest_name: 'Huda Saleh', quantity: 3, state: 'paid' }],
      quantity: 3,
    });
    expect(tickets.body).not.toMatch(/huda\.private|966512345678/);
    expect((await asAdmin('GET', `/api/dashboard/services/${a.serviceId}/sessions/${a.serviceSession}/tickets/`)).json().quantity).toBe(3);

    const below = await asA(
      'PUT',
      `/api/dashboard/services/${a.serviceId}/sessions/${a.serviceSession}/`,
      { date: '2026-03-11', price: null, capacity: 2, version: 1 },
      'ar',
    );
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'below_sold', detail: expect.stringMatching(/[٣3]/) });
  });

  it("sums a supplier's own sales per month: tickets, gross, refunds, net and its VAT", async () => {
    const seller = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
    const as = staffCaller(t, seller);
    const made = await catalogueOf(as);
    await guestBuys(made.serviceId, made.serviceSession, 2); // 2 × 80.00
    await guestBuys(made.serviceId, made.serviceSession, 1, 'refunded'); // 80.00 back
    const sales = (await as('GET', '/api/dashboard/supplier/sales/')).json();
    // 160.00 net includes 15 % VAT: 160 − 160 / 1.15 = 20.87.
    expect(sales).toEqual({ months: [{ month: '2026-03', tickets: 2, gross: '240.00', refunds: '80.00', net: '160.00', vat: '20.87' }] });
    const overview = (await as('GET', '/api/dashboard/supplier/overview/')).json();
    expect(overview.this_month).toEqual(sales.months[0]);
    expect(overview.upcoming).toEqual([
      expect.objectContaining({ kind: 'event', item_id: made.eventId, date: '2026-03-11', capacity: 10, sold: 0 }),
      expect.objectContaining({ kind: 'service', item_id: made.serviceId, session_id: made.serviceSession, sold: 2 }),
    ]);
    // Another supplier's figures are theirs alone.
    expect((await asB('GET', '/api/dashboard/supplier/sales/')).json()).toEqual({ months: [] });
    expect((await asAdmin('GET', '/api/dashboard/supplier/sales/')).statusCode).toBe(403);
  });
});

describe('pro-rata shares of the promo and the refunds', () => {
  it("gives each ticket its share of the booking's promo and of a partial refund, to the halala", async () => {
    const seller = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
    const as = staffCaller(t, seller);
    const made = await catalogueOf(as);
    const hut = await makeHut(t.db, '2026-03-01', 60);
    const [promo] = await t.db.insert(promoCodes).values({ code: 'SHARE10', percentage: 10 }).returning();
    await t.db.insert(promoCodeHuts).values({ promoCodeId: promo.id, hutId: hut.id });
    // Two nights at 500.00 = 1000.00 and 2 × 80.00 of the supplier's service = 160.00: subtotal 1160.00, promo 10 % =
    // 116.00, shared 1000 : 160 → nights 100.00, service 16.00; the guest paid 144.00 for the service.
    const id = await guestBuys(made.serviceId, made.serviceSession, 2, 'paid', { promocode: 'share10', hutId: hut.id });
    const before = (await as('GET', '/api/dashboard/supplier/sales/')).json().months[0];
    expect(before).toMatchObject({ tickets: 2, gross: '144.00', refunds: '0.00', net: '144.00' });
    // Staff give back 100.00 of the 1044.00 paid: 10000 × 900 / 1044 = 8620.69 and 10000 × 144 / 1044 = 1379.31 halalas;
    // the halala left goes to the larger remainder (the nights): 86.21 and 13.79.
    const refund = await asAdmin('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '100.00', reason: 'Late check-in' });
    expect(refund.statusCode).toBe(200);
    await t.app.refundJobs.runOnce();
    const after = (await as('GET', '/api/dashboard/supplier/sales/')).json().months[0];
    // 130.21 kept, VAT inside: 130.21 − 130.21 / 1.15 = 16.98.
    expect(after).toEqual({ month: '2026-03', tickets: 2, gross: '144.00', refunds: '13.79', net: '130.21', vat: '16.98' });
    // A refund of one halala goes whole to the line holding most: the nights (813.79 against 130.21), not the service.
    expect((await asAdmin('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '0.01', reason: 'Rounding' })).statusCode).toBe(200);
    await t.app.refundJobs.runOnce();
    expect((await as('GET', '/api/dashboard/supplier/sales/')).json().months[0]).toEqual(after);
    // Cancelled with the rest given back: the service's share is all it still held.
    const cancel = await asAdmin('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'full', reason: 'Storm' });
    expect(cancel.statusCode).toBe(200);
    await t.app.refundJobs.runOnce(); // the refund worker gives it back
    expect((await as('GET', '/api/dashboard/supplier/sales/')).json().months[0]).toMatchObject({
      tickets: 0,
      gross: '144.00',
      refunds: '144.00',
      net: '0.00',
    });
  });
});

describe('only approved suppliers', () => {
  it('refuses pending and rejected suppliers with the translated reason, and applies a decision at once', async () => {
    const pending = await makeUser(t.db, { role: 'supplier', supplierStatus: 'pending' });
    const asPending = staffCaller(t, pending);
    expect((await asPending('GET', '/api/dashboard/services/')).json()).toEqual({
      detail: "Your supplier account is awaiting the resort's approval.",
    });
    expect((await asPending('GET', '/api/dashboard/supplier/overview/', undefined, 'ar')).json()).toEqual({
      detail: 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.',
    });
    // Role checks run before validation: a bad body still gets the 403.
    expect((await asPending('POST', '/api/dashboard/services/', { nonsense: true })).statusCode).toBe(403);

    const decide = (user: UserRow, decision: 'approve' | 'reject', version: number, reason?: string) =>
      asAdmin('POST', `/api/dashboard/suppliers/${user.id}/decision/`, { decision, version, ...(reason ? { reason } : {}) });
    expect((await decide(pending, 'approve', pending.version)).statusCode).toBe(200);
    expect((await asPending('GET', '/api/dashboard/services/')).statusCode).toBe(200);
    expect((await decide(pending, 'reject', pending.version + 1, 'Licence expired')).statusCode).toBe(200);
    const refused = await asPending('GET', '/api/dashboard/services/');
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Your supplier application was not approved: Licence expired' }]);
    expect((await asPending('GET', '/api/dashboard/services/', undefined, 'ar')).json().detail).toBe(
      'لم تتم الموافقة على طلبك كمورّد: Licence expired',
    );
  });
});
