import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SupportMessage } from '../../src/shared/schemas/support';
import { client, freshEmail, freshIp, multipart } from '../helpers/server/accounts';
import { codeIn, memoryMailer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { ANONYMOUS_MESSAGES_PER_HOUR } from '../../src/server/modules/support/routes';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8a96a' } })
    .jpeg()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

const send = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], headers: Record<string, string> = {}) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/support/create/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: freshIp(),
  });
};

describe('POST /support/create/', () => {
  it('stores a message with a PDF for the chosen supplier and e-mails that supplier with the file', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', email: freshEmail('dive'), language: 'ar' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const response = await send(
      {
        full_name: 'Huda Saleh',
        email: 'Huda@Example.test',
        content: 'Can we book a night dive?',
        operation: String(supplier.id),
        is_admin: 'false',
      },
      [{ name: 'attachment', filename: 'plan.pdf', contentType: 'application/pdf', content: pdf }],
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(shapeErrors(SupportMessage, body)).toEqual([]);
    expect(body).toMatchObject({
      full_name: 'Huda Saleh',
      email: 'huda@example.test',
      content: 'Can we book a night dive?',
      operation: supplier.id,
      is_admin: false,
      is_replied: false,
    });
    expect(body.attachment).toBe(`/api/support/attachments/${body.id}/`);
    const [stored] = readdirSync(path.join(t.config.dataDir, 'private', 'support'));
    expect(readFileSync(path.join(t.config.dataDir, 'private', 'support', stored))).toEqual(pdf);

    const mail = await mailer.lastTo(supplier.email);
    expect(mail.subject).toBe('رسالة جديدة من نموذج التواصل في منتجع كِن');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('Can we book a night dive?');
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail.attachments?.[0].content.equals(pdf)).toBe(true);
  });

  it('goes to the resort’s admins by default, as JSON, and links a signed-in sender', async () => {
    const admin = await makeUser(t.db, { role: 'admin', email: freshEmail('admin') });
    const guest = await makeUser(t.db);
    const response = await client(t.app).post(
      '/support/create/',
      { full_name: 'Guest', email: guest.email, content: '<b>Hello</b>', operation: null },
      { authorization: `Bearer ${t.tokenFor(guest)}` },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ operation: null, is_admin: true, attachment: null });
    const mail = await mailer.lastTo(admin.email);
    expect(mail.subject).toBe('New message from the Ken Resort contact form');
    expect(mail.html).toContain('&lt;b&gt;Hello&lt;/b&gt;');
  });

  it('still accepts a message when the token sent with it has expired', async () => {
    const guest = await makeUser(t.db);
    const token = t.tokenFor(guest);
    clock.advance(24 * 3600 * 1000);
    const response = await client(t.app).post(
      '/support/create/',
      { full_name: 'Guest', email: guest.email, content: 'Hi' },
      { authorization: `Bearer ${token}` },
    );
    expect(response.statusCode).toBe(201);
  });

  it('takes a message from a visitor without an account, limited per e-mail address without a captcha', async () => {
    const admin = await makeUser(t.db, { role: 'admin', email: freshEmail('desk') });
    const email = freshEmail('visitor');
    // Each from another network, so only the per-address limit can refuse.
    const post = (from: string) =>
      client(t.app).post('/support/create/', { full_name: 'Nora', email: from, content: 'Do you take walk-in divers?' });
    for (let sent = 0; sent < ANONYMOUS_MESSAGES_PER_HOUR; sent += 1) {
      const response = await post(sent % 2 ? email.toUpperCase() : email);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email, operation: null, is_admin: true });
    }
    expect((await mailer.lastTo(admin.email)).text).toContain('Do you take walk-in divers?');
    const refused = await post(email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    // Another address is not held back, nor is a signed-in sender using the limited one.
    expect((await post(freshEmail('visitor'))).statusCode).toBe(201);
    const guest = await makeUser(t.db);
    const signedIn = await client(t.app).post(
      '/support/create/',
      { full_name: 'Nora', email, content: 'Signed in now' },
      { authorization: `Bearer ${t.tokenFor(guest)}` },
    );
    expect(signedIn.statusCode).toBe(201);
  });

  it('limits one network address to 10 messages a minute', async () => {
    const network = client(t.app);
    const statuses: number[] = [];
    for (let sent = 0; sent < 11; sent += 1) {
      statuses.push(
        (await network.post('/support/create/', { full_name: 'Nora', email: freshEmail('visitor'), content: 'Hello' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('sends to SUPPORT_EMAIL when configured', async () => {
    const configured = await createTestApp({ clock, mailer, config: { supportEmail: 'desk@kenresort.sa' } });
    try {
      const response = await configured.app.inject({
        method: 'POST',
        url: '/support/create/',
        payload: { full_name: 'A', email: 'a@example.test', content: 'Hi' },
      });
      expect(response.statusCode).toBe(201);
      expect((await mailer.lastTo('desk@kenresort.sa')).text).toContain('Hi');
    } finally {
      await configured.close();
    }
  }, 120_000);

  it('accepts an image attachment, which staff download', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const response = await send({ full_name: 'A', email: 'a@example.test', content: 'Photo of the issue', operation: '' }, [
      { name: 'attachment', filename: 'x.jpg', contentType: 'image/jpeg', content: jpeg },
    ]);
    expect(response.statusCode).toBe(201);
    const download = await t.app.inject({
      method: 'GET',
      url: response.json().attachment,
      headers: { authorization: `Bearer ${t.tokenFor(admin)}` },
    });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="ken-support-${response.json().id}.jpg"`);
    expect((await sharp(download.rawPayload).metadata()).format).toBe('jpeg');
  });

  it.each([
    [
      'a pending supplier',
      async () => ({ operation: String((await makeUser(t.db, { role: 'supplier', supplierStatus: 'pending' })).id) }),
      'operation',
    ],
    ['a guest as supplier', async () => ({ operation: String((await makeUser(t.db)).id) }), 'operation'],
    ['a supplier id that does not exist', async () => ({ operation: '999999' }), 'operation'],
    ['text as supplier id', async () => ({ operation: 'resort' }), 'operation'],
    ['a missing message', async () => ({ content: '' }), 'content'],
    ['a very long message', async () => ({ content: 'x'.repeat(20_000) }), 'content'],
    ['a bad e-mail', async () => ({ email: 'nope' }), 'email'],
  ])('refuses %s with a 400', async (_name, change, field) => {
    const response = await send({ full_name: 'A', email: 'a@example.test', content: 'Hi', ...(await change()) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty([field]);
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00\x03binary'), 'application/pdf', 'Attach a JPEG, PNG or WebP image, or a PDF.'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif', 'Attach a JPEG, PNG or WebP image, or a PDF.'],
    [
      'a file over 5 MB',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
      'application/pdf',
      'The file must be at most 5 MB.',
    ],
  ])('refuses %s', async (_name, content, contentType, message) => {
    const response = await send({ full_name: 'A', email: 'a@example.test', content: 'Hi' }, [
      { name: 'attachment', filename: 'file.pdf', contentType, content },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attachment: [message] });
  });

  it('sends no code-like mail to the sender', async () => {
    mailer.clear();
    await client(t.app).post('/support/create/', { full_name: 'A', email: 'sender@example.test', content: 'Hi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent.filter((m) => m.to === 'sender@example.test' && codeIn(m.text))).toEqual([]);
  });
});
