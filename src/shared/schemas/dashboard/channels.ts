import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Nullable } from '../common';

/** Calendar sync (issue 24 §1): a hut's export feed and the calendars imported into it. */

/** Adding an import: the calendar's address (http or https) and a name staff recognise it by ("Airbnb"). */
export const ChannelInput = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    name: Type.String({ minLength: 1, maxLength: 60 }),
  },
  { additionalProperties: false },
);
export type ChannelInput = Static<typeof ChannelInput>;

export const ChannelParams = Type.Object({ id: Id, channel_id: Id });

/**
 * Why the last sync could not read the feed: address (not http/https), private (a local or private address, or a
 * redirect to one), http (the status in error_detail), timeout, too_large, network, redirects (too many), not_ical.
 */
export const CHANNEL_ERRORS = ['address', 'private', 'http', 'timeout', 'too_large', 'network', 'redirects', 'not_ical'] as const;
export type ChannelError = (typeof CHANNEL_ERRORS)[number];

/** One sync: ok (blocks replaced), failed (blocks kept), empty_held (the feed came back empty; blocks kept until confirmed). */
export const ChannelSync = Type.Object({
  at: Type.String({ format: 'date-time' }),
  outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('empty_held')]),
  event_count: Nullable(Type.Integer()),
  block_count: Nullable(Type.Integer()),
  error: Nullable(Type.String({ description: CHANNEL_ERRORS.join(', ') })),
  error_detail: Nullable(Type.String()),
});
export type ChannelSync = Static<typeof ChannelSync>;

export const BlockedSpan = Type.Object({ date_from: DateString, date_to: DateString });

export const StaffChannel = Type.Object({
  id: Id,
  name: Type.String(),
  url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  /** The last sync, whatever its outcome; null before the first. */
  last_sync: Nullable(ChannelSync),
  /** When the feed was last read and applied. */
  last_success_at: Nullable(Type.String({ format: 'date-time' })),
  /** The feed came back empty while it blocked nights: they stay blocked until staff confirm. */
  empty_pending: Type.Boolean(),
  /** The nights it blocks from today on (inclusive spans). */
  blocks: Type.Array(BlockedSpan),
  /** Bookings here that already held nights this calendar blocks (each one alerted). */
  conflicts: Type.Integer(),
});
export type StaffChannel = Static<typeof StaffChannel>;

export const HutChannels = Type.Object({
  /** The hut's private feed (absolute, ending in /ical/huts/{token}.ics); null when staff revoked it. */
  export_url: Nullable(Type.String()),
  imports: Type.Array(StaffChannel),
});
export type HutChannels = Static<typeof HutChannels>;
