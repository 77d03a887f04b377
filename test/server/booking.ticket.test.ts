import { writeFileSync } from 'node:fs';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ clock })));
afterAll(() => t.close());

test('the e-ticket PDF: owner only, paid only', async () => {
  const owner = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const stranger = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const hut = (await makeHut(t.db)).id;
  const { eventId, dateId } = await makeEventDate(t.db, '2026-04-02', 5);
  const body = stay(hut, '2026-04-01', '2026-04-04', { events: [{ event: eventId, date: dateId, quantity: 2 }] });
  const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers: owner })).json().id;
  const url = `/api/products/bookings/${id}/ticket.pdf`;
  expect((await t.app.inject({ method: 'GET', url, headers: owner })).statusCode).toBe(409);
  await t.app.inject({
    method: 'PUT',
    url: `/api/products/booking/update/${id}/`,
    payload: { ...body, status: 'confirmed' },
    headers: owner,
  });
  const checkout = (
    await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers: owner })
  ).json();
  await t.app.inject({
    method: 'PUT',
    url: `/api/products/bookings-pay/${id}/`,
    headers: owner,
    payload: {
      checkout_id: checkout.checkout_id,
      card_number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder: 'Huda',
    },
  });

  const pdf = await t.app.inject({ method: 'GET', url, headers: owner });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  if (process.env.TICKET_PDF_OUT) writeFileSync(process.env.TICKET_PDF_OUT, pdf.rawPayload);
  const other = await t.app.inject({ method: 'GET', url, headers: stranger });
  expect([other.statusCode, other.json().detail]).toEqual([404, 'Not found.']);
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
});
