import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { PASSWORD, client, freshEmail } from '../helpers/server/accounts';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

const mailer = memoryMailer();
let t: TestApp;
let admin: { id: number };
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ mailer });
  admin = await makeUser(t.db, { role: 'admin' });
  auth = { authorization: `Bearer ${t.tokenFor(admin as never)}` };
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { ...auth, 'accept-language': lang } });
const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('users', () => {
  it('finds accounts by search and filters', async () => {
    const target = await makeUser(t.db, { fullName: 'Findable Person', isVerified: false });
    const page = (await send('GET', '/api/dashboard/users/?q=findable&verified=no&role=guest')).json();
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([target.id]);
    const detail = (await send('GET', `/api/dashboard/users/${target.id}/`)).json();
    expect(detail).toMatchObject({ full_name: 'Findable Person', bookings_count: 0, version: 1 });
  });

  it('matches the text anywhere in the e-mail, name or phone, in any case, wildcards as typed, as the account is now', async () => {
    const stamp = Date.now();
    const guest = await makeUser(t.db, {
      fullName: `Qamar Zuhair ${stamp}`,
      email: `moon.${stamp}@example.test`,
      phone: `+966 5${stamp % 1e8}`,
    });
    const underscored = await makeUser(t.db, { fullName: `Qamar_Zuhair ${stamp}`, email: `other.${stamp}@example.test` });
    const found = async (q: string) =>
      (await send('GET', `/api/dashboard/users/?q=${encodeURIComponent(q)}`)).json().results.map((row: { id: number }) => row.id);
    for (const q of [`qAMAR zuhair ${stamp}`, `MOON.${stamp}@EXAMPLE`, `5${stamp % 1e8}`, `AR ZUHAIR ${stamp}`])
      expect(await found(q)).toEqual([guest.id]);
    // "_" and "%" are the characters typed, not wildcards; a text spanning two fields matches neither.
    expect(await found(`Qamar%Zuhair ${stamp}`)).toEqual([]);
    expect(await found(`Qamar_Zuhair ${stamp}`)).toEqual([underscored.id]);
    expect(await found(`${stamp}@example.test qamar`)).toEqual([]);
    // The search reads the account as it is now: a corrected name is found, the old one no longer.
    await t.db
      .update(users)
      .set({ fullName: `Badr Zuhair ${stamp}` })
      .where(eq(users.id, guest.id));
    expect(await found(`badr zuhair ${stamp}`)).toEqual([guest.id]);
    expect(await found(`qamar zuhair ${stamp}`)).toEqual([]);
  });

  it('pages a search (25 a page) with the count of every match, in each order', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Pageable ${String.fromCharCode(90 - (i % 26))}${i}`);
    type Made = Awaited<ReturnType<typeof makeUser>>;
    const made: Made[] = [];
    for (const [i, name] of names.entries())
      made.push(
        await makeUser(t.db, {
          fullName: name,
          email: `pageable${i}.${Date.now()}@example.test`,
          createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 7))),
        }),
      );
    const list = async (search: string) => (await send('GET', `/api/dashboard/users/?q=pageable&${search}`)).json();
    const expected = (compare: (a: Made, b: Made) => number) =>
      [...made].sort((a, b) => compare(a, b) || b.id - a.id).map((user) => user.id);
    const orders = {
      '-created_at': (a: Made, b: Made) => b.createdAt.getTime() - a.createdAt.getTime(),
      created_at: (a: Made, b: Made) => a.createdAt.getTime() - b.createdAt.getTime(),
      // Plain letters and digits: the database's collation orders them as code points do.
      full_name: (a: Made, b: Made) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0),
    };
    for (const [sort, compare] of Object.entries(orders)) {
      const [first, second] = [await list(`sort=${sort}`), await list(`sort=${sort}&page=2`)];
      expect([first.count, second.count]).toEqual([30, 30]);
      expect([...first.results, ...second.results].map((row: { id: number }) => row.id)).toEqual(expected(compare));
    }
    // The last page has no row to count by: past it is the contract's 404, and no match at all is page 1 of nothing.
    expect((await send('GET', '/api/dashboard/users/?q=pageable&page=3')).statusCode).toBe(404);
    expect((await send('GET', '/api/dashboard/users/?q=pageable&page=2&verified=no')).statusCode).toBe(404);
    expect(await list('verified=no')).toMatchObject({ count: 0, results: [] });
  });

  it('locks a deactivated user out at once with "User not found", and lets them back in when reactivated', async () => {
    const guest = await makeUser(t.db);
    const token = t.tokenFor(guest);
    const profile = () => t.app.inject({ method: 'GET', url: '/user-info/', headers: { authorization: `Bearer ${token}` } });
    expect((await profile()).statusCode).toBe(200);
    const off = await send('POST', `/api/dashboard/users/${guest.id}/active/`, { is_active: false, version: 1 });
    expect(off.json()).toMatchObject({ is_active: false, version: 2 });
    const refused = await profile();
    expect([refused.statusCode, refused.json().detail]).toEqual([401, 'User not found']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${String(guest.id)} AND ${auditLog.action} = 'deactivate'`);
    expect(audit).toMatchObject({ actorId: admin.id, area: 'users', before: { is_active: true }, after: { is_active: false } });
    const stale = await send('POST', `/api/dashboard/users/${guest.id}/active/`, { is_active: true, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect((await send('POST', `/api/dashboard/users/${guest.id}/active/`, { is_active: true, version: 2 })).statusCode).toBe(200);
  });

  it('refuses to let staff deactivate themselves', async () => {
    const response = await send('POST', `/api/dashboard/users/${admin.id}/active/`, { is_active: false, version: 1 }, 'ar');
    expect([response.statusCode, response.json().detail]).toEqual([409, 'لا يمكنك تعطيل حسابك.']);
  });

  it('creates a staff account that can sign in, and refuses a taken e-mail without writing', async () => {
    const email = freshEmail('staff');
    const created = await send('POST', '/api/dashboard/users/', {
      email,
      full_name: 'New Staff',
      password: PASSWORD,
      language: 'ar',
      staff_role: 'front_desk',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'admin', is_verified: true, staff_role: 'front_desk' });
    // The front desk's second step is optional: the password alone signs in.
    expect((await client(t.app).post('/login/', { email, password: PASSWORD })).json()).toMatchObject({ role: 'admin' });
    const manager = await send('POST', '/api/dashboard/users/', {
      email: freshEmail('manager'),
      full_name: 'New Manager',
      password: PASSWORD,
      language: 'en',
    });
    expect(manager.json()).toMatchObject({ staff_role: 'manager' });
    const before = await userCount();
    const taken = await send('POST', '/api/dashboard/users/', { email, full_name: 'Again', password: PASSWORD, language: 'en' });
    expect([taken.statusCode, taken.json()]).toEqual([400, { email: ['A user with this email already exists.'] }]);
    const invalid = await send('POST', '/api/dashboard/users/', { email: 'nope', full_name: '', password: 'short', language: 'fr' });
    expect(Object.keys(invalid.json()).sort()).toEqual(['email', 'full_name', 'language', 'password']);
    expect(await userCount()).toBe(before);
  });
});

