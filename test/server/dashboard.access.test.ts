import type { InjectOptions } from 'fastify';
import { dashboardRoutesOf } from '../helpers/server/dashboardRouteTable';
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

const call = (route: { method: string; url: string }, token?: string) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // A body that fails every schema: the role check must answer before validation runs.
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
  });

describe('the back-office role matrix, generated from the route table', () => {
  const routes = () => dashboardRoutesOf(t.app);

  it('finds the staff routes (the matrix below is not empty)', () => {
    expect(routes().map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(['GET /api/dashboard/audit/']));
  });

  it('documents every staff route as needing a bearer token', () => {
    for (const route of routes()) expect({ route: route.path, security: route.security }).toEqual({ route: route.path, security: [{ bearerAuth: [] }] });
  });

  it('answers 401 without a token, 403 to a guest and a supplier, and lets an admin through', async () => {
    for (const route of routes()) {
      const name = `${route.method} ${route.path}`;
      expect([name, (await call(route)).statusCode]).toEqual([name, 401]);
      expect([name, 'guest', (await call(route, tokens.guest)).statusCode]).toEqual([name, 'guest', 403]);
      expect([name, 'supplier', (await call(route, tokens.supplier)).statusCode]).toEqual([name, 'supplier', 403]);
      const asAdmin = (await call(route, tokens.admin)).statusCode;
      expect([name, 'admin', [401, 403].includes(asAdmin)]).toEqual([name, 'admin', false]);
    }
  });
});
