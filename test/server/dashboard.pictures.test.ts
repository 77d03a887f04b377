import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UserRow } from '../../src/server/db/schema';
import { multipart } from '../helpers/server/accounts';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Pictures of events and services: the same manager as a hut's (upload, order, cover, remove). PGlite and PostgreSQL.
let t: TestApp;
let admin: UserRow;
let supplier: UserRow;
let call: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin' });
  supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', companyName: 'Reef Co' });
  call = staffCaller(t, admin);
}, 120_000);
afterAll(() => t?.close());

const upload = async (area: string, id: number, width: number) => {
  const content = await sharp({ create: { width, height: width / 2, channels: 3, background: '#148' } })
    .jpeg()
    .toBuffer();
  const form = multipart({}, [{ name: 'image', filename: 'p.jpg', contentType: 'image/jpeg', content }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/dashboard/${area}/${id}/images/`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
  });
};
const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Night dive',
  title_ar: 'غوص ليلي',
  description: 'Under the stars.',
  description_ar: 'تحت النجوم.',
  image: null,
  location: 'Jetty',
  location_ar: 'الرصيف',
  hut_id: null,
  supplier_id: null,
  is_active: true,
  includes: [],
  notes: [],
  ...extra,
});
const serviceBody = (extra: Record<string, unknown> = {}) => ({
  supplier_id: supplier.id,
  hut_id: null,
  title: 'Boat trip',
  title_ar: 'رحلة قارب',
  description: 'Around the bay.',
  description_ar: 'حول الخليج.',
  image: null,
  price: '120.00',
  capacity: 8,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 4,
  is_active: true,
  ...extra,
});

describe.each([
  [
    'events',
    () => eventBody(),
    (id: number) => `/api/products/events-details/web/${id}/`,
    { price: '50.00', min_purchasable_quantity: 1, max_purchasable_quantity: 4 },
  ],
  ['services', () => serviceBody(), (id: number) => `/api/products/services/${id}/`, { price: null }],
])('%s pictures', (area, body, publicUrl, session) => {
  it('uploads several WebP pictures, orders them, chooses the cover, removes one; guests get them for srcset', async () => {
    const owner = (await call('POST', `/api/dashboard/${area}/`, body())).json();
    expect(owner).toMatchObject({ image: null, images: [] });
    // Guests see only what has an upcoming date.
    expect(
      (await call('POST', `/api/dashboard/${area}/${owner.id}/sessions/`, { date: '2027-06-01', capacity: 5, ...session })).statusCode,
    ).toBe(201);
    const first = await upload(area, owner.id, 2000);
    expect(first.statusCode).toBe(201);
    const [picture] = first.json().images;
    expect(picture).toMatchObject({ width: 1600, height: 800, variants: [{ width: 480 }, { width: 960 }, { width: 1600 }] });
    expect(first.json().image).toBe(picture.image); // the first picture is the cover
    const second = (await upload(area, owner.id, 800)).json();
    const ids = second.images.map((row: { id: number }) => row.id);
    expect(ids).toHaveLength(2);

    const reordered = await call('PUT', `/api/dashboard/${area}/${owner.id}/images/order/`, { ids: [...ids].reverse() });
    expect(reordered.json().images.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect((await call('PUT', `/api/dashboard/${area}/${owner.id}/images/order/`, { ids: [ids[0]] })).json()).toMatchObject({
      code: 'stale',
    });
    const cover = (await call('PUT', `/api/dashboard/${area}/${owner.id}/cover/`, { image_id: ids[1] })).json();
    expect(cover.image).toBe(second.images[1].image);
    // Saving the form does not undo the cover chosen with the pictures.
    const saved = await call('PUT', `/api/dashboard/${area}/${owner.id}/`, { ...body(), version: cover.version });
    expect(saved.json().image).toBe(second.images[1].image);

    const guest = await t.app.inject({ url: publicUrl(owner.id) });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().image).toBe(second.images[1].image);
    expect(guest.json().images.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect(guest.json().images[1]).toEqual(picture);

    const removed = await call('DELETE', `/api/dashboard/${area}/${owner.id}/images/${ids[1]}/`);
    expect(removed.json()).toMatchObject({ image: picture.image, images: [{ id: ids[0] }] });
    expect(existsSync(path.join(t.config.dataDir, second.images[1].variants[0].url))).toBe(false);
    expect((await call('DELETE', `/api/dashboard/${area}/${owner.id}/images/${ids[1]}/`)).statusCode).toBe(404);
    const kind = area.replace(/s$/, '');
    expect((await auditRows(t, area)).filter((row) => row.entity_type === `${kind}_image`).map((row) => row.action)).toEqual([
      'upload',
      'upload',
      'delete',
    ]);
  });

  it('keeps the picture chosen in the new form as the first picture, refuses a non-image, and is for staff and the owning supplier only', async () => {
    const content = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#148' } })
      .png()
      .toBuffer();
    const picked = multipart({}, [{ name: 'image', filename: 'p.png', contentType: 'image/png', content }]);
    const { image } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/catalogue/images/',
        payload: picked.payload,
        headers: { ...picked.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
      })
    ).json();
    const owner = (await call('POST', `/api/dashboard/${area}/`, { ...body(), image })).json();
    expect(owner).toMatchObject({ image, images: [{ image }] });
    const form = multipart({}, [{ name: 'image', filename: 'p.jpg', contentType: 'image/jpeg', content: Buffer.from('not a picture') }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/${area}/${owner.id}/images/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}`, 'accept-language': 'ar' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().image[0]).toMatch(/[\u0600-\u06FF]/);
    // The service is the supplier's own; the event is the resort's (no supplier), so not theirs to see.
    const asSupplier = await staffCaller(t, supplier)('PUT', `/api/dashboard/${area}/${owner.id}/cover/`, { image_id: owner.images[0].id });
    expect(asSupplier.statusCode).toBe(area === 'services' ? 200 : 404);
    const guest = await makeUser(t.db);
    expect(
      (await staffCaller(t, guest)('PUT', `/api/dashboard/${area}/${owner.id}/cover/`, { image_id: owner.images[0].id })).statusCode,
    ).toBe(403);
  });
});
