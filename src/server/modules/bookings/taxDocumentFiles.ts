// Issue 22: a tax document's files (the bilingual PDF, the XML as issued) for the downloads and the e-mails.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, paymentTransactions, taxDocuments, users } from '../../db/schema';
import type { MailAttachment } from '../../lib/mail';
import type { TaxDocumentRow } from '../invoicing/repository';
import { renderTaxDocumentPdf } from './taxDocumentPdf';

/** The document (within the booking, when one is given), its booking's code and the invoice it corrects. */
async function documentWithContext(db: Database, id: number, bookingId?: number) {
  const [found] = await db
    .select({
      document: taxDocuments,
      bookingCode: bookings.code,
      calendars: users.dateCalendars,
      paidWith: { brand: paymentTransactions.brand, last4: paymentTransactions.last4 },
    })
    .from(taxDocuments)
    .leftJoin(bookings, eq(bookings.id, taxDocuments.bookingId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, taxDocuments.paymentTransactionId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(bookingId === undefined ? eq(taxDocuments.id, id) : and(eq(taxDocuments.id, id), eq(taxDocuments.bookingId, bookingId)));
  if (!found) return null;
  let corrects: { number: string; issuedAt: Date } | null = null;
  if (found.document.correctsId !== null) {
    const [invoice] = await db
      .select({ number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, found.document.correctsId));
    corrects = invoice ?? null;
  }
  // The guest's choice of calendars (issue 26 §4): Gregorian only leaves the Hijri issue date out.
  return {
    document: found.document,
    bookingCode: found.bookingCode,
    corrects,
    calendars: found.calendars ?? undefined,
    paidWith: found.paidWith?.brand ? found.paidWith : null,
  };
}

/** The PDF of a document, or null when there is no such document (in that booking). */
export async function documentPdf(
  db: Database,
  id: number,
  timeZone: string,
  bookingId?: number,
): Promise<{ number: string; body: Buffer; document: TaxDocumentRow } | null> {
  const found = await documentWithContext(db, id, bookingId);
  if (!found) return null;
  const body = await renderTaxDocumentPdf({ ...found, timeZone });
  return { number: found.document.number, body, document: found.document };
}

/** A document as e-mail attachments: an invoice as PDF and XML, a credit or debit note as PDF. Null when there is none. */
export async function documentAttachments(
  db: Database,
  id: number,
  timeZone: string,
): Promise<{ document: { number: string; type: TaxDocumentRow['type'] }; attachments: MailAttachment[] } | null> {
  const file = await documentPdf(db, id, timeZone);
  if (!file) return null;
  const { number, type, xml } = file.document;
  const attachments: MailAttachment[] = [{ filename: `${number}.pdf`, content: file.body, contentType: 'application/pdf' }];
  if (type === 'invoice') attachments.push({ filename: `${number}.xml`, content: Buffer.from(xml), contentType: 'application/xml' });
  return { document: { number, type }, attachments };
}
