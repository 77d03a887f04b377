import sharp from 'sharp';
import type { UserRow } from '../../src/server/db/schema';
import { multipart } from '../helpers/server/accounts';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Issue 20, item 11: a new hut, event or service starts hidden from guests, staff see what it lacks
// (a picture, a price), and it reaches guests once staff show it.
let t: TestApp;
let admin: UserRow;
let call: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin' });
  call = staffCaller(t, admin);
}, 120_000);
afterAll(() => t?.close());

const picture = async () => {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  return multipart({}, [{ name: 'image', filename: 'p.png', contentType: 'image/png', content: png }]);
};
const publicHutIds = async () =>
  ((await t.app.inject({ url: '/api/products/huts-list/?page_size=50' })).json().results as { id: number }[]).map((hut) => hut.id);
/** The hut form as the staff screen sends it for a new hut (without is_active: the server's default). */
const newHut = {
  title: 'Coral Hut',
  title_ar: 'كوخ المرجان',
  description: 'By the reef.',
  description_ar: 'بجوار الشعاب.',
  size: 'large',
  max_persons_num: 6,
  max_kids_num: 2,
  bedrooms_num: 3,
  bathrooms_num: 2,
  check_in: '15:00',
  check_out: '12:00',
  latitude: null,
  longitude: null,
  address: '',
  address_ar: '',
  main_services: [],
  extra_services: [],
  activities: [],
};

describe('new huts start hidden', () => {
  it('creates a hut hidden, says what it lacks, keeps it from guests until staff show it', async () => {
    const created = await call('POST', '/api/dashboard/huts/', newHut);
    expect(created.statusCode).toBe(201);
    const hut = created.json();
    expect(hut).toMatchObject({ is_active: false, missing: ['picture', 'price'] });
    const row = (await call('GET', '/api/dashboard/huts/?status=inactive')).json().results.find((one: { id: number }) => one.id === hut.id);
    expect(row).toMatchObject({ is_active: false, missing: ['picture', 'price'] });
    expect(await publicHutIds()).not.toContain(hut.id);
    expect((await t.app.inject({ url: `/api/products/huts/${hut.id}/` })).statusCode).toBe(404);

    // A picture and a price: no longer lacking anything, still hidden until staff choose to show it.
    const form = await picture();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/huts/${hut.id}/images/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
    });
    expect(uploaded.json().missing).toEqual(['price']);
    expect(
      (
        await call('POST', `/api/dashboard/huts/${hut.id}/prices/`, {
          date_from: '2026-06-01',
          date_to: '2026-06-30',
          price: '500.00',
          weekend_price: null,
        })
      ).statusCode,
    ).toBe(201);
    const ready = (await call('GET', `/api/dashboard/huts/${hut.id}/`)).json();
    expect(ready).toMatchObject({ is_active: false, missing: [] });
    expect(await publicHutIds()).not.toContain(hut.id);

    const shown = await call('PUT', `/api/dashboard/huts/${hut.id}/`, { ...newHut, is_active: true, version: ready.version });
    expect(shown.json()).toMatchObject({ is_active: true, missing: [] });
    expect(await publicHutIds()).toContain(hut.id);
  });

  it('shows a hut at once only when staff ask for it on create', async () => {
    const hut = (await call('POST', '/api/dashboard/huts/', { ...newHut, is_active: true })).json();
    expect(hut).toMatchObject({ is_active: true, missing: ['picture', 'price'] });
    expect(await publicHutIds()).toContain(hut.id);
  });

  it('keeps the demo huts of the seed on show', async () => {
    const seeded = await createTestApp({ seed: true });
    try {
      const huts = (await seeded.app.inject({ url: '/api/products/huts-list/?page_size=50' })).json().results;
      expect(huts.length).toBeGreaterThan(0);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});

describe('new events and services start hidden', () => {
  it('creates an event hidden without picture or session, and lists it for guests once shown', async () => {
    const body = {
      title: 'Night dive',
      title_ar: 'غوص ليلي',
      description: '',
      description_ar: '',
      image: null,
      location: '',
      location_ar: '',
      hut_id: null,
      supplier_id: null,
      includes: [],
      notes: [],
    };
    const event = (await call('POST', '/api/dashboard/events/', body)).json();
    expect(event).toMatchObject({ is_active: false, missing: ['picture', 'price'] });
    const listed = (await call('GET', '/api/dashboard/events/')).json().results.find((one: { id: number }) => one.id === event.id);
    expect(listed).toMatchObject({ is_active: false, missing: ['picture', 'price'] });
    const session = { date: '2026-06-10', price: '120.00', capacity: 10, min_purchasable_quantity: 1, max_purchasable_quantity: 4 };
    expect((await call('POST', `/api/dashboard/events/${event.id}/sessions/`, session)).statusCode).toBe(201);
    const publicEvents = async () =>
      ((await t.app.inject({ url: '/api/products/events/?page_size=50' })).json().results as { id: number }[]).map((one) => one.id);
    expect(await publicEvents()).not.toContain(event.id);
    const form = await picture();
    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/events/${event.id}/images/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
    });
    const ready = (await call('GET', `/api/dashboard/events/${event.id}/`)).json();
    expect(ready).toMatchObject({ is_active: false, missing: [] });
    const shown = await call('PUT', `/api/dashboard/events/${event.id}/`, { ...body, is_active: true, version: ready.version });
    expect(shown.json()).toMatchObject({ is_active: true });
    expect(await publicEvents()).toContain(event.id);
  });

  it('creates a service hidden and says it lacks a picture', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', companyName: 'Reef Co' });
    const body = {
      supplier_id: supplier.id,
      hut_id: null,
      title: 'Boat trip',
      title_ar: 'رحلة قارب',
      description: '',
      description_ar: '',
      image: null,
      price: '200.00',
      capacity: 8,
      min_purchasable_quantity: 1,
      max_purchasable_quantity: 4,
    };
    const service = (await call('POST', '/api/dashboard/services/', body)).json();
    expect(service).toMatchObject({ is_active: false, missing: ['picture'] });
    expect((await t.app.inject({ url: `/api/products/services/${service.id}/` })).statusCode).toBe(404);
  });
});
