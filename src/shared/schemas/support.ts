import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const SUPPORT_LIMITS = { fullName: 150, email: 254, content: 5000 } as const;

export const SupportCreateBody = Type.Object({
  full_name: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.fullName }),
  email: Type.String({ format: 'email', maxLength: SUPPORT_LIMITS.email }),
  content: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.content }),
  /** A supplier id from /supplier-dropdown/, or null for the resort itself. */
  operation: Type.Optional(Type.Union([Id, Type.Null()])),
  is_admin: Type.Optional(Type.Boolean()),
});
export type SupportCreateBody = Static<typeof SupportCreateBody>;

export const SupportMessage = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  content: Type.String(),
  attachment: Type.Union([Type.String(), Type.Null()]),
  operation: Type.Union([Type.Integer(), Type.Null()]),
  is_admin: Type.Boolean(),
  is_replied: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SupportMessage = Static<typeof SupportMessage>;
