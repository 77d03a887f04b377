import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UserRow } from '../../src/server/db/schema';
import { multipart } from '../helpers/server/accounts';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller, tableCounts } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Staff hut endpoints: the form, the list, deletion rules and pictures. Runs on PGlite and PostgreSQL.
let t: TestApp;
let admin: UserRow;
let call: ReturnType<typeof staffCaller>;
const TABLES = ['huts', 'hut_features', 'hut_activities', 'hut_images', 'audit_log'];

export const hutForm = (extra: Record<string, unknown> = {}) => ({
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
  latitude: 22.1,
  longitude: 39.0,
  address: 'North beach',
  address_ar: 'الشاطئ الشمالي',
  is_active: true,
  main_services: [{ icon: '/media/icons/wifi.svg', description: 'Wi-Fi', description_ar: 'واي فاي' }],
  extra_services: [{ icon: '/media/icons/bbq.svg', description: 'Barbecue', description_ar: 'شواء' }],
  activities: [{ description: 'Snorkelling', description_ar: 'الغطس' }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin' });
  call = staffCaller(t, admin);
}, 120_000);
afterAll(() => t?.close());

describe('hut form', () => {
  it('creates a hut with every field in both languages, lists it, and audits the write', async () => {
    const created = await call('POST', '/api/dashboard/huts/', hutForm());
    expect(created.statusCode).toBe(201);
    const hut = created.json();
    expect(hut).toMatchObject({ ...hutForm(), version: 1, images: [], bookings_count: 0 });
    const list = await call('GET', '/api/dashboard/huts/?search=مرجان&status=active&sort=-created');
    expect(list.json().results.map((row: { id: number }) => row.id)).toEqual([hut.id]);
    // The list's "Created" column shows when the hut was created, not its number.
    expect(list.json().results[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await auditRows(t, 'huts')).toContainEqual(
      expect.objectContaining({ action: 'create', entity_id: String(hut.id), actor_id: admin.id }),
    );
    // Nulls stay null (the validator coerces types: an anyOf with null would have made them 0 or "").
    const unplaced = await call(
      'POST',
      '/api/dashboard/huts/',
      hutForm({ latitude: null, longitude: null, main_services: [{ icon: null, description: 'Towels', description_ar: 'مناشف' }] }),
    );
    expect(unplaced.json()).toMatchObject({ latitude: null, longitude: null, main_services: [{ icon: null }] });
    expect(
      (
        await call(
          'POST',
          '/api/dashboard/huts/',
          hutForm({ main_services: [{ icon: '/etc/passwd', description: 'x', description_ar: '' }] }),
        )
      ).statusCode,
    ).toBe(400);
    const inactive = await call('GET', '/api/dashboard/huts/?status=inactive');
    expect(inactive.json().results).toEqual([]);
  });

  it('refuses bad input field by field, translated, and writes nothing', async () => {
    const before = await tableCounts(t, TABLES);
    const bad = hutForm({ title: '', max_persons_num: 0, check_in: '25:00' });
    const en = await call('POST', '/api/dashboard/huts/', bad);
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json()).sort()).toEqual(['check_in', 'max_persons_num', 'title']);
    const ar = await call('POST', '/api/dashboard/huts/', bad, 'ar');
    expect(ar.json().title[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await tableCounts(t, TABLES)).toEqual(before);
  });

  it('gives one of two concurrent saves a 200 and the other a 409 stale', async () => {
    const hut = (await call('POST', '/api/dashboard/huts/', hutForm())).json();
    const [first, second] = await Promise.all([
      call('PUT', `/api/dashboard/huts/${hut.id}/`, hutForm({ title: 'First', version: 1 })),
      call('PUT', `/api/dashboard/huts/${hut.id}/`, hutForm({ title: 'Second', version: 1 })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'stale' });
    const saved = (await call('GET', `/api/dashboard/huts/${hut.id}/`)).json();
    expect(saved.version).toBe(2);
    expect(saved.title).toBe(first.statusCode === 200 ? 'First' : 'Second');
  });

  it('deactivates with the form and refuses to delete a hut that has bookings', async () => {
    const booked = await makeHut(t.db, '2026-03-01', 30);
    const guest = await makeUser(t.db);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/products/booking/',
      payload: stay(booked.id, '2026-03-10', '2026-03-12'),
      headers: { authorization: `Bearer ${t.tokenFor(guest)}` },
    });
    expect(booking.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/dashboard/huts/${booked.id}/?version=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This hut cannot be deleted: it has bookings (1). Deactivate it instead.');
    const form = (await call('GET', `/api/dashboard/huts/${booked.id}/`)).json();
    const { id: _id, images: _i, main_image: _m, bookings_count: _b, ...fields } = form;
    const off = await call('PUT', `/api/dashboard/huts/${booked.id}/`, { ...fields, is_active: false });
    expect(off.json()).toMatchObject({ is_active: false, version: 2 });
    expect((await t.app.inject({ url: `/api/products/huts/${booked.id}/` })).statusCode).toBe(404);

    const unbooked = (await call('POST', '/api/dashboard/huts/', hutForm())).json();
    expect((await call('DELETE', `/api/dashboard/huts/${unbooked.id}/?version=1`)).statusCode).toBe(204);
    expect((await call('GET', `/api/dashboard/huts/${unbooked.id}/`)).statusCode).toBe(404);
  });

  it('sorts by the name in the reader’s language', async () => {
    const tag = 'Sortcheck';
    await makeHut(t.db, '2026-03-01', 1, { title: `${tag} Azure`, titleAr: 'كوخ اللؤلؤ' });
    await makeHut(t.db, '2026-03-01', 1, { title: `${tag} Pearl`, titleAr: 'أزرق' });
    await makeHut(t.db, '2026-03-01', 1, { title: `${tag} coral`, titleAr: 'بيت المرجان' });
    const titles = async (lang: 'en' | 'ar', sort: string) =>
      (await call('GET', `/api/dashboard/huts/?search=${tag}&sort=${sort}`, undefined, lang))
        .json()
        .results.map((hut: { title: string; title_ar: string }) => (lang === 'ar' ? hut.title_ar : hut.title));
    expect(await titles('en', 'title')).toEqual([`${tag} Azure`, `${tag} coral`, `${tag} Pearl`]);
    expect(await titles('ar', 'title')).toEqual(['أزرق', 'بيت المرجان', 'كوخ اللؤلؤ']);
    expect(await titles('ar', '-title')).toEqual(['كوخ اللؤلؤ', 'بيت المرجان', 'أزرق']);
  });

  it('is for staff only', async () => {
    const guest = await makeUser(t.db);
    expect((await t.app.inject({ url: '/api/dashboard/huts/' })).statusCode).toBe(401);
    expect((await staffCaller(t, guest)('POST', '/api/dashboard/huts/', hutForm())).statusCode).toBe(403);
  });
});

describe('hut pictures', () => {
  const upload = (hutId: number, content: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => {
    const form = multipart({}, [{ name: 'image', filename, contentType, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/dashboard/huts/${hutId}/images/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(admin)}` },
    });
  };

  it('stores uploads as WebP web sizes with their dimensions, and guests get them for srcset', async () => {
    const hut = (await call('POST', '/api/dashboard/huts/', hutForm())).json();
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fa0' } })
      .png()
      .toBuffer();
    const first = await upload(hut.id, jpeg);
    expect(first.statusCode).toBe(201);
    const [image] = first.json().images;
    expect(image.variants).toEqual([
      { url: expect.stringMatching(/^\/uploads\/catalogue\/[0-9a-f]{32}-480\.webp$/), width: 480, height: 240 },
      { url: expect.stringMatching(/-960\.webp$/), width: 960, height: 480 },
      { url: expect.stringMatching(/-1600\.webp$/), width: 1600, height: 800 },
    ]);
    expect(image).toMatchObject({ image: image.variants[2].url, width: 1600, height: 800 });
    expect(first.json().main_image).toBe(image.image);
    for (const variant of image.variants) {
      const file = path.join(t.config.dataDir, variant.url);
      expect(existsSync(file)).toBe(true);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
    const second = (await upload(hut.id, png, 'x.png', 'image/png')).json();
    expect(second.images[1].variants).toEqual([{ url: expect.stringMatching(/-300\.webp$/), width: 300, height: 200 }]);

    const served = await t.app.inject({ url: image.variants[0].url });
    expect(served.headers['content-type']).toBe('image/webp');
    const publicHut = (await t.app.inject({ url: `/api/products/huts/${hut.id}/` })).json();
    expect(publicHut.images[0]).toEqual({ id: image.id, image: image.image, width: 1600, height: 800, variants: image.variants });

    const ids = second.images.map((row: { id: number }) => row.id);
    const reordered = await call('PUT', `/api/dashboard/huts/${hut.id}/images/order/`, { ids: [...ids].reverse() });
    expect(reordered.json().images.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect((await call('PUT', `/api/dashboard/huts/${hut.id}/images/order/`, { ids: [ids[0]] })).json()).toMatchObject({ code: 'stale' });
    const cover = await call('PUT', `/api/dashboard/huts/${hut.id}/cover/`, { image_id: ids[1] });
    expect(cover.json().main_image).toBe(second.images[1].image);
    const removed = await call('DELETE', `/api/dashboard/huts/${hut.id}/images/${ids[1]}/`);
    expect(removed.json()).toMatchObject({ main_image: image.image, images: [{ id: ids[0] }] });
    expect(existsSync(path.join(t.config.dataDir, second.images[1].variants[0].url))).toBe(false);
    expect((await auditRows(t, 'huts')).filter((row) => row.entity_type === 'hut_image').map((row) => row.action)).toEqual([
      'upload',
      'upload',
      'delete',
    ]);
  });

  it('checks the content, not the name, and refuses files over 10 MB', async () => {
    const hut = (await call('POST', '/api/dashboard/huts/', hutForm())).json();
    const before = await tableCounts(t, TABLES);
    const fake = await upload(hut.id, Buffer.from('<script>alert(1)</script>'), 'evil.jpg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ image: ['Upload a JPEG, PNG or WebP image.'] });
    const huge = await upload(hut.id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ image: ['The file must be at most 10 MB.'] });
    expect(await tableCounts(t, TABLES)).toEqual(before);
  });
});
