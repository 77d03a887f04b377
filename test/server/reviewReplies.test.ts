import { reviews, siteRatings } from '../../src/server/db/schema';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { makeHut } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-04-02T08:00:00.000Z');
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let guest: ReturnType<typeof staffCaller>;
let hutId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  guest = staffCaller(t, await makeUser(t.db));
  hutId = (await makeHut(t.db)).id;
}, 120_000);
afterAll(() => t?.close());

async function review(content: string) {
  const author = await makeUser(t.db, { fullName: 'Salma' });
  const [row] = await t.db.insert(reviews).values({ userId: author.id, hutId, value: 4, content, isPublished: true }).returning();
  return row;
}

const hutReviews = async () => (await t.app.inject({ method: 'GET', url: `/api/products/testmonial/?hut=${hutId}` })).json();

describe('The resort replies once to a hut review', () => {
  it('creates the reply, shows it under the review on the hut page with its language and dates, and audits it', async () => {
    const row = await review('The reef was wonderful');
    expect((await hutReviews()).find((item: { id: number }) => item.id === row.id).reply).toBeNull();

    const created = await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: '  شكرًا لزيارتك!  ', language: 'ar' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      text: 'شكرًا لزيارتك!',
      language: 'ar',
      created_at: '2026-04-02T08:00:00.000Z',
      updated_at: '2026-04-02T08:00:00.000Z',
      version: 1,
    });
    const shown = (await hutReviews()).find((item: { id: number }) => item.id === row.id);
    expect(shown.reply).toEqual({
      text: 'شكرًا لزيارتك!',
      language: 'ar',
      created_at: '2026-04-02T08:00:00.000Z',
      updated_at: '2026-04-02T08:00:00.000Z',
    });
    const list = (await staff('GET', '/api/dashboard/reviews/?kind=hut')).json();
    expect(list.results.find((item: { id: number }) => item.id === row.id).reply).toMatchObject({ text: 'شكرًا لزيارتك!', version: 1 });
    expect((await auditRows(t, 'reviews')).at(-1)).toMatchObject({
      action: 'reply',
      entity_type: 'review',
      entity_id: String(row.id),
      before: null,
      after: { text: 'شكرًا لزيارتك!', language: 'ar' },
    });
  });

  it.each(['en', 'ar'] as const)('refuses a second reply with a translated 409 (%s), leaving the first', async (lang) => {
    const row = await review('Lovely stay');
    expect((await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Thank you', language: 'en' })).statusCode).toBe(
      201,
    );
    const again = await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Thanks again', language: 'en' }, lang);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail:
        lang === 'ar'
          ? 'ردّ المنتجع على هذا التقييم من قبل. عدّل الرد بدلًا من ذلك.'
          : 'The resort has already replied to this review. Edit the reply instead.',
      code: 'reply_exists',
    });
    expect((await hutReviews()).find((item: { id: number }) => item.id === row.id).reply.text).toBe('Thank you');
  });

  it('two replies at once: one wins, the other is the same 409', async () => {
    const row = await review('Quiet and clean');
    const answers = await Promise.all(
      ['One', 'Two'].map((words) => staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: words, language: 'en' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('edits the reply with the version read, audited with before and after; a stale version is refused', async () => {
    const row = await review('Good food');
    await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Thanks', language: 'en' });
    clock.advance(3600_000);
    const edited = await staff('PUT', `/api/dashboard/reviews/hut/${row.id}/reply/`, {
      text: 'Thank you, Salma',
      language: 'en',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Thank you, Salma', version: 2, updated_at: '2026-04-02T09:00:00.000Z' });
    expect(edited.json().created_at).not.toBe(edited.json().updated_at);
    expect((await hutReviews()).find((item: { id: number }) => item.id === row.id).reply.text).toBe('Thank you, Salma');
    expect((await auditRows(t, 'reviews')).at(-1)).toMatchObject({
      action: 'reply_edit',
      entity_id: String(row.id),
      before: { text: 'Thanks' },
      after: { text: 'Thank you, Salma' },
    });
    const stale = await staff('PUT', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Old', language: 'en', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
  });

  it('an edit without a reply, or a reply to no review, is a 404; blank words are a 400 by the field, in Arabic too', async () => {
    const row = await review('Nice');
    const none = await staff('PUT', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'x', language: 'en', version: 1 }, 'ar');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'لا يوجد رد بعد لتعديله.' });
    expect((await staff('POST', '/api/dashboard/reviews/hut/999999/reply/', { text: 'x', language: 'en' })).statusCode).toBe(404);
    const blank = await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: '   ', language: 'en' }, 'ar');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ text: ['هذا الحقل مطلوب.'] });
    const language = await staff('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Hi', language: 'fr' });
    expect(language.statusCode).toBe(400);
    expect(Object.keys(language.json())).toEqual(['language']);
  });

  it('refuses guests (403) and the signed-out (401) before anything is written', async () => {
    const row = await review('Calm');
    const before = (await auditRows(t, 'reviews')).length;
    expect((await guest('POST', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Me', language: 'en' })).statusCode).toBe(403);
    expect((await guest('PUT', `/api/dashboard/reviews/hut/${row.id}/reply/`, { text: 'Me', language: 'en', version: 1 })).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/reviews/hut/${row.id}/reply/`,
      payload: { text: 'Me', language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await hutReviews()).find((item: { id: number }) => item.id === row.id).reply).toBeNull();
    expect((await auditRows(t, 'reviews')).length).toBe(before);
  });
});

describe('The resort replies to a website rating', () => {
  it('shows the reply in the rater’s own rating answer and audits it as a website rating', async () => {
    const rater = await makeUser(t.db);
    const asRater = staffCaller(t, rater);
    const first = await asRater('POST', '/api/content/ken/review/', { rating: 5, comment: 'Easy to book' });
    expect(first.json().reply).toBeNull();
    const [rating] = await t.db.select().from(siteRatings);
    const replied = await staff('POST', `/api/dashboard/reviews/website/${rating.id}/reply/`, { text: 'Glad it was easy', language: 'en' });
    expect(replied.statusCode).toBe(201);
    const again = await asRater('POST', '/api/content/ken/review/', { rating: 4, comment: 'Easy to book' });
    expect(again.json().reply).toMatchObject({ text: 'Glad it was easy', language: 'en' });
    const list = (await staff('GET', '/api/dashboard/reviews/?kind=website')).json();
    expect(list.results[0].reply).toMatchObject({ text: 'Glad it was easy', version: 1 });
    expect((await auditRows(t, 'reviews')).at(-1)).toMatchObject({ action: 'reply', entity_type: 'website-rating' });
  });
});
