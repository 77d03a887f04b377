// Issue 22, section 2: two instances never send the same refund twice. Two apps on one PostgreSQL database run their
// refund workers at the same moment, again and again, over refunds that the sandbox answers slowly (so the passes
// overlap): every refund is sent exactly once and given back once, with one credit note each.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle } from '../../src/server/db/client';
import { rows } from '../../src/server/db/sql';
import type { PaymentProvider } from '../../src/server/lib/payments/provider';
import { createSandboxProvider, SANDBOX_CARDS } from '../../src/server/lib/payments/sandbox';
import { makeHut, stay } from '../helpers/server/booking';
import { makeUser, TEST_JWT_SECRET } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { ON_POSTGRES, withInstances } from '../helpers/server/instances';

if (!ON_POSTGRES) console.warn('Refunds by two instances: runs in the server-pg project (TEST_DATABASE_URL)');

// Each settled refund issues a stamped credit note and mails it as a PDF: a few seconds of CPU each on a busy machine.
const REFUNDS = 4;

/** The sandbox, answering a refund only after the event loop has turned a few times (another instance's pass runs meanwhile). */
function slowSandbox(handle: DatabaseHandle, sent: string[]): PaymentProvider {
  const sandbox = createSandboxProvider(TEST_JWT_SECRET, handle.db);
  return {
    ...sandbox,
    async refund(request) {
      sent.push(request.merchantTransactionId);
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      return sandbox.refund(request);
    },
  };
}

(ON_POSTGRES ? test : test.skip)(
  'two instances’ refund workers running together send each refund exactly once',
  async () => {
    const clock = createTestClock('2026-03-01T09:00:00.000Z');
    const sent: string[] = [];
    await withInstances(2, { clock, overrides: (handle) => ({ paymentProvider: slowSandbox(handle, sent) }) }, async (apps, handles) => {
      const [first, second] = apps;
      const db = handles[0].db;
      const hut = (await makeHut(db)).id;
      const guest = await makeUser(db);
      const admin = await makeUser(db, { role: 'admin' });
      const as = (app: FastifyInstance, who: typeof guest) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        app.inject({ method, url, payload, headers: { authorization: `Bearer ${app.tokens.signAccess(who)}` } });

      // Paid stays, refunded in part by staff, on either instance.
      const bookings: number[] = [];
      for (let index = 0; index < REFUNDS; index += 1) {
        const app = apps[index % 2];
        const from = `2026-03-${String(2 + 2 * index).padStart(2, '0')}`;
        const to = `2026-03-${String(3 + 2 * index).padStart(2, '0')}`;
        const call = as(app, guest);
        const id = (await call('POST', '/api/products/booking/', stay(hut, from, to))).json().id as number;
        expect((await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to), status: 'confirmed' })).statusCode).toBe(
          200,
        );
        const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
        const paid = await call('PUT', `/api/products/bookings-pay/${id}/`, {
          checkout_id: checkout.checkout_id,
          card_number: SANDBOX_CARDS.visa,
          expiry_month: 12,
          expiry_year: 2030,
          cvc: '123',
          holder: 'Huda',
        });
        expect(paid.json()).toMatchObject({ status: 'paid' });
        expect((await as(app, admin)('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '100', reason: 'Both' })).statusCode).toBe(
          200,
        );
        bookings.push(id);
      }

      // Both workers at once, until nothing is due.
      let passes = 0;
      for (;;) {
        const [a, b] = await Promise.all([first.refundJobs.runOnce(), second.refundJobs.runOnce()]);
        passes += 1;
        if (a + b === 0 || passes > 20) break;
      }
      expect(sent).toHaveLength(REFUNDS);
      expect(new Set(sent).size).toBe(REFUNDS);
      const settled = await rows<{ status: string; sends: number; given: number; credit_notes: number }>(
        db,
        sql`SELECT q.status, (SELECT count(*)::int FROM refund_attempts a WHERE a.refund_id = q.id AND a.action = 'send') AS sends,
            (SELECT count(*)::int FROM sandbox_gateway_payments s WHERE s.type = 'RF' AND s.merchant_transaction_id = t.checkout_id) AS given,
            (SELECT count(*)::int FROM tax_documents d WHERE d.payment_transaction_id = q.id) AS credit_notes
          FROM refund_requests q JOIN payment_transactions t ON t.id = q.id ORDER BY q.id`,
      );
      expect(settled).toEqual(Array.from({ length: REFUNDS }, () => ({ status: 'succeeded', sends: 1, given: 1, credit_notes: 1 })));
    });
  },
  300_000,
);
