import type { InjectOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { STAFF_JOBS, STAFF_ROLES, type StaffRole } from '../../src/shared/staffRoles';
import { label, routeCases, type RouteCase } from '../helpers/server/routeTable';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let tokens: Record<'guest' | 'supplier' | 'admin' | 'pending' | 'rejected', string>;
let staffTokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp({
    // A staff route someone adds without naming staff roles: it must admit the manager alone.
    beforeReady: (app) => {
      app.get(
        '/api/dashboard/zz-undeclared/',
        {
          config: { roles: ['admin'] },
          schema: { security: [{ bearerAuth: [] }], response: { 200: Type.Object({ ok: Type.Boolean() }) } },
        },
        async () => ({ ok: true }),
      );
    },
  });
  const staff = await Promise.all(STAFF_ROLES.map((staffRole) => makeUser(t.db, { role: 'admin', staffRole })));
  staffTokens = Object.fromEntries(staff.map((user) => [user.staffRole, t.tokenFor(user)])) as Record<StaffRole, string>;
  const [guest, supplier, admin, pending, rejected] = await Promise.all([
    makeUser(t.db, { role: 'guest' }),
    makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }),
    makeUser(t.db, { role: 'admin' }),
    makeUser(t.db, { role: 'supplier', supplierStatus: 'pending' }),
    makeUser(t.db, { role: 'supplier', supplierStatus: 'rejected', supplierRejectionReason: 'No licence' }),
  ]);
  tokens = {
    guest: t.tokenFor(guest),
    supplier: t.tokenFor(supplier),
    admin: t.tokenFor(admin),
    pending: t.tokenFor(pending),
    rejected: t.tokenFor(rejected),
  };
}, 120_000);
afterAll(() => t?.close());

/** Every back-office route of the app's route table: one added later is in the matrix without a change here. */
const dashboardRoutes = () => routeCases(t.app).filter((route) => route.url.startsWith('/api/dashboard/'));
const rolesOf = (route: RouteCase) => (route.access.kind === 'bearer' ? (route.access.roles ?? []) : []);
/** The routes of the supplier portal: those whose roles admit a supplier. */
const supplierRoutes = () => dashboardRoutes().filter((route) => rolesOf(route).includes('supplier'));
const staffRoutes = () => dashboardRoutes().filter((route) => !rolesOf(route).includes('supplier'));

const call = (route: RouteCase, token?: string, lang = 'en') =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.path,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    // A body that fails every schema: the role check must answer before validation runs.
    ...(route.hasBody ? { payload: { unexpected: true } } : {}),
  });

describe('the back-office role matrix, generated from the route table', () => {
  it('covers the staff routes (the matrix is not empty) and each one is for staff, some also for suppliers', () => {
    const routes = staffRoutes();
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /api/dashboard/audit/',
        'PUT /api/dashboard/content/faq/:id/',
        'GET /api/dashboard/huts/',
        'GET /api/dashboard/items/',
      ]),
    );
    for (const route of routes)
      expect([label(route), route.access]).toEqual([
        label(route),
        { kind: 'bearer', roles: ['admin'], staffRoles: expect.arrayContaining(['manager']) },
      ]);
    expect(supplierRoutes().map(label)).toEqual(
      expect.arrayContaining([
        'PUT /api/dashboard/services/:id/',
        'GET /api/dashboard/supplier/sales/',
        'POST /api/dashboard/support/:id/reply/',
        'POST /api/dashboard/checkin/verify/',
        'POST /api/dashboard/checkin/tickets/:id/redeem/',
      ]),
    );
    // Checking a stay in is the resort's: a supplier only verifies and redeems their own tickets at the gate.
    expect(routes.map(label)).toContain('POST /api/dashboard/checkin/bookings/:id/check-in/');
    for (const route of supplierRoutes())
      expect([label(route), rolesOf(route).every((role) => role === 'admin' || role === 'supplier')]).toEqual([label(route), true]);
  });

  it('documents every back-office route in OpenAPI as needing a bearer token', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const route of dashboardRoutes()) {
      const operation = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect([label(route), operation?.security]).toEqual([label(route), [{ bearerAuth: [] }]]);
    }
  });

  it('answers 401 without a token, 403 to a guest (and to a supplier where the route is for staff only), and lets an admin through', async () => {
    for (const route of staffRoutes()) {
      const name = label(route);
      expect([name, (await call(route)).statusCode]).toEqual([name, 401]);
      expect([name, 'guest', (await call(route, tokens.guest)).statusCode]).toEqual([name, 'guest', 403]);
      const asSupplier = (await call(route, tokens.supplier)).statusCode;
      if (rolesOf(route).includes('supplier'))
        expect([name, 'supplier', [401, 403].includes(asSupplier)]).toEqual([name, 'supplier', false]);
      else expect([name, 'supplier', asSupplier]).toEqual([name, 'supplier', 403]);
      const asAdmin = (await call(route, tokens.admin)).statusCode;
      expect([name, 'admin', [401, 403].includes(asAdmin)]).toEqual([name, 'admin', false]);
    }
  });
});

