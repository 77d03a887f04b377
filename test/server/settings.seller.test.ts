// The seller on tax invoices (issue 22, Settings): GET/PUT /api/dashboard/settings/seller/, admin only, validated
// with translated messages, versioned and audited; the database refuses a VAT number ZATCA would refuse.
import { eq, sql } from 'drizzle-orm';
import { auditLog, sellerSettings } from '../../src/server/db/schema';
import { freshEmail } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

const url = '/api/dashboard/settings/seller/';
let t: TestApp;
let adminId: number;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.db, { role: 'admin', email: freshEmail('finance') });
  adminId = admin.id;
  adminAuth = { authorization: `Bearer ${t.tokenFor(admin as never)}` };
}, 120_000);
afterAll(() => t?.close());

const staff = (method: 'GET' | 'PUT', payload?: object, lang = 'en', headers = adminAuth) =>
  t.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': lang } });
const current = async () => (await staff('GET')).json();

test('a fresh install names Ken Resort with a VAT number ZATCA accepts', async () => {
  const seller = await current();
  expect(seller).toEqual({
    legal_name_ar: 'شركة منتجع كِن للسياحة',
    legal_name_en: 'Ken Resort Tourism Company',
    vat_number: '310175397400003',
    cr_number: '4700012345',
    building_number: '2417',
    street: 'طريق الكورنيش',
    district: 'حي الشاطئ',
    city: 'أملج',
    postal_code: '48311',
    invoice_prefix: 'KEN-',
    version: 1,
  });
});

test('only staff read and change it: no token 401, a guest and a supplier 403', async () => {
  const body = { ...(await current()), legal_name_en: 'Someone Else' };
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
  const guest = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const supplier = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }))}` };
  for (const headers of [guest, supplier]) {
    expect((await staff('GET', undefined, 'en', headers)).statusCode).toBe(403);
    expect((await staff('PUT', body, 'en', headers)).statusCode).toBe(403);
  }
  expect((await current()).legal_name_en).toBe('Ken Resort Tourism Company');
});

const messages = {
  en: {
    vat_number: 'Enter the 15-digit VAT number, which starts and ends with 3 (for example 310175397400003).',
    cr_number: 'Enter the 10-digit commercial registration number.',
    building_number: 'Enter the 4-digit building number of the national address.',
    postal_code: 'Enter the 5-digit postal code.',
    invoice_prefix: 'Use up to 12 capital Latin letters, digits or hyphens, such as KEN-.',
    required: 'This field is required.',
  },
  ar: {
    vat_number: 'أدخل الرقم الضريبي المكوّن من ١٥ رقمًا، يبدأ بالرقم ٣ وينتهي به (مثل 310175397400003).',
    cr_number: 'أدخل رقم السجل التجاري المكوّن من ١٠ أرقام.',
    building_number: 'أدخل رقم المبنى في العنوان الوطني، وهو ٤ أرقام.',
    postal_code: 'أدخل الرمز البريدي المكوّن من ٥ أرقام.',
    invoice_prefix: 'استخدم حتى ١٢ حرفًا لاتينيًا كبيرًا أو رقمًا أو شرطة، مثل KEN-.',
    required: 'هذا الحقل مطلوب.',
  },
};

test.each(['en', 'ar'] as const)(
  'refuses numbers ZATCA would refuse and blanks, next to each field, translated (%s), writing nothing',
  async (lang) => {
    const read = await current();
    const audits = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    for (const vat of ['310175397400004', '210175397400003', '31017539740003', '3101753974000a3']) {
      const bad = await staff('PUT', { ...read, vat_number: vat }, lang);
      expect([bad.statusCode, bad.json()]).toEqual([400, { vat_number: [messages[lang].vat_number] }]);
    }
    const bad = await staff(
      'PUT',
      { ...read, cr_number: '12345', building_number: '24', postal_code: '4831', invoice_prefix: 'KEN/', street: '  ', legal_name_ar: '' },
      lang,
    );
    expect(bad.statusCode).toBe(400);
    const text = messages[lang];
    expect(bad.json()).toEqual({
      cr_number: [text.cr_number],
      building_number: [text.building_number],
      postal_code: [text.postal_code],
      invoice_prefix: [text.invoice_prefix],
      street: [text.required],
      legal_name_ar: [text.required],
    });
    expect(await current()).toEqual(read);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n).toBe(audits);
  },
);

test('an admin saves it (Arabic digits read as Latin, prefix upper-cased), audited; an old read gets 409 stale', async () => {
  const read = await current();
  const saved = await staff(
    'PUT',
    { ...read, legal_name_en: ' Ken Resort Co. ', vat_number: '٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣', postal_code: '٤٨٣١٢', invoice_prefix: 'kr-' },
    'ar',
  );
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
    ...read,
    legal_name_en: 'Ken Resort Co.',
    vat_number: '300000000000003',
    postal_code: '48312',
    invoice_prefix: 'KR-',
    version: read.version + 1,
  });
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'seller-settings'));
  expect(audit).toMatchObject({
    actorId: adminId,
    action: 'update',
    before: { vat_number: read.vat_number },
    after: { vat_number: '300000000000003' },
  });
  const stale = await staff('PUT', { ...read, legal_name_en: 'Late' });
  expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
  expect((await current()).legal_name_en).toBe('Ken Resort Co.');
});

test('the database itself refuses a VAT number that does not start and end with 3', async () => {
  await expect(t.db.update(sellerSettings).set({ vatNumber: '123456789012345' })).rejects.toThrow();
  await expect(t.db.insert(sellerSettings).values({ ...(await t.db.select().from(sellerSettings))[0], id: 2 })).rejects.toThrow();
});
