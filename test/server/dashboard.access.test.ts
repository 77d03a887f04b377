import type { InjectOptions } from 'fastify';
import { label, routeCases, type RouteCase } from '../helpers/server/routeTable';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let tokens: Record<'guest' | 'supplier' | 'admin', string>;
beforeAll(async () => {
  t = await createTestApp();
  const [guest, supplier, admin] = await Promise.all([
    makeUser(t.db, { role: 'guest' }),
    makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }),
    makeUser(t.db, { role: 'admin' }),
  ]);
  tokens = { guest: t.tokenFor(guest), supplier: t.tokenFor(supplier), admin: t.tokenFor(admin) };
}, 120_000);
afterAll(() => t?.close());

/** Every back-office route of the app's route table: one added later is in the matrix without a change here. */
const staffRoutes = () => routeCases(t.app).filter((route) => route.url.startsWith('/api/dashboard/'));

const rolesOf = (route: RouteCase): readonly string[] => (route.access.kind === 'bearer' ? (route.access.roles ?? []) : []);

const call = (route: RouteCase, token?: string) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // A body that fails every schema: the role check must answer before validation runs.
    ...(route.hasBody ? { payload: { unexpected: true } } : {}),
  });

describe('the back-office role matrix, generated from the route table', () => {
  it('covers the staff routes (the matrix is not empty) and each one is for staff, some also for suppliers', () => {
    const routes = staffRoutes();
    expect(routes.map(label)).toEqual(expect.arrayContaining(['GET /api/dashboard/audit/', 'PUT /api/dashboard/content/faq/:id/', 'POST /api/dashboard/support/:id/reply/']));
    // Suppliers: their own support inbox; at the gate they verify and redeem their own tickets (checking a stay in is the resort's).
    const forSuppliers = (name: string) => name.includes(' /api/dashboard/support/') || ['POST /api/dashboard/checkin/verify/', 'POST /api/dashboard/checkin/tickets/:id/redeem/'].includes(name);
    expect(routes.map(label)).toContain('POST /api/dashboard/checkin/bookings/:id/check-in/');
    for (const route of routes) {
      expect([label(route), route.access]).toEqual([label(route), { kind: 'bearer', roles: forSuppliers(label(route)) ? ['admin', 'supplier'] : ['admin'] }]);
    }
  });

  it('documents every staff route in OpenAPI as needing a bearer token', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const route of staffRoutes()) {
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
      if (rolesOf(route).includes('supplier')) expect([name, 'supplier', [401, 403].includes(asSupplier)]).toEqual([name, 'supplier', false]);
      else expect([name, 'supplier', asSupplier]).toEqual([name, 'supplier', 403]);
      const asAdmin = (await call(route, tokens.admin)).statusCode;
      expect([name, 'admin', [401, 403].includes(asAdmin)]).toEqual([name, 'admin', false]);
    }
  });
});
