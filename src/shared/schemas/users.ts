import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const NullableString = Nullable(Type.String());

/** What a guest reads dates in (shared/hijri.ts DATE_CALENDARS). */
export const DateCalendarsField = Type.Union([Type.Literal('both'), Type.Literal('gregorian')]);

/** GET /user-info/: the signed-in user's own profile. */
export const UserProfile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Type.Union([Type.Literal('guest'), Type.Literal('supplier'), Type.Literal('admin')]),
  full_name: Type.String(),
  gender: NullableString,
  avatar: NullableString,
  address: Type.String(),
  birth_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  phone: Type.String(),
  id_num: Type.String(),
  is_active: Type.Boolean(),
  /** The account's language: every e-mail and document (e-ticket, calendar file) is written in it. Kept from the interface the user signs up and switches to. */
  language: Type.Union([Type.Literal('en'), Type.Literal('ar')]),
  /** The calendars the guest reads their stay's dates in: 'both' (the Umm al-Qura date beside the Gregorian one in Arabic) or 'gregorian'. */
  date_calendars: DateCalendarsField,
  /** False for an account that signs in with Google only: it confirms its deletion with an e-mailed code, not a password. */
  has_password: Type.Optional(Type.Boolean()),
  supplier_status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Null()])),
});
export type UserProfile = Static<typeof UserProfile>;
