import type { UserRow } from '../../src/server/db/schema';
import { freshIp } from '../helpers/server/accounts';
import { auditRows, staffCaller, tableCounts } from '../helpers/server/dashboard';
import { memoryMailer, type MemoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let mailer: MemoryMailer;
let admin: UserRow;
let supplierA: UserRow;
let supplierB: UserRow;
let arabicGuest: UserRow;

beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({ mailer });
  admin = await makeUser(t.db, { role: 'admin', fullName: 'Reem Staff' });
  supplierA = await makeUser(t.db, {
    role: 'supplier',
    supplierStatus: 'approved',
    companyName: 'Coral Divers',
    companyNameAr: 'غواصو المرجان',
  });
  supplierB = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', companyName: 'Sand Boats' });
  arabicGuest = await makeUser(t.db, { language: 'ar', fullName: 'سارة' });
}, 120_000);
afterAll(() => t?.close());

let sequence = 0;
/** A message through the contact form, as a guest writes it. */
async function send(fields: { operation?: number | null; lang?: 'en' | 'ar'; content?: string; as?: UserRow } = {}) {
  sequence += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/support/create/',
    remoteAddress: freshIp(),
    headers: { 'accept-language': fields.lang ?? 'en', ...(fields.as ? { authorization: `Bearer ${t.tokenFor(fields.as)}` } : {}) },
    payload: {
      full_name: `Sender ${sequence}`,
      email: `sender${sequence}@example.test`,
      content: fields.content ?? `Question number ${sequence}`,
      operation: fields.operation ?? null,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; email: string };
}

const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const asAdmin = () => staffCaller(t, admin);

describe('answering a message from the back office', () => {
  it('keeps the reply in the thread, marks the message answered and e-mails the sender in English', async () => {
    const message = await send({ lang: 'en', content: 'Is the beach open in winter?' });
    const response = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, {
      body: 'Yes, all year round.',
      request_key: key(),
    });
    expect(response.statusCode).toBe(200);
    const thread = response.json();
    expect(thread).toMatchObject({ id: message.id, status: 'answered', language: 'en', receiver: null, replies: 1 });
    expect(thread.thread).toEqual([
      expect.objectContaining({ body: 'Yes, all year round.', language: 'en', author: { id: admin.id, full_name: 'Reem Staff' } }),
    ]);

    const mail = await mailer.lastTo(message.email);
    expect(mail.subject).toBe('A reply to your message to Ken Resort');
    expect(mail.text).toContain('Yes, all year round.');
    expect(mail.text).toContain('Is the beach open in winter?');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');

    const again = await asAdmin()('GET', `/api/dashboard/support/${message.id}/`);
    expect(again.json().thread).toHaveLength(1);
    expect((await auditRows(t, 'support')).at(-1)).toMatchObject({
      action: 'reply',
      entity_type: 'support_message',
      entity_id: String(message.id),
      actor_id: admin.id,
    });
  });

  it('writes in Arabic, right to left, to a sender who wrote in Arabic', async () => {
    const message = await send({ lang: 'ar', content: 'هل يوجد موقف سيارات؟' });
    const response = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, {
      body: 'Yes, free parking.',
      request_key: key(),
    });
    expect(response.json()).toMatchObject({ language: 'ar', status: 'answered' });
    expect(response.json().thread[0].language).toBe('ar');
    const mail = await mailer.lastTo(message.email);
    expect(mail.subject).toBe('ردّ على رسالتك إلى منتجع كِن');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('شكرًا لتواصلك معنا');
    // The staff member's own words keep their own direction inside the Arabic layout.
    expect(mail.html).toContain(
      '<div dir="auto" style="white-space:pre-wrap;margin:0 0 16px;padding:16px;background:#F4EDE1;border-radius:6px">Yes, free parking.</div>',
    );
  });

  it("uses the language of the sender's account over the language the message was sent in", async () => {
    const message = await send({ lang: 'en', as: arabicGuest });
    const response = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: 'Noted.', request_key: key() });
    expect(response.json().language).toBe('ar');
    expect((await mailer.lastTo(message.email)).html).toContain('dir="rtl"');
  });

  it('stores and mails a reply sent twice at once (a double click) only once', async () => {
    const message = await send();
    // Only the replies count: sending the message mails others (its receipt, the staff's notice) on their own time.
    const replies = () => mailer.sent.filter((mail) => mail.to === message.email && String(mail.html).includes('Only once.')).length;
    const requestKey = key();
    const call = () => asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: 'Only once.', request_key: requestKey });
    const answers = await Promise.all([call(), call(), call()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await call()).json().thread).toHaveLength(1);
    await mailer.lastTo(message.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replies()).toBe(1);
    // A new reply (a new key) is a second entry in the thread.
    const second = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: 'And a follow-up.', request_key: key() });
    expect(second.json().thread.map((reply: { body: string }) => reply.body)).toEqual(['Only once.', 'And a follow-up.']);
  });

  it('refuses an empty reply and a closed message with a translated message, writing nothing', async () => {
    const message = await send();
    const counts = await tableCounts(t, ['support_replies', 'audit_log']);
    const blank = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: '   ', request_key: key() }, 'ar');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ body: ['اكتب الرد قبل إرساله.'] });
    const badKey = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: 'Hi', request_key: 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(await tableCounts(t, ['support_replies', 'audit_log'])).toEqual(counts);

    expect((await asAdmin()('POST', `/api/dashboard/support/${message.id}/status/`, { status: 'closed' })).json().status).toBe('closed');
    const closed = await asAdmin()('POST', `/api/dashboard/support/${message.id}/reply/`, { body: 'Too late', request_key: key() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe('This message is closed. Reopen it to reply.');
    expect((await asAdmin()('POST', `/api/dashboard/support/${message.id}/status/`, { status: 'open' })).json().status).toBe('open');
    expect((await auditRows(t, 'support')).slice(-2).map((row) => row.action)).toEqual(['close', 'reopen']);
    expect((await asAdmin()('GET', `/api/dashboard/support/${message.id}/`)).json().thread).toEqual([]);
  });
});

