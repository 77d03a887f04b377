import type { Language } from '../../../shared/constants';
import type { Booking } from '../../../shared/schemas/booking';
import type { ResortContact } from '../../../shared/schemas/resortContact';
import type { MailAttachment } from '../../lib/mail';
import { bookingCalendar } from './calendar';
import { placeOf } from './place';
import { renderTicketPdf } from './ticketPdf';
import type { BookingRecord } from './view';

/** Statuses in which the stay is still on: its e-mails carry the e-ticket and the calendar file. */
const STAY_ON = new Set<Booking['status']>(['paid', 'completed']);

/** The page where the guest finds the booking again (My bookings, scrolled to its card). */
export const bookingPageUrl = (publicUrl: string, bookingId: number) => `${publicUrl}/my-booking#booking-${bookingId}`;

/**
 * The documents a booking e-mail carries, in the booking's language: the e-ticket as it stands now (QR,
 * lines, paid and refunded) and the calendar file. None once the stay is cancelled: a ticket that no
 * longer opens the gate must not travel with the e-mail that says so.
 */
export async function bookingDocuments(
  record: BookingRecord,
  booking: Booking,
  lang: Language,
  timeZone: string,
  now: Date,
  contact: ResortContact,
): Promise<MailAttachment[]> {
  if (!STAY_ON.has(booking.status)) return [];
  return [
    {
      filename: `${booking.code}.pdf`,
      content: await renderTicketPdf(booking, lang, timeZone, placeOf(record), contact, record.user_date_calendars),
      contentType: 'application/pdf',
    },
    {
      filename: `${booking.code}.ics`,
      content: Buffer.from(bookingCalendar(record, now, timeZone, lang)),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
}
