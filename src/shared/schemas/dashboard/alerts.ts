import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber, PageSize } from '../common';

/** The kinds the server writes today; the screen has a sentence for each, and shows the stored text for any other. */
export const ALERT_KINDS = ['zatca_rejected', 'refund_failed', 'backup_failed', 'backup_stale', 'channel_conflict'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const AlertQuery = Type.Object({
  /** open (default): still to act on, newest first; acknowledged: acted on, most recently acknowledged first. */
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('acknowledged')])),
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
});
export type AlertQuery = Static<typeof AlertQuery>;

/** Something staff must act on: a tax document ZATCA rejected, a refund the provider refused for good, a scheduled backup that failed or is late. */
export const StaffAlert = Type.Object({
  id: Id,
  kind: Type.String({ description: 'zatca_rejected, refund_failed, or a later kind' }),
  subject_type: Type.String({ description: 'What it is about: tax_document, refund, booking…' }),
  subject_id: Type.Integer(),
  /** The server's own words (English, for the log); the screen writes its own sentence per kind. */
  message: Type.String(),
  /** The kind's facts: zatca_rejected {errors, warnings}; refund_failed {booking_id, refund_id, amount, reason, error}; backup_failed {file, error}; backup_stale {last_success_at, every_hours};
   * channel_conflict {booking_id, booking_code, channel_id, channel_name, hut_id, block_from, block_to (nights, inclusive), stay_from, stay_to (check-in, check-out)}. */
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String({ format: 'date-time' }),
  acknowledged_at: Nullable(Type.String({ format: 'date-time' })),
  /** The booking it concerns (the document's booking, or details.booking_id), where there is one. */
  booking_id: Nullable(Type.Integer()),
  booking_code: Nullable(Type.String()),
  /** The tax document's number, for zatca_rejected. */
  document_number: Nullable(Type.String()),
});
export type StaffAlert = Static<typeof StaffAlert>;