describe('the inbox list', () => {
  it('filters by status and receiver, and searches', async () => {
    const toResort = await send({ content: 'A unique lighthouse question' });
    const toA = await send({ operation: supplierA.id });
    await asAdmin()('POST', `/api/dashboard/support/${toA.id}/status/`, { status: 'closed' });
    const ids = async (query: string) =>
      ((await asAdmin()('GET', `/api/dashboard/support/?${query}`)).json().results as { id: number }[]).map((row) => row.id);

    expect(await ids('receiver=resort')).toContain(toResort.id);
    expect(await ids('receiver=resort')).not.toContain(toA.id);
    expect(await ids(`receiver=${supplierA.id}`)).toEqual([toA.id]);
    expect(await ids('status=closed')).toContain(toA.id);
    expect(await ids('status=open')).not.toContain(toA.id);
    expect(await ids('q=lighthouse')).toEqual([toResort.id]);
    // The searcher's % and _ are the characters themselves, not LIKE wildcards.
    const percent = await send({ content: 'Is 50% off the reef trip true?' });
    await send({ content: 'Is 50 off the reef trip true?' });
    expect(await ids(`q=${encodeURIComponent('50% off the reef')}`)).toEqual([percent.id]);
    expect(await ids(`q=${encodeURIComponent('5_ off the reef')}`)).toEqual([]);
    const row = (await asAdmin()('GET', `/api/dashboard/support/?receiver=${supplierA.id}`, undefined, 'ar')).json().results[0];
    expect(row.receiver).toEqual({ id: supplierA.id, name: 'غواصو المرجان' });
    expect((await asAdmin()('GET', '/api/dashboard/support/?status=pending')).statusCode).toBe(400);
  });
});

describe('a supplier sees only the messages sent to them', () => {
  it("lists, reads, answers and closes their own, and gets 404 for another supplier's or the resort's", async () => {
    const mine = await send({ operation: supplierA.id, lang: 'ar' });
    const theirs = await send({ operation: supplierB.id });
    const resorts = await send();
    const asA = staffCaller(t, supplierA);

    const list = (await asA('GET', '/api/dashboard/support/')).json().results as { id: number; receiver: { id: number } }[];
    expect(list.map((row) => row.id)).toContain(mine.id);
    expect(list.every((row) => row.receiver?.id === supplierA.id)).toBe(true);
    // A receiver filter cannot widen a supplier's inbox.
    expect(
      (await asA('GET', `/api/dashboard/support/?receiver=${supplierB.id}`))
        .json()
        .results.every((row: { receiver: { id: number } }) => row.receiver.id === supplierA.id),
    ).toBe(true);
    expect((await asA('GET', '/api/dashboard/support/counts/')).json().open).toBe(list.filter((row) => row.id === mine.id).length);

    const counts = await tableCounts(t, ['support_replies', 'audit_log']);
    for (const other of [theirs, resorts]) {
      expect((await asA('GET', `/api/dashboard/support/${other.id}/`)).statusCode).toBe(404);
      expect((await asA('POST', `/api/dashboard/support/${other.id}/reply/`, { body: 'Hi', request_key: key() })).statusCode).toBe(404);
      expect((await asA('POST', `/api/dashboard/support/${other.id}/status/`, { status: 'closed' })).statusCode).toBe(404);
    }
    expect(await tableCounts(t, ['support_replies', 'audit_log'])).toEqual(counts);

    const reply = await asA('POST', `/api/dashboard/support/${mine.id}/reply/`, { body: 'We dive at 9.', request_key: key() });
    expect(reply.json()).toMatchObject({
      status: 'answered',
      thread: [expect.objectContaining({ author: { id: supplierA.id, full_name: supplierA.fullName } })],
    });
    const mail = await mailer.lastTo(mine.email);
    expect(mail.text).toContain('من: غواصو المرجان');
    expect((await asA('POST', `/api/dashboard/support/${mine.id}/status/`, { status: 'closed' })).json().status).toBe('closed');
  });
});
