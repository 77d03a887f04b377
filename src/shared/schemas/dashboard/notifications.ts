import { Type, type Static } from '@sinclair/typebox';
import { Id, PageNumber, PageSize } from '../common';

/** What the back office hears about (issue 23 §6); the web app has a sentence for each kind in both languages. */
export const NOTIFICATION_KINDS = [
  'booking_paid',
  'booking_changed',
  'booking_cancelled',
  'refund_failed',
  'support_message',
  'supplier_application',
  'not_paid_at_arrival',
  'booking_message',
  'desk_refund_owed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
});
export type NotificationQuery = Static<typeof NotificationQuery>;

export const StaffNotification = Type.Object({
  id: Id,
  kind: Type.String({
    description:
      'booking_paid, booking_changed, booking_cancelled, refund_failed, support_message, supplier_application, booking_message, not_paid_at_arrival, desk_refund_owed',
  }),
  subject_type: Type.String({ description: 'booking, support_message or user' }),
  subject_id: Type.Integer(),
  /**
   * The facts for the sentence. Booking kinds: booking_id, code, guest, hut, hut_ar, date_from, date_to, total, currency;
   * booking_cancelled adds refundable, reason; booking_changed adds from_date_from, from_date_to, from_hut, from_hut_ar,
   * difference, by_staff; refund_failed adds refund_id, amount, error. support_message: name, email, language.
   * supplier_application: name, company, company_ar, email. booking_message: the booking kinds' facts, message_id, attachment.
   * desk_refund_owed: the booking kinds' facts, refund_id, amount, method (cash or terminal).
   */
  facts: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  /** The back-office path of its item, e.g. /dashboard/bookings/12. */
  link: Type.String(),
});
export type StaffNotification = Static<typeof StaffNotification>;

/** A page of notifications, newest first, with the caller's unread count (the bell's badge). */
export const NotificationPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
  results: Type.Array(StaffNotification),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const ReadAllBody = Type.Object({
  /** Mark read up to this notification (the newest the caller has seen); all current ones when left out. */
  up_to: Type.Optional(Id),
});
export type ReadAllBody = Static<typeof ReadAllBody>;

/** A short-lived ticket for the event stream (an EventSource cannot send an Authorization header). */
export const StreamTicket = Type.Object({
  ticket: Type.String(),
  expires_in: Type.Integer({ description: 'seconds' }),
});
export type StreamTicket = Static<typeof StreamTicket>;

export const StreamQuery = Type.Object({
  ticket: Type.Optional(Type.String({ maxLength: 2000 })),
});