describe('supplier applications', () => {
  const applicant = async (language: 'en' | 'ar') =>
    makeUser(t.db, {
      email: freshEmail('supplier'),
      role: 'supplier',
      supplierStatus: 'pending',
      companyName: 'Reef Divers',
      breif: 'Dives at dawn.',
      language,
      passwordHash: await hashPassword(PASSWORD),
    });

  it('lists pending applications with what the supplier wrote', async () => {
    const supplier = await applicant('en');
    const page = (await send('GET', '/api/dashboard/suppliers/')).json();
    expect(page.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: supplier.id, company_name: 'Reef Divers', breif: 'Dives at dawn.', supplier_status: 'pending' }),
      ]),
    );
  });

  it('approves: the supplier is e-mailed in their language and can sign in', async () => {
    const supplier = await applicant('ar');
    const pending = await client(t.app).post('/login/', { email: supplier.email, password: PASSWORD });
    expect(pending.statusCode).toBe(403);
    const approved = await send('POST', `/api/dashboard/suppliers/${supplier.id}/decision/`, { decision: 'approve', version: 1 });
    expect(approved.json()).toMatchObject({ supplier_status: 'approved', version: 2 });
    const mail = await mailer.lastTo(supplier.email);
    expect(mail.subject).toBe('تمت الموافقة على حساب المورّد في منتجع كِن');
    expect((await client(t.app).post('/login/', { email: supplier.email, password: PASSWORD })).json()).toMatchObject({ role: 'supplier' });
  });

  it('rejects only with a reason, e-mails it, and shows it at sign-in', async () => {
    const supplier = await applicant('en');
    const noReason = await send('POST', `/api/dashboard/suppliers/${supplier.id}/decision/`, {
      decision: 'reject',
      reason: ' ',
      version: 1,
    });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { reason: ['Give the supplier a reason for the rejection.'] }]);
    expect((await t.db.select().from(users).where(eq(users.id, supplier.id)))[0].supplierStatus).toBe('pending');
    const rejected = await send('POST', `/api/dashboard/suppliers/${supplier.id}/decision/`, {
      decision: 'reject',
      reason: 'We already work with a dive centre.',
      version: 1,
    });
    expect(rejected.json()).toMatchObject({ supplier_status: 'rejected', rejection_reason: 'We already work with a dive centre.' });
    const mail = await mailer.lastTo(supplier.email);
    expect([mail.subject, mail.text]).toEqual([
      'Your Ken Resort supplier application',
      expect.stringContaining('Reason: We already work with a dive centre.'),
    ]);
    const login = await client(t.app).post('/login/', { email: supplier.email, password: PASSWORD });
    expect([login.statusCode, JSON.stringify(login.json())]).toEqual([403, expect.stringContaining('We already work with a dive centre.')]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${String(supplier.id)} AND ${auditLog.area} = 'suppliers'`);
    expect(audit).toMatchObject({ action: 'reject', after: { supplier_status: 'rejected' } });
  });
});
