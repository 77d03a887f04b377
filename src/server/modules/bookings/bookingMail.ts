import { viewContext, type BookingDeps } from './context';
import { bookingDocuments, bookingPageUrl } from './documents';
import { bookingEmail, type BookingMailKind, type MailExtra } from './mails';
import { placeOf } from './place';
import { logBookingMail } from './store';
import { findBooking, ticketsOf, toBookingView } from './view';

/**
 * E-mails the guest about the booking in the account's language and records it for the staff timeline.
 * While the stay is on, the e-mail carries the e-ticket as it now stands and the calendar file, and every
 * one links to the booking's page.
 */
export async function sendBookingMail(
  deps: BookingDeps,
  bookingId: number,
  kind: BookingMailKind,
  extra: MailExtra & { logAs?: string } = {},
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
  const mail = bookingEmail(kind, booking, record.user_language, deps.config.timeZone, placeOf(record), {
    ...extra,
    link: bookingPageUrl(deps.config.publicUrl, bookingId),
    attached: attachments.length > 0,
  });
  deps.deliverMail({ to: record.user_email, ...mail, attachments });
  await logBookingMail(deps.db, {
    bookingId,
    kind: extra.logAs ?? kind,
    recipient: record.user_email,
    language: record.user_language,
    subject: mail.subject,
    at: deps.clock.now(),
  });
}