describe('the supplier portal, generated from the route table', () => {
  it('answers 401 without a token, 403 to a guest, and lets an approved supplier through the role check', async () => {
    for (const route of supplierRoutes()) {
      const name = label(route);
      expect([name, (await call(route)).statusCode]).toEqual([name, 401]);
      expect([name, 'guest', (await call(route, tokens.guest)).statusCode]).toEqual([name, 'guest', 403]);
      for (const role of rolesOf(route)) {
        const status = (await call(route, tokens[role as 'admin' | 'supplier'])).statusCode;
        expect([name, role, [401, 403].includes(status)]).toEqual([name, role, false]);
      }
    }
  });

  it('refuses a pending or rejected supplier on every supplier route, in their language, before validation', async () => {
    for (const route of supplierRoutes()) {
      const name = label(route);
      expect([name, (await call(route, tokens.pending, 'ar')).json()]).toEqual([
        name,
        { detail: 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.' },
      ]);
      expect([name, (await call(route, tokens.rejected)).json()]).toEqual([
        name,
        { detail: 'Your supplier application was not approved: No licence' },
      ]);
    }
  });
});

const staffRolesOf = (route: RouteCase) => (route.access.kind === 'bearer' ? (route.access.staffRoles ?? []) : []);
const staffRouteCases = () => routeCases(t.app).filter((route) => rolesOf(route).includes('admin'));

describe('the staff role matrix, generated from the route table for every staff role', () => {
  it('declares staff roles on every staff route, the manager in each, and a route without a declaration admits the manager alone', () => {
    const routes = staffRouteCases();
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect([label(route), staffRolesOf(route)]).toEqual([label(route), expect.arrayContaining(['manager'])]);
    const undeclared = routes.find((route) => route.url === '/api/dashboard/zz-undeclared/')!;
    expect(staffRolesOf(undeclared)).toEqual(['manager']);
  });

  it('gives each job what the issue lists: the front desk no figures, finance no grid, gate and housekeeping only their own', () => {
    const admits = (method: string, url: string) => staffRolesOf(staffRouteCases().find((route) => label(route) === `${method} ${url}`)!);
    expect(admits('GET', '/api/dashboard/figures/')).toEqual(STAFF_JOBS.finance);
    expect(admits('GET', '/api/dashboard/grid/')).toEqual(STAFF_JOBS.frontDesk);
    expect(admits('POST', '/api/dashboard/bookings/:id/refund/')).toEqual(STAFF_JOBS.finance);
    expect(admits('POST', '/api/dashboard/checkin/verify/')).toEqual(STAFF_JOBS.gate);
    expect(admits('PUT', '/api/dashboard/huts/:id/housekeeping/')).toEqual(STAFF_JOBS.housekeeping);
    expect(admits('PUT', '/api/dashboard/content/faq/:id/')).toEqual(STAFF_JOBS.content);
    expect(admits('PUT', '/api/dashboard/settings/seller/')).toEqual(STAFF_JOBS.finance);
    expect(admits('POST', '/api/dashboard/desk-refunds/:id/hand-over/')).toEqual(['manager', 'front_desk', 'finance']);
    expect(admits('POST', '/api/dashboard/users/')).toEqual(['manager']);
    const reach = (role: StaffRole) =>
      staffRouteCases()
        .filter((route) => staffRolesOf(route).includes(role))
        .map(label);
    // Besides their job: notifications, and their own sign-in and security (/api/dashboard/me/…), as every staff role.
    expect(reach('housekeeping').every((name) => /housekeeping|notifications|\/api\/dashboard\/me\//.test(name))).toBe(true);
    expect(reach('gate').every((name) => /checkin|verify-ticket|tickets|notifications|\/api\/dashboard\/me\//.test(name))).toBe(true);
    expect(reach('housekeeping')).toEqual(expect.arrayContaining(['GET /api/dashboard/me/security/', 'PUT /api/dashboard/me/password/']));
  });

  it('lets each staff role through exactly the routes that admit it and refuses the rest with a translated 403, before the body is read', async () => {
    for (const route of staffRouteCases()) {
      const name = label(route);
      for (const role of STAFF_ROLES) {
        const response = await call(route, staffTokens[role], 'ar');
        if (staffRolesOf(route).includes(role)) expect([name, role, [401, 403].includes(response.statusCode)]).toEqual([name, role, false]);
        else
          expect([name, role, response.statusCode, response.json()]).toEqual([
            name,
            role,
            403,
            { detail: 'دورك في فريق العمل لا يشمل هذا. اطلب من المدير إضافته إن احتجت إليه.' },
          ]);
      }
    }
  });

  it('applies a role change at the next request (the role is read with the session, not from the token)', async () => {
    const frontDesk = await makeUser(t.db, { role: 'admin', staffRole: 'front_desk' });
    const token = t.tokenFor(frontDesk);
    const figures = () => t.app.inject({ method: 'GET', url: '/api/dashboard/figures/', headers: { authorization: `Bearer ${token}` } });
    expect((await figures()).statusCode).toBe(403);
    const { users } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ staffRole: 'finance' }).where(eq(users.id, frontDesk.id));
    expect((await figures()).statusCode).toBe(200);
  });
});
