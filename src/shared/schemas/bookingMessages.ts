import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber, PageSize } from './common';

// Conversations about a booking (issue 26 §2): the guest of a booking and the resort's staff write to each other;
// suppliers read the threads of bookings that hold their tickets.

export const BOOKING_MESSAGE_LIMITS = { content: 5000 } as const;

/** A new message: words, a file (multipart `attachment`: an image or a PDF, at most 5 MB, as support's), or both. */
export const BookingMessageBody = Type.Object({
  content: Type.Optional(Type.String({ maxLength: BOOKING_MESSAGE_LIMITS.content })),
});
export type BookingMessageBody = Static<typeof BookingMessageBody>;

export const MessageParams = Type.Object({ id: Id, messageId: Id });

export const BookingMessage = Type.Object({
  id: Id,
  /** guest: the booking's guest wrote it; resort: a staff member did. */
  from: Type.Union([Type.Literal('guest'), Type.Literal('resort')]),
  /** The writer's name (a staff member's first name is enough for the guest; empty once erased). */
  author: Type.String(),
  content: Type.String(),
  /** The download address of its file (sign-in needed), or null. */
  attachment: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  /** When the other side first read it, or null. */
  read_at: Nullable(Type.String({ format: 'date-time' })),
});
export type BookingMessage = Static<typeof BookingMessage>;

export const BookingThread = Type.Object({
  booking: Type.Object({
    id: Id,
    code: Type.String(),
    hut: Type.String(),
    hut_ar: Type.String(),
    guest: Type.String(),
    date_from: Type.String({ format: 'date' }),
    date_to: Type.String({ format: 'date' }),
  }),
  /** Whether the caller may write (the guest and staff; a supplier reads). */
  can_write: Type.Boolean(),
  /** Messages from the other side the caller's side has not read. */
  unread: Type.Integer({ minimum: 0 }),
  messages: Type.Array(BookingMessage),
});
export type BookingThread = Static<typeof BookingThread>;

export const ThreadSummary = Type.Object({
  booking_id: Id,
  code: Type.String(),
  guest: Type.String(),
  hut: Type.String(),
  hut_ar: Type.String(),
  last_message: Type.String(),
  last_from: Type.Union([Type.Literal('guest'), Type.Literal('resort')]),
  last_at: Type.String({ format: 'date-time' }),
  /** The guest's messages no staff member has read. */
  unread: Type.Integer({ minimum: 0 }),
});
export type ThreadSummary = Static<typeof ThreadSummary>;

/** The guest's bookings with answers from the resort they have not read (My bookings marks them). */
export const GuestUnread = Type.Object({
  results: Type.Array(Type.Object({ booking_id: Id, unread: Type.Integer({ minimum: 1 }) })),
});
export type GuestUnread = Static<typeof GuestUnread>;

export const ThreadQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
  unread: Type.Optional(Type.Boolean({ description: 'only threads with unread guest messages' })),
});
export type ThreadQuery = Static<typeof ThreadQuery>;
