import { SESSION_ERRORS, type Role } from '../../src/shared/constants';
import type { UserRow } from '../../src/server/db/schema';
import { declaresBearer, NO_CREDENTIALS } from '../../src/server/plugins/auth';
import { BAD_BODIES, label, protectedCases, refusedRoles, refusedTokens, type RouteCase } from '../helpers/server/routeTable';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let routes: RouteCase[];
const users = {} as Record<Role, UserRow>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  routes = protectedCases(t.app);
  for (const role of ['guest', 'supplier', 'admin'] as const)
    users[role] = await makeUser(t.db, { role, supplierStatus: role === 'supplier' ? 'approved' : null });
}, 120_000);
afterAll(() => t?.close());

const bodiesOf = (route: RouteCase) => (route.hasBody ? BAD_BODIES : BAD_BODIES.slice(0, 1));
const send = (route: RouteCase, body: (typeof BAD_BODIES)[number], authorization?: string) =>
  t.app.inject({
    method: route.method,
    url: route.path,
    ...body.options,
    headers: { ...body.options.headers, ...(authorization ? { authorization } : {}) },
  });

test('the route table is the real one', () => {
  // Guards the walk below from passing on an empty or partial table.
  expect(routes.length).toBeGreaterThanOrEqual(20);
  expect(routes.map(label)).toEqual(
    expect.arrayContaining(['GET /user-info/', 'POST /api/products/booking/', 'GET /api/products/bookings/verify-ticket/']),
  );
});

test('every route that declares roles also declares bearer security', () => {
  const withRoles = t.app.routeTable.filter((entry) => entry.config.roles);
  expect(withRoles.length).toBeGreaterThan(0);
  for (const entry of withRoles)
    expect(`${entry.method} ${entry.url}: ${declaresBearer(entry.schema)}`).toBe(`${entry.method} ${entry.url}: true`);
});

test('every protected route refuses a missing, forged or expired token, whatever the body', async () => {
  const { forged, expired } = refusedTokens(users.admin.id, clock.now());
  const cases = [
    { name: 'no token', authorization: undefined, body: { detail: NO_CREDENTIALS } },
    { name: 'a forged token', authorization: `Bearer ${forged}`, body: { detail: SESSION_ERRORS.invalidToken } },
    { name: 'an expired token', authorization: `Bearer ${expired}`, body: { detail: SESSION_ERRORS.accessExpired } },
  ];
  const failures: string[] = [];
  for (const route of routes) {
    for (const body of bodiesOf(route)) {
      for (const credentials of cases) {
        const response = await send(route, body, credentials.authorization);
        const answer = `${response.statusCode} ${response.body}`;
        const wanted = `401 ${JSON.stringify(credentials.body)}`;
        if (answer !== wanted) failures.push(`${label(route)} with ${credentials.name} and ${body.name}: ${answer}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('every role-restricted route refuses every other role with 403, whatever the body, and lets its roles through', async () => {
  const failures: string[] = [];
  const restricted = routes.filter((route) => refusedRoles(route).length > 0);
  expect(restricted.length).toBeGreaterThan(0);
  for (const route of restricted) {
    for (const body of bodiesOf(route)) {
      for (const role of refusedRoles(route)) {
        const response = await send(route, body, `Bearer ${t.tokenFor(users[role])}`);
        if (response.statusCode !== 403 || typeof response.json().detail !== 'string')
          failures.push(`${label(route)} as ${role} with ${body.name}: ${response.statusCode} ${response.body}`);
      }
      const allowed = route.access.kind === 'bearer' ? route.access.roles![0] : 'guest';
      const response = await send(route, body, `Bearer ${t.tokenFor(users[allowed])}`);
      if ([401, 403].includes(response.statusCode))
        failures.push(`${label(route)} as ${allowed} with ${body.name}: ${response.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});
