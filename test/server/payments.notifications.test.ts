import { sql } from 'drizzle-orm';
import type { SandboxProvider } from '../../src/server/lib/payments/sandbox';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The sandbox adapter checks the type of every field of a notification before use (issue 9 §3): a correctly
// signed notification with a checkoutId that is not a well-formed string is a 400, never a 500 from SQL.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ clock })));
afterAll(() => t.close());

const notify = (body: string) => {
  const gateway = t.app.bookingJobs.deps.provider as SandboxProvider;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    payload: body,
    headers: { 'content-type': 'text/plain', 'x-sandbox-signature': gateway.sign(body) },
  });
};

test('signed notifications with fields of the wrong type are refused with 400; a well-formed one is applied', async () => {
  const headers = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const body = stay((await makeHut(t.db)).id, '2026-04-01', '2026-04-03');
  const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers })).json().id;
  await t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers });
  const checkout = (
    await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers })
  ).json();
  const gateway = t.app.bookingJobs.deps.provider as SandboxProvider;
  await gateway.charge(checkout.checkout_id, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Huda' });

  const wrong = [
    { checkoutId: 12345 },
    { checkoutId: { $ne: '' } },
    { checkoutId: [checkout.checkout_id] },
    { checkoutId: null },
    { checkoutId: true },
    { checkoutId: `${checkout.checkout_id}${'0'.repeat(500)}` },
    { checkoutId: "sbx_' OR '1'='1" },
    {},
    [checkout.checkout_id],
    'text',
    42,
    null,
  ];
  for (const payload of wrong) {
    const answer = await notify(JSON.stringify(payload));
    expect([JSON.stringify(payload).slice(0, 60), answer.statusCode, typeof answer.json().detail]).toEqual([
      JSON.stringify(payload).slice(0, 60),
      400,
      'string',
    ]);
  }
  expect((await notify('{"checkoutId":')).statusCode).toBe(400);
  expect((await rows<{ status: string }>(t.db, sql`SELECT status::text FROM bookings WHERE id = ${id}::int`))[0].status).toBe('confirmed');

  const applied = await notify(JSON.stringify({ checkoutId: checkout.checkout_id }));
  expect([applied.statusCode, applied.json()]).toEqual([200, { received: true, duplicate: false }]);
  expect((await rows<{ status: string }>(t.db, sql`SELECT status::text FROM bookings WHERE id = ${id}::int`))[0].status).toBe('paid');
});
