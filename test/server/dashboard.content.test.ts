import { eq, sql } from 'drizzle-orm';
import { auditLog, faq, siteRatings } from '../../src/server/db/schema';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let admin: { id: number };
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const user = await makeUser(t.db, { role: 'admin' });
  admin = user;
  auth = { authorization: `Bearer ${t.tokenFor(user)}` };
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { ...auth, 'accept-language': lang } });
const count = async (table: typeof faq | typeof auditLog) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const auditFor = (entityType: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entityType} = ${entityType} AND ${auditLog.entityId} = ${String(entityId)}`);

const entry = {
  question: 'Can I bring a pet?',
  question_ar: 'هل يمكنني إحضار حيوان أليف؟',
  answer: 'Small pets are welcome.',
  answer_ar: 'الحيوانات الأليفة الصغيرة مرحّب بها.',
};

describe('FAQ editing', () => {
  it('creates an entry at the end, shows it on the public page at once, and records it', async () => {
    const created = await send('POST', '/api/dashboard/content/faq/', entry);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...entry, version: 1 });
    const publicFaq = (await t.app.inject({ method: 'GET', url: '/api/content/faq/' })).json();
    expect(publicFaq.at(-1)).toMatchObject({ id: body.id, question: entry.question, answer_ar: entry.answer_ar });
    const [row] = await auditFor('faq', body.id);
    expect(row).toMatchObject({ actorId: admin.id, area: 'content', action: 'create', before: null, after: { question: entry.question } });
  });

  it.each(['en', 'ar'])('refuses blank and over-long fields next to each field, translated (%s), writing nothing', async (lang) => {
    const [faqRows, auditRows] = [await count(faq), await count(auditLog)];
    const response = await send(
      'POST',
      '/api/dashboard/content/faq/',
      { ...entry, question: '   ', answer_ar: '', question_ar: 'x'.repeat(501) },
      lang,
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json();
    expect(Object.keys(errors).sort()).toEqual(['question_ar']); // the schema answers first: too long
    expect(errors.question_ar[0]).toBe(
      lang === 'ar' ? 'اكتب ما لا يزيد على ٥٠٠ من الأحرف؛ هذا النص أطول.' : 'Use at most 500 characters; this text is longer.',
    );
    const blanks = await send('POST', '/api/dashboard/content/faq/', { ...entry, question: '   ', answer_ar: '' }, lang);
    expect(blanks.json()).toEqual({
      question: [lang === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.'],
      answer_ar: [lang === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.'],
    });
    expect([await count(faq), await count(auditLog)]).toEqual([faqRows, auditRows]);
  });

  it('gives one of two concurrent edits of the same version a 409 "stale" and keeps the other', async () => {
    const { id } = (await send('POST', '/api/dashboard/content/faq/', entry)).json();
    const [first, second] = await Promise.all([
      send('PUT', `/api/dashboard/content/faq/${id}/`, { ...entry, question: 'First editor?', version: 1 }),
      send('PUT', `/api/dashboard/content/faq/${id}/`, { ...entry, question: 'Second editor?', version: 1 }, 'ar'),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('stale');
    const winner = (first.statusCode === 200 ? first : second).json();
    const [row] = await t.db.select().from(faq).where(eq(faq.id, id));
    expect(row).toMatchObject({ question: winner.question, version: 2 });
    expect((await auditFor('faq', id)).filter((audit) => audit.action === 'update')).toHaveLength(1);
  });

  it('reorders the whole list, refusing an order that leaves an entry out', async () => {
    const ids: number[] = (await send('GET', '/api/dashboard/content/faq/')).json().map((row: { id: number }) => row.id);
    const reversed = [...ids].reverse();
    expect((await send('POST', '/api/dashboard/content/faq/reorder/', { ids: reversed })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/faq/' })).json().map((row: { id: number }) => row.id)).toEqual(reversed);
    const partial = await send('POST', '/api/dashboard/content/faq/reorder/', { ids: reversed.slice(1) });
    expect([partial.statusCode, partial.json().code]).toEqual([409, 'stale']);
  });

  it('deletes an entry only with the version that was read', async () => {
    const { id } = (await send('POST', '/api/dashboard/content/faq/', entry)).json();
    expect((await send('DELETE', `/api/dashboard/content/faq/${id}/?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/dashboard/content/faq/${id}/?version=1`)).statusCode).toBe(204);
    expect(await t.db.select().from(faq).where(eq(faq.id, id))).toEqual([]);
    expect((await auditFor('faq', id)).map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });
});

describe('single pages and images', () => {
  it('saves the About page with its version, and the public page shows it', async () => {
    const current = (await send('GET', '/api/dashboard/content/about-us/')).json();
    const saved = await send('PUT', '/api/dashboard/content/about-us/', {
      ...current,
      id: undefined,
      vision: 'A calmer sea.',
      vision_ar: 'بحر أهدأ.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ vision: 'A calmer sea.', version: current.version + 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/content/about-us/' })).json()[0]).toMatchObject({
      vission: 'A calmer sea.',
      vission_ar: 'بحر أهدأ.',
    });
    const stale = await send('PUT', '/api/dashboard/content/about-us/', { ...current, id: undefined });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an image path the server did not store', async () => {
    const response = await send('POST', '/api/dashboard/content/partners/', {
      name: 'Reef Divers',
      image: '/uploads/../secret',
      url: 'https://reef.example',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['image']);
  });
});

describe('website rating moderation', () => {
  it('takes a hidden rating out of the average', async () => {
    const guest = await makeUser(t.db);
    const [rating] = await t.db.insert(siteRatings).values({ userId: guest.id, rating: 1, comment: 'spam' }).returning();
    const before = (await t.app.inject({ method: 'GET', url: '/api/content/ken/avg-rate/' })).json();
    const hidden = await send('POST', `/api/dashboard/reviews/website/${rating.id}/publish/`, { is_published: false, version: 1 });
    expect(hidden.json()).toEqual({ id: rating.id, is_published: false, version: 2 });
    const after = (await t.app.inject({ method: 'GET', url: '/api/content/ken/avg-rate/' })).json();
    expect(after.count).toBe(before.count - 1);
    expect((await auditFor('website-rating', rating.id))[0]).toMatchObject({ area: 'reviews', action: 'hide' });
  });
});
