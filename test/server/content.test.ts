import { Type, type TSchema } from '@sinclair/typebox';
import { reviews } from '../../src/server/db/schema';
import {
  AboutUs,
  AvgRate,
  ContentBlock,
  Faq,
  Partner,
  SpecialAboutUs,
  Term,
  TermsTitle,
  Testimonial,
} from '../../src/shared/schemas/content';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('content pages on a seeded database', () => {
  it.each<[string, TSchema, number]>([
    ['/api/content/faq/', Type.Array(Faq), 8],
    ['/api/content/about-us/', Type.Array(AboutUs), 1],
    ['/api/content/story/', Type.Array(ContentBlock), 3],
    ['/api/content/our-service/', Type.Array(ContentBlock), 4],
    ['/api/content/special-about-us/', Type.Array(SpecialAboutUs), 4],
    ['/api/content/terms-condations/', Type.Array(Term), 8],
    ['/partners/', Type.Array(Partner), 5],
  ])('GET %s answers the contract shape with every entry in both languages', async (url, schema, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(shapeErrors(schema, body)).toEqual([]);
    expect(body).toHaveLength(expected);
    for (const entry of body) {
      for (const [key, value] of Object.entries(entry)) {
        if (key.endsWith('_ar')) expect(value).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('keeps the FAQ in display order', async () => {
    const body = (await get('/api/content/faq/')).json();
    expect(body[0].question).toBe('What are the check-in and check-out times?');
  });

  it('answers about-us with the wire spelling vission and media paths', async () => {
    const [about] = (await get('/api/content/about-us/')).json();
    expect(about.vission).toEqual(expect.any(String));
    expect(about.main_image).toBe('/media/content/about-main-1200.webp');
    expect(new Date(about.created_at).toISOString()).toBe(about.created_at);
  });

  it('answers the terms title as an object', async () => {
    const response = await get('/api/content/terms-titles/');
    expect(response.statusCode).toBe(200);
    expect(shapeErrors(TermsTitle, response.json())).toEqual([]);
  });

  it('averages the demo website ratings to one decimal', async () => {
    const body = (await get('/api/content/ken/avg-rate/')).json();
    expect(shapeErrors(AvgRate, body)).toEqual([]);
    expect(body).toEqual({ avg_rate: 4.6, count: 5 });
  });
});

describe('GET /api/products/testmonial/', () => {
  it('answers published testimonials newest first', async () => {
    const response = await get('/api/products/testmonial/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(shapeErrors(Type.Array(Testimonial), body)).toEqual([]);
    expect(body).toHaveLength(6); // 5 demo testimonials + 7 hut reviews from the catalogue seed, at most 6
    const times = body.map((entry: { created_at: string }) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by hut, leaves unpublished reviews out and answers at most 6', async () => {
    const guest = await makeUser(t.db, { fullName: 'Reem', avatar: '/media/avatars/avatar-6.svg' });
    const base = Date.now();
    await t.db.insert(reviews).values([
      ...Array.from({ length: 7 }, (_, i) => ({
        userId: guest.id,
        hutId: 3,
        value: 5,
        content: `Stay ${i}`,
        isPublished: true,
        createdAt: new Date(base + i * 1000),
      })),
      { userId: guest.id, hutId: 3, value: 1, content: 'hidden', isPublished: false, createdAt: new Date(base + 60_000) },
      { userId: guest.id, hutId: 4, value: 4, content: 'other hut', isPublished: true, createdAt: new Date(base) },
    ]);
    const forHut = (await get('/api/products/testmonial/?hut=3')).json();
    expect(forHut).toHaveLength(6);
    expect(forHut[0]).toMatchObject({
      hut: 3,
      content: 'Stay 6',
      user: { id: guest.id, full_name: 'Reem', avatar: '/media/avatars/avatar-6.svg' },
    });
    expect(forHut.map((entry: { content: string }) => entry.content)).not.toContain('hidden');
    expect((await get('/api/products/testmonial/?hut=4')).json()).toHaveLength(2); // + the seeded review of hut 4
    expect((await get('/api/products/testmonial/?hut=99')).json()).toEqual([]);
  });

  it.each([
    ['abc', 'Enter a whole number, such as 3.'],
    ['0', 'Enter a number of 1 or more.'],
    ['-2', 'Enter a number of 1 or more.'],
  ])('rejects hut=%s in the contract’s 400 shape', async (hut, message) => {
    const response = await get(`/api/products/testmonial/?hut=${hut}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ hut: [message] });
  });

  it('words the 400 in Arabic when the request asks for it', async () => {
    const response = await get('/api/products/testmonial/?hut=abc', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(response.json()).toEqual({ hut: ['أدخل عددًا صحيحًا، مثل ٣.'] });
  });
});
