import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { supportMessages, type UserRow } from '../../src/server/db/schema';
import { freshEmail, freshIp, multipart } from '../helpers/server/accounts';
import { memoryMailer } from '../helpers/server/mail';
import { objectStream, pdfWith } from '../helpers/server/pdfFiles';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// An install from before attachments were private: one file still sits in the public uploads folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-support-'));
const OLD_NAME = '0123456789abcdef0123456789abcdef.pdf';
const oldPdf = pdfWith();
mkdirSync(path.join(dataDir, 'uploads', 'support'), { recursive: true });
writeFileSync(path.join(dataDir, 'uploads', 'support', OLD_NAME), oldPdf);

let t: TestApp;
let sender: UserRow;
let otherGuest: UserRow;
let admin: UserRow;
let supplier: UserRow;
let otherSupplier: UserRow;

beforeAll(async () => {
  t = await createTestApp({ mailer: memoryMailer(), config: { dataDir } });
  sender = await makeUser(t.db);
  otherGuest = await makeUser(t.db);
  admin = await makeUser(t.db, { role: 'admin' });
  supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
  otherSupplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (content: Buffer, fields: Record<string, string> = {}, token?: string) => {
  // A fresh address each time: messages without a session are limited per e-mail.
  const body = multipart({ full_name: 'Huda', email: freshEmail('huda'), content: 'See the file', ...fields }, [
    { name: 'attachment', filename: 'file.pdf', contentType: 'application/pdf', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/support/create/',
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': fields.lang ?? 'en' },
  });
};
const download = (url: string, user?: UserRow) =>
  t.app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${t.tokenFor(user)}` } : {} });

describe('support attachments are checked by their content', () => {
  const ACTIVE =
    'This PDF contains scripts, actions or embedded files, so it cannot be accepted. Save it again as a plain PDF (for example with "Print to PDF") and attach it.';

  it.each([
    ['an open action that runs JavaScript', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a script name hidden with #-escapes', pdfWith('/OpenAction 5 0 R', ['<< /S /J#61vaScript /J#53 (app.alert(1)) >>'])],
    ['an additional action on the page', pdfWith('/AA << /O 5 0 R >>', ['<< /S /Launch /F (calc.exe) >>'])],
    ['an embedded file', pdfWith('/Names << /EmbeddedFiles 5 0 R >>', ['<< /Names [(x.exe) 6 0 R] >>'])],
    ['an XFA form', pdfWith('/AcroForm << /XFA 5 0 R >>', ['<< >>'])],
    [
      'JavaScript packed in a compressed object stream',
      Buffer.concat([
        pdfWith('/OpenAction 6 0 R'),
        Buffer.from('5 0 obj\n'),
        objectStream('<< /S /JavaScript /JS (app.alert(1)) >>'),
        Buffer.from('\nendobj\n'),
      ]),
    ],
    ['"%PDF-" followed by HTML', Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/users/me/")</script></body></html>\n%%EOF\n')],
    ['"%PDF-" followed by an SVG', Buffer.from('%PDF-1.4\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n')],
  ])('refuses a PDF with %s, with a clear message', async (_name, pdf) => {
    const response = await send(pdf);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attachment: [ACTIVE] });
  });

  it('says so in Arabic too', async () => {
    const response = await send(pdfWith('/OpenAction << /S /JavaScript /JS (x) >>'), { lang: 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json().attachment[0]).toContain('لا يمكن قبوله');
  });

  it.each([
    ['an open-at-page destination (as LaTeX writes it)', pdfWith('/OpenAction [3 0 R /Fit]')],
    ['an open action that goes to a page', pdfWith('/OpenAction 5 0 R', ['<< /S /GoTo /D [3 0 R /Fit] >>'])],
  ])('accepts a PDF with %s', async (_name, pdf) => {
    expect((await send(pdf)).statusCode).toBe(201);
  });

  it('accepts a plain PDF, kept byte for byte, and a PDF whose compressed objects are harmless', async () => {
    const plain = await send(pdfWith(), {}, t.tokenFor(sender));
    expect(plain.statusCode).toBe(201);
    expect((await download(plain.json().attachment, sender)).rawPayload.equals(pdfWith())).toBe(true);
    const packed = Buffer.concat([pdfWith(), Buffer.from('5 0 obj\n'), objectStream('<< /Producer (Ken) >>'), Buffer.from('\nendobj\n')]);
    expect((await send(packed)).statusCode).toBe(201);
  });

  it('re-encodes images so that only pixels survive (no metadata, nothing appended)', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a7' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const response = await send(polyglot, {}, t.tokenFor(sender));
    expect(response.statusCode).toBe(201);
    const stored = (await download(response.json().attachment, sender)).rawPayload;
    expect(stored.includes('secret-gps')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses bytes that only look like an image', async () => {
    const response = await send(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>not a picture</html>')]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attachment: ['Attach a JPEG, PNG or WebP image, or a PDF.'] });
  });
});

describe('GET /api/support/attachments/{id}/', () => {
  let url: string;
  let storedName: string;

  beforeAll(async () => {
    const response = await send(pdfWith(), { operation: String(supplier.id), is_admin: 'false' }, t.tokenFor(sender));
    expect(response.statusCode).toBe(201);
    url = response.json().attachment;
    const [row] = await t.db
      .select()
      .from(supportMessages)
      .where((await import('drizzle-orm')).eq(supportMessages.id, response.json().id));
    storedName = row.attachment!;
  });

  it('is the answer’s attachment field, and the file is stored outside the public folder', () => {
    expect(url).toMatch(/^\/api\/support\/attachments\/\d+\/$/);
    expect(storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(existsSync(path.join(dataDir, 'private', 'support', storedName))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', 'support', storedName))).toBe(false);
  });

  it.each([
    ['anyone without a token', 401, () => undefined],
    ['another guest', 404, () => otherGuest],
    ['another supplier', 404, () => otherSupplier],
    ['the sender', 200, () => sender],
    ['staff', 200, () => admin],
    ['the supplier it was sent to', 200, () => supplier],
  ])('answers %s with %i', async (_who, status, who) => {
    const response = await download(url, who());
    expect(response.statusCode).toBe(status);
    if (status !== 200) {
      expect(response.rawPayload.includes('%PDF')).toBe(false);
      return;
    }
    expect(response.rawPayload.equals(pdfWith())).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ken-support-\d+\.pdf"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is refused to a supplier who is no longer approved', async () => {
    const { users } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const suspended = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
    const response = await send(pdfWith(), { operation: String(suspended.id), is_admin: 'false' });
    await t.db.update(users).set({ supplierStatus: 'rejected' }).where(eq(users.id, suspended.id));
    expect((await download(response.json().attachment, suspended)).statusCode).toBe(404);
  });

  it('answers 404 for a message without attachment or that does not exist', async () => {
    expect((await download('/api/support/attachments/2147483647/', admin)).statusCode).toBe(404);
  });

  it('is never served from the public uploads path, even if a file is put back there', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/support/${storedName}` })).statusCode).toBe(404);
    writeFileSync(path.join(dataDir, 'uploads', 'support', storedName), pdfWith());
    for (const variant of [
      `/uploads/support/${storedName}`,
      `/uploads//support/${storedName}`,
      `/uploads/./support/${storedName}`,
      `/uploads/%73upport/${storedName}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: variant });
      expect([variant, [403, 404].includes(response.statusCode), response.rawPayload.includes('%PDF')]).toEqual([variant, true, false]);
    }
  });

  it('the migration rewrites rows that held the public path to the stored name', async () => {
    const { eq, sql } = await import('drizzle-orm');
    const [old] = await t.db
      .insert(supportMessages)
      .values({ fullName: 'Old', email: 'old@example.test', content: 'Old', attachment: `/uploads/support/${OLD_NAME}` })
      .returning();
    // Found by name, not number: migrations are renumbered when branches merge.
    const folder = path.join(__dirname, '../../src/server/db/migrations');
    const migration = readFileSync(
      path.join(
        folder,
        readdirSync(folder).find((name) => name.endsWith('_support_attachments_private.sql'))!,
      ),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    const [row] = await t.db.select().from(supportMessages).where(eq(supportMessages.id, old.id));
    expect(row.attachment).toBe(OLD_NAME);
    expect((await download(`/api/support/attachments/${old.id}/`, admin)).rawPayload.equals(oldPdf)).toBe(true);
  });

  it('moved files stored publicly by an older version, and serves them only through the route', async () => {
    expect(existsSync(path.join(dataDir, 'private', 'support', OLD_NAME))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/support/${OLD_NAME}` })).statusCode).toBe(404);
    // A row as the migration leaves it (the file name), and one as an older row held it (the public path).
    for (const attachment of [OLD_NAME, `/uploads/support/${OLD_NAME}`]) {
      const [row] = await t.db
        .insert(supportMessages)
        .values({ userId: sender.id, fullName: 'Old', email: 'old@example.test', content: 'Old', attachment })
        .returning();
      const response = await download(`/api/support/attachments/${row.id}/`, sender);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(readFileSync(path.join(dataDir, 'private', 'support', OLD_NAME)))).toBe(true);
      expect(response.rawPayload.equals(oldPdf)).toBe(true);
    }
  });
});
