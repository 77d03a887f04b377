import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/server/db/schema';
import { fuzzRequest, prng } from '../helpers/server/fuzzInputs';
import { freshIp } from '../helpers/server/accounts';
import { label, routeCases, type RouteCase } from '../helpers/server/routeTable';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// Replay a failure with FUZZ_SEED=<seed printed in the failure>; FUZZ_PER_ROUTE raises the count locally.
const SEED = Number(process.env.FUZZ_SEED ?? 42);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 80);
const TIMEOUT_MS = 5000;

let t: TestApp;
let routes: RouteCase[];
const users: UserRow[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  routes = routeCases(t.app);
  for (const role of ['guest', 'supplier', 'admin'] as const) users.push(await makeUser(t.db, { role }));
}, 120_000);
afterAll(() => t?.close());

async function withTimeout(request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), TIMEOUT_MS);
  });
  try {
    return await Promise.race([request, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why an answer is wrong, or null: a 5xx, an error that is not JSON, or no answer at all. */
function problemOf(response: LightMyRequestResponse | 'hang'): string | null {
  if (response === 'hang') return `no answer in ${TIMEOUT_MS} ms`;
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `${response.statusCode} not JSON: ${String(response.headers['content-type'])}`;
  try {
    const body = response.json();
    return body && typeof body === 'object' ? null : `${response.statusCode} body is not an object`;
  } catch {
    return `${response.statusCode} body does not parse`;
  }
}

test(`bad input to every route never gives a 5xx, a non-JSON error or a hang (seed ${SEED})`, async () => {
  const r = prng(SEED);
  const problems: string[] = [];
  let sent = 0;
  const statuses: Record<string, number> = {};
  for (const route of routes) {
    for (let i = 0; i < PER_ROUTE; i += 1) {
      const request = fuzzRequest(r, route);
      const user = r.chance(0.5) ? r.pick(users) : undefined;
      const headers = { ...(request.headers as Record<string, string>), ...(user ? { authorization: `Bearer ${t.tokenFor(user)}` } : {}) };
      const response = await withTimeout(t.app.inject({ ...request, headers, remoteAddress: freshIp() }));
      sent += 1;
      const status = response === 'hang' ? 'hang' : String(response.statusCode);
      statuses[status] = (statuses[status] ?? 0) + 1;
      const problem = problemOf(response);
      if (problem)
        problems.push(
          `${label(route)} ← ${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)}: ${problem}`,
        );
    }
  }
  if (process.env.FUZZ_STATS) console.log(`${sent} requests to ${routes.length} routes`, statuses);
  expect(sent).toBeGreaterThanOrEqual(routes.length * PER_ROUTE);
  expect(problems.slice(0, 20)).toEqual([]);
}, 300_000);
