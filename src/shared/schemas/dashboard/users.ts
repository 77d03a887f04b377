import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber } from '../common';
import { Version } from './common';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const UsersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(literals(['guest', 'supplier', 'admin'] as const)),
  status: Type.Optional(literals(['active', 'inactive'] as const)),
  verified: Type.Optional(literals(['yes', 'no'] as const)),
  sort: Type.Optional(literals(['created_at', '-created_at', 'full_name', '-full_name', 'email', '-email'] as const)),
  page: Type.Optional(PageNumber),
});
export type UsersQuery = Static<typeof UsersQuery>;

export const StaffUser = Type.Object({
  id: Id,
  email: Type.String(),
  full_name: Type.String(),
  phone: Type.String(),
  role: literals(['guest', 'supplier', 'admin'] as const),
  supplier_status: Nullable(literals(['pending', 'approved', 'rejected'] as const)),
  is_active: Type.Boolean(),
  is_verified: Type.Boolean(),
  language: literals(['en', 'ar'] as const),
  created_at: Type.String({ format: 'date-time' }),
  version: Version,
  /** Staff only (issue 23 §5): their job; null for guests and suppliers. */
  staff_role: Type.Optional(Nullable(literals(['manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping'] as const))),
  /** Signs in with an authenticator app. */
  two_factor: Type.Optional(Type.Boolean()),
  /** Invited and has not set a password yet. */
  invitation_pending: Type.Optional(Type.Boolean()),
});
export type StaffUser = Static<typeof StaffUser>;

export const StaffUserDetail = Type.Object({
  ...StaffUser.properties,
  avatar: Nullable(Type.String()),
  address: Type.String(),
  gender: Nullable(Type.String()),
  birth_date: Nullable(Type.String()),
  company_name: Type.String(),
  breif: Type.String(),
  /** The national ID or iqama number (issue 23 §5: staff correct it). */
  id_num: Type.Optional(Type.String()),
  bookings_count: Type.Integer({ minimum: 0 }),
  /** When the account was closed and its personal data erased (issue 26 §1); null for a live account. */
  erased_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
});
export type StaffUserDetail = Static<typeof StaffUserDetail>;

export const SetActiveBody = Type.Object({ is_active: Type.Boolean(), version: Version }, { additionalProperties: false });
export type SetActiveBody = Static<typeof SetActiveBody>;

export const CreateStaffBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    full_name: Type.String({ minLength: 1, maxLength: 150 }),
    password: Type.String({ minLength: 8, maxLength: 128 }),
    language: literals(['en', 'ar'] as const),
    staff_role: Type.Optional(literals(['manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping'] as const)),
  },
  { additionalProperties: false },
);
export type CreateStaffBody = Static<typeof CreateStaffBody>;
export const UserIdParams = Type.Object({ id: Id });

// Issue 23 §5: staff invitations, roles, and the account edits the original back office had.
const StaffRoleLiteral = Type.Union(
  (['manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping'] as const).map((role) => Type.Literal(role)),
);

export const InviteStaffBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    full_name: Type.String({ minLength: 1, maxLength: 150 }),
    staff_role: StaffRoleLiteral,
    language: literals(['en', 'ar'] as const),
  },
  { additionalProperties: false },
);
export type InviteStaffBody = Static<typeof InviteStaffBody>;
export const InvitationSent = Type.Object({ user: StaffUser, expires_at: Type.String({ format: 'date-time' }) });
export type InvitationSent = Static<typeof InvitationSent>;

export const StaffRoleBody = Type.Object({ staff_role: StaffRoleLiteral, version: Version }, { additionalProperties: false });
export type StaffRoleBody = Static<typeof StaffRoleBody>;

/** Name, phone and national ID: what the front office corrects for a guest or supplier. */
export const EditUserBody = Type.Object(
  {
    full_name: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    id_num: Type.Optional(Type.String({ maxLength: 30 })),
    version: Version,
  },
  { additionalProperties: false },
);
export type EditUserBody = Static<typeof EditUserBody>;

/** A guest or supplier account made by staff: verified, without a password (a reset e-mail lets the person set one). */
export const CreateAccountBody = Type.Object(
  {
    role: literals(['guest', 'supplier'] as const),
    email: Type.String({ format: 'email', maxLength: 254 }),
    full_name: Type.String({ minLength: 1, maxLength: 150 }),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    id_num: Type.Optional(Type.String({ maxLength: 30 })),
    company_name: Type.Optional(Type.String({ maxLength: 150 })),
    language: literals(['en', 'ar'] as const),
  },
  { additionalProperties: false },
);
export type CreateAccountBody = Static<typeof CreateAccountBody>;
