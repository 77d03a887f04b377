import { seedDemoAccounts, DEMO_PASSWORD, DEMO_SIGN_IN_EMAILS } from '../../src/server/seed/demoAccounts';
import { bookings, bookingTickets, paymentTransactions, users } from '../../src/server/db/schema';
import { client } from '../helpers/server/accounts';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t?.close());

describe('demo accounts', () => {
  it.each(DEMO_SIGN_IN_EMAILS)('%s signs in with the README password', async (email) => {
    const response = await client(t.app).post('/login/', { email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
  });

  it('lists the two approved demo suppliers in the dropdown', async () => {
    const list = (await client(t.app).get('/supplier-dropdown/')).json() as { email: string }[];
    expect(list.map((s) => s.email)).toEqual(expect.arrayContaining(['supplier.dive@kenresort.sa', 'supplier.spa@kenresort.sa']));
  });

  it('are never created when NODE_ENV=production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await t.db
        .transaction(async (tx) => {
          // The demo seed's bookings reference the guest (RESTRICT): cleared first, inside the rolled-back transaction.
          await tx.delete(paymentTransactions);
          await tx.delete(bookingTickets);
          await tx.delete(bookings);
          await tx.delete(users);
          expect(await seedDemoAccounts(tx)).toEqual({ demo_accounts: 0 });
          expect(await tx.select().from(users)).toEqual([]);
          tx.rollback();
        })
        .catch((error: Error) => {
          if (!/rollback/i.test(error.message)) throw error;
        });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
