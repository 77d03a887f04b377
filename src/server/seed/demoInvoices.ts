// The demo's paid stays get their simplified tax invoices through the same issuing code as a real payment
// (modules/bookings/taxDocuments.ts says what was sold, modules/invoicing numbers, chains and stamps it), so a fresh
// demo shows documents on My bookings, the staff booking page and the back office's documents list.
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { rows } from '../db/sql';
import { invoiceInput } from '../modules/bookings/taxDocuments';
import { findTransaction } from '../modules/bookings/transactions';
import { findBooking } from '../modules/bookings/view';
import { loadStampCredentials } from '../modules/invoicing/credentials';
import { createDocumentIssuer } from '../modules/invoicing/issue';
import { createSettingsRepository } from '../modules/settings/repository';

/**
 * Issues an invoice for each demo charge (payment rows the seed wrote, `raw.demo`) that has none yet, oldest first,
 * inside the seed's transaction. The stamp's credentials are the ones the server uses (ZATCA_PRIVATE_KEY and
 * ZATCA_CERTIFICATE, else the key kept in DATA_DIR, generated here on a first start as the invoicing plugin would).
 */
export async function issueDemoInvoices(tx: Database, now: Date, config: AppConfig): Promise<Record<string, number>> {
  // Each invoice is dated when its stay was paid, as a real payment's is, so a month's invoices match its payments
  // in the ledger; never before a document already issued (the numbering chain runs forward) nor after now.
  const charges = await rows<{ id: number; booking_id: number; paid_at: Date | string }>(
    tx,
    sql`SELECT t.id, t.booking_id,
      LEAST(GREATEST(COALESCE(t.verified_at, t.created_at), COALESCE((SELECT max(d.issued_at) FROM tax_documents d), '-infinity')), ${now.toISOString()}::timestamptz) AS paid_at
    FROM payment_transactions t
    WHERE t.kind = 'booking' AND t.status = 'success' AND t.raw->>'demo' = 'true'
      AND NOT EXISTS (SELECT 1 FROM tax_documents d WHERE d.payment_transaction_id = t.id)
    ORDER BY paid_at, t.id`,
  );
  if (charges.length === 0) return { tax_documents: 0 };
  let issuedAt = now;
  const clock = { now: () => issuedAt };
  const issuer = createDocumentIssuer({
    credentials: loadStampCredentials({
      dataDir: config.dataDir,
      privateKey: config.zatcaPrivateKey,
      certificate: config.zatcaCertificate,
    }),
    clock,
    settings: createSettingsRepository(tx),
  });
  const context = { timeZone: config.timeZone, cancelFullRefundHours: config.cancelFullRefundHours, now };
  let issued = 0;
  for (const { id, booking_id: bookingId, paid_at: paidAt } of charges) {
    issuedAt = new Date(paidAt);
    const [charge, booking] = await Promise.all([findTransaction({ db: tx }, { id }), findBooking(tx, bookingId, context)]);
    if (!charge || !booking) continue;
    await issuer.issueDocument(tx, await invoiceInput(tx, { config, clock }, charge, { booking }));
    issued += 1;
  }
  return { tax_documents: issued };
}
