import { viewContext, type BookingDeps } from './context';
import { bookingDocuments, bookingPageUrl } from './documents';
import { bookingEmail, type BookingMailKind, type MailExtra } from './mails';
import { placeOf } from './place';
import { logBookingMail } from './store';
import { documentAttachments } from './taxDocumentFiles';
import { findBooking, ticketsOf, toBookingView } from './view';

/**
 * E-mails the guest about the booking in the account's language and records it for the staff timeline.
 * While the stay is on, the e-mail carries the e-ticket as it now stands and the calendar file, and every
 * one links to the booking's page. `documentIds`: tax documents attached too (an invoice as PDF and XML, a credit
 * or debit note as PDF), each in both languages as issued.
 */
export async function sendBookingMail(
  deps: BookingDeps,
  bookingId: number,
  kind: BookingMailKind,
  { documentIds = [], ...extra }: MailExtra & { logAs?: string; documentIds?: number[] } = {},
): Promise<void> {
  const context = viewContext(deps);
  const record = await findBooking(deps.db, bookingId, context);
  if (!record) return;
  const booking = await toBookingView(record, (await ticketsOf(deps.db, [bookingId])).get(bookingId) ?? [], context);
  const attachments = await bookingDocuments(
    record,
    booking,
    record.user_language,
    deps.config.timeZone,
    deps.clock.now(),
    await deps.contact.read(),
  );
  const taxDocuments: NonNullable<MailExtra['taxDocuments']> = [];
  const documentFiles = [];
  for (const id of documentIds) {
    const files = await documentAttachments(deps.db, id, deps.config.timeZone);
    if (!files) continue;
    taxDocuments.push(files.document);
    documentFiles.push(...files.attachments);
  }
  const mail = bookingEmail(kind, booking, record.user_language, deps.config.timeZone, placeOf(record), {
    ...extra,
    link: bookingPageUrl(deps.config.publicUrl, bookingId),
    calendars: record.user_date_calendars,
    attached: attachments.length > 0,
    taxDocuments,
  });
  deps.deliverMail({ to: record.user_email, ...mail, attachments: [...attachments, ...documentFiles] });
  await logBookingMail(deps.db, {
    bookingId,
    kind: extra.logAs ?? kind,
    recipient: record.user_email,
    language: record.user_language,
    subject: mail.subject,
    at: deps.clock.now(),
  });
}
