import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/config';
import { rows } from '../../src/server/db/sql';
import { checkStamp, readDocument } from '../../src/server/lib/zatca';
import { seedDatabase } from '../../src/server/seed/seed';
import { createTestDatabase } from '../helpers/server/testDb';
import type { DatabaseHandle } from '../../src/server/db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(() => handle?.close());

const tables: Record<string, PgTable> = {
  faq: schema.faq,
  about_us: schema.aboutUs,
  stories: schema.stories,
  our_services: schema.ourServices,
  special_about_us: schema.specialAboutUs,
  terms: schema.terms,
  terms_title: schema.termsTitle,
  partners: schema.partners,
  users: schema.users,
  reviews: schema.reviews,
  site_ratings: schema.siteRatings,
  bookings: schema.bookings,
  booking_tickets: schema.bookingTickets,
  payment_transactions: schema.paymentTransactions,
  tax_documents: schema.taxDocuments,
};
// The server's configuration, so the demo's paid stays are invoiced with a stamp key kept in this data directory.
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ken-seed-')), JWT_SECRET: 'x'.repeat(40) });

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    result[name] = Number(row.n);
  }
  return result;
}

it('fills empty tables once and changes nothing when run again', async () => {
  const first = await seedDatabase(handle.db, { demo: true, invoicing: config });
  const afterFirst = await counts();
  expect(afterFirst).toMatchObject({
    faq: 8,
    about_us: 1,
    stories: 3,
    our_services: 4,
    special_about_us: 4,
    terms: 8,
    terms_title: 1,
    partners: 5,
    users: 9,
    reviews: 12,
    site_ratings: 5,
    bookings: 2,
    booking_tickets: 1,
    payment_transactions: 2,
    tax_documents: 2,
  }); // users and reviews include the catalogue's 2 demo suppliers and 7 hut reviews, and the demo admin and guest
  expect(first.inserted.faq).toBe(8);

  // Each demo charge has its simplified invoice, issued and stamped by the invoicing module: what the charge took.
  const invoiced = await rows<{ amount: string; total: number; type: string; counter: number; xml: string; on_payment_day: boolean }>(
    handle.db,
    sql`SELECT t.amount::text AS amount, d.total, d.type, d.counter, d.xml,
        d.issued_at = COALESCE(t.verified_at, t.created_at) AS on_payment_day
      FROM payment_transactions t
      JOIN tax_documents d ON d.payment_transaction_id = t.id ORDER BY d.counter`,
  );
  // Dated when the stay was paid, as a real payment's invoice is (the ledger's month of the payment is the invoice's).
  expect(invoiced.map((row) => [row.type, row.counter, row.total, row.on_payment_day])).toEqual(
    invoiced.map((row, index) => ['invoice', index + 1, Math.round(Number(row.amount) * 100), true]),
  );
  expect(readDocument(invoiced[1].xml).lines.length).toBeGreaterThan(1); // the upcoming stay: nights and snorkelling tickets
  expect(checkStamp(invoiced[0].xml)).toMatchObject({ hashMatches: true, signatureVerifies: true });

  const second = await seedDatabase(handle.db, { demo: true, invoicing: config });
  expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
  expect(await counts()).toEqual(afterFirst);
});

it('gives demo guests no password, so nobody can sign in as them; only the README’s demo accounts have one', async () => {
  const demoUsers = await handle.db.select().from(schema.users);
  const signIn = ['admin@kenresort.sa', 'guest@kenresort.sa', 'supplier.dive@kenresort.sa', 'supplier.spa@kenresort.sa'];
  expect(demoUsers.every((user) => user.isVerified)).toBe(true);
  expect(
    demoUsers
      .filter((user) => user.passwordHash !== null)
      .map((user) => user.email)
      .sort(),
  ).toEqual(signIn.sort());
  expect(
    demoUsers
      .filter((user) => user.role !== 'guest')
      .map((user) => user.email)
      .sort(),
  ).toEqual(['admin@kenresort.sa', 'supplier.dive@kenresort.sa', 'supplier.spa@kenresort.sa']);
});

it('makes the demo admin a manager who signs in without the second step (the only exempt account)', async () => {
  const demoUsers = await handle.db.select().from(schema.users);
  const admin = demoUsers.find((user) => user.email === 'admin@kenresort.sa')!;
  expect([admin.staffRole, admin.twoFactorExempt]).toEqual(['manager', true]);
  expect(demoUsers.filter((user) => user.twoFactorExempt).map((user) => user.email)).toEqual(['admin@kenresort.sa']);
});

it('opens some demo events and services to day visitors, each with dated sessions to sell', async () => {
  const open = await rows<{ kind: string; title: string; sessions: number }>(
    handle.db,
    sql`SELECT 'event' AS kind, e.title, (SELECT count(*)::int FROM event_dates d WHERE d.event_id = e.id) AS sessions
          FROM events e WHERE e.open_to_day_visitors
        UNION ALL
        SELECT 'service', s.title, (SELECT count(*)::int FROM service_dates d WHERE d.service_id = s.id)
          FROM services s WHERE s.open_to_day_visitors`,
  );
  expect(open.filter((offer) => offer.kind === 'event').map((offer) => offer.title)).toContain('Night Snorkelling');
  expect(open.filter((offer) => offer.kind === 'service').map((offer) => offer.title)).toContain('Discover Scuba');
  expect(open.every((offer) => offer.sessions > 0)).toBe(true);
});

it('gives guest@kenresort.sa a past paid stay to rate and an upcoming paid stay with tickets, amounts consistent', async () => {
  const { sql } = await import('drizzle-orm');
  const result = await handle.db
    .execute(sql`SELECT b.status::text AS status, upper(b.stay) < current_date AS ended, lower(b.stay) > current_date AS ahead,
      b.total::text AS total, b.paid::text AS paid, b.vat::text AS vat, b.subtotal::text AS subtotal,
      (SELECT coalesce(sum(t.total), 0)::text FROM booking_tickets t WHERE t.booking_id = b.id) AS tickets
    FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email = 'guest@kenresort.sa' ORDER BY lower(b.stay)`);
  const [past, upcoming] = (result as unknown as { rows: Record<string, string | boolean>[] }).rows;
  expect(past).toMatchObject({ status: 'paid', ended: true });
  expect(Number(past.tickets)).toBe(0);
  expect(upcoming).toMatchObject({ status: 'paid', ahead: true });
  expect(Number(upcoming.tickets)).toBeGreaterThan(0);
  for (const stay of [past, upcoming]) {
    expect(stay.paid).toBe(stay.total);
    const total = Number(stay.total);
    expect(Number(stay.vat)).toBeCloseTo(total - total / 1.15, 2);
  }
});
