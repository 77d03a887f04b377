import { count } from 'drizzle-orm';
import { siteRatings } from '../../src/server/db/schema';
import { SiteReview } from '../../src/shared/schemas/content';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content pages before anything is published', () => {
  it.each([
    '/api/content/faq/',
    '/api/content/about-us/',
    '/api/content/story/',
    '/api/content/our-service/',
    '/api/content/special-about-us/',
    '/api/content/terms-condations/',
    '/partners/',
    '/api/products/testmonial/',
  ])('GET %s answers an empty list', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 with a detail when there is no terms title', async () => {
    const response = await get('/api/content/terms-titles/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers a zero average when nobody has rated', async () => {
    expect((await get('/api/content/ken/avg-rate/')).json()).toEqual({ avg_rate: 0, count: 0 });
  });
});

describe('POST /api/content/ken/review/', () => {
  const rate = (token: string | undefined, payload: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/ken/review/',
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as object,
    });

  it('needs a signed-in user', async () => {
    const response = await rate(undefined, { rating: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('keeps one rating per user: a second one replaces the first', async () => {
    const first = await makeUser(t.db);
    const second = await makeUser(t.db);
    const created = await rate(t.tokenFor(first), { rating: 2, comment: '  Slow check-in  ' });
    expect(created.statusCode).toBe(201);
    expect(shapeErrors(SiteReview, created.json())).toEqual([]);
    expect(created.json()).toMatchObject({ rating: 2, comment: 'Slow check-in' });

    const replaced = await rate(t.tokenFor(first), { rating: 5 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: created.json().id, rating: 5, comment: '' });
    await rate(t.tokenFor(second), { rating: 4 });

    const [{ n }] = await t.db.select({ n: count() }).from(siteRatings);
    expect(Number(n)).toBe(2);
    expect((await get('/api/content/ken/avg-rate/')).json()).toEqual({ avg_rate: 4.5, count: 2 });
  });

  it('validates the rating in the contract’s 400 shape, in English and Arabic', async () => {
    const user = await makeUser(t.db);
    const token = t.tokenFor(user);
    expect((await rate(token, { rating: 6 })).json()).toEqual({ rating: ['Enter a number of 5 or less.'] });
    expect((await rate(token, {})).json()).toEqual({ rating: ['This field is required.'] });
    expect((await rate(token, { rating: 'five' }, 'ar')).json()).toEqual({ rating: ['أدخل عددًا صحيحًا، مثل ٣.'] });
    expect((await rate(token, {}, 'ar')).json()).toEqual({ rating: ['هذا الحقل مطلوب.'] });
    const tooLong = await rate(token, { rating: 3, comment: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ comment: ['Use at most 2,000 characters; this text is longer.'] });
  });
});
