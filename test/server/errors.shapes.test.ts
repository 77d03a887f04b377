import { INTERNAL_ERROR_DETAIL } from '../../src/shared/constants';
import type { UserRow } from '../../src/server/db/schema';
import { shapeProblems } from '../helpers/server/responseShapes';
import { BAD_BODIES, fillPath, label, refusedRoles, routeCases, type RouteCase } from '../helpers/server/routeTable';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
let routes: RouteCase[];
let guest: UserRow;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  routes = routeCases(t.app);
  guest = await makeUser(t.db);
  admin = await makeUser(t.db, { role: 'admin' });
}, 120_000);
afterAll(() => t?.close());

const bearer = (user: UserRow) => ({ authorization: `Bearer ${t.tokenFor(user)}` });
const userFor = (route: RouteCase) => (route.access.kind === 'bearer' && route.access.roles?.includes('admin') ? admin : guest);

/** Requests that provoke 400, 401, 403 and 404 where a route can give them. */
function provocations(route: RouteCase) {
  const signedIn = route.access.kind === 'public' ? {} : bearer(userFor(route));
  const list: { name: string; url: string; payload?: unknown; headers: Record<string, string> }[] = [
    { name: 'a bad query', url: `${route.path}?page=-1&page_size=x&date_from=2026-02-31&booking_id=x&token=`, headers: signedIn },
  ];
  if (route.url.includes(':')) {
    list.push({ name: 'a bogus id', url: fillPath(route.url, 'x'), headers: signedIn });
    list.push({ name: 'an unknown id', url: fillPath(route.url, '2147483647'), headers: signedIn });
  }
  if (route.hasBody)
    for (const body of BAD_BODIES)
      list.push({
        name: body.name,
        url: route.path,
        payload: body.options.payload,
        headers: { ...(body.options.headers as Record<string, string>), ...signedIn },
      });
  if (route.access.kind === 'bearer') list.push({ name: 'no token', url: route.path, headers: {} });
  for (const role of refusedRoles(route))
    list.push({ name: `role ${role}`, url: route.path, headers: bearer(role === 'admin' ? admin : guest) });
  return list;
}

test('every error answer of every route has the shape that route declares for its status', async () => {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const route of routes) {
    for (const request of provocations(route)) {
      const response = await t.app.inject({
        method: route.method,
        url: request.url,
        payload: request.payload as string,
        headers: request.headers,
      });
      if (response.statusCode < 400) continue;
      seen.add(response.statusCode);
      if (response.statusCode >= 500) problems.push(`${label(route)} with ${request.name}: ${response.statusCode} ${response.body}`);
      problems.push(...shapeProblems(route.entry, response).map((problem) => `${problem} (${request.name})`));
    }
  }
  expect(problems).toEqual([]);
  // The walk really reached every kind of refusal.
  expect([...seen].sort()).toEqual(expect.arrayContaining([400, 401, 403, 404]));
});

test.each([
  ['a query number past the float range', { method: 'GET', url: '/api/products/events/?page_size=1e309' }, 'page_size'],
  [
    'a JSON number past the float range',
    { method: 'POST', url: '/api/content/ken/review/', payload: '{"rating": 1e309}', headers: { 'content-type': 'application/json' } },
    'rating',
  ],
  [
    'a NUL character PostgreSQL cannot store',
    {
      method: 'POST',
      url: '/api/content/ken/review/',
      payload: '{"rating": 4, "comment": "a\\u0000b"}',
      headers: { 'content-type': 'application/json' },
    },
    'comment',
  ],
] as const)('%s is a 400 on its field, not a database error', async (_name, request, field) => {
  const signedIn = 'payload' in request ? { authorization: `Bearer ${t.tokenFor(guest)}` } : {};
  const response = await t.app.inject({ ...request, headers: { ...('headers' in request ? request.headers : {}), ...signedIn } });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json())).toEqual([field]);
});

describe('POST /api/payments/webhook/', () => {
  const route = () => routes.find((candidate) => candidate.url === '/api/payments/webhook/')!;
  it.each([
    ['malformed JSON', '{"id": ', 'application/json'],
    ['a wrong content type', '<xml/>', 'application/xml'],
    ['an empty JSON body', '', 'application/json'],
  ])('answers its declared 400 to %s, never the framework’s error', async (_name, payload, contentType) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/FST_|statusCode|schema/);
    expect(shapeProblems(route().entry, response)).toEqual([]);
  });
});

test('a 5xx says only Internal server error and the request id', async () => {
  const broken = await createTestApp({
    beforeReady: (app) =>
      void app.get('/api/test/broken/', async () => {
        throw new Error('secret internals');
      }),
  });
  try {
    const response = await broken.app.inject({ method: 'GET', url: '/api/test/broken/', headers: { 'x-request-id': 'req-12345678' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: INTERNAL_ERROR_DETAIL, request_id: 'req-12345678' });
    const entry = broken.app.routeTable.find((candidate) => candidate.url === '/api/test/broken/')!;
    expect(shapeProblems(entry, response)).toEqual([]);
  } finally {
    await broken.close();
  }
});
