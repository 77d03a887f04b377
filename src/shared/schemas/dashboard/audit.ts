import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Nullable, PageNumber } from '../common';

export const AUDIT_AREAS = [
  'bookings',
  'content',
  'reviews',
  'users',
  'suppliers',
  'huts',
  'prices',
  'items',
  'events',
  'services',
  'promos',
  'support',
  'scan',
  'alerts',
] as const;

export const AuditQuery = Type.Object({
  actor: Type.Optional(Id),
  area: Type.Optional(Type.Union(AUDIT_AREAS.map((area) => Type.Literal(area)))),
  /** Inclusive calendar days in the resort's time zone. */
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
  page: Type.Optional(PageNumber),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String(), email: Type.String() })),
  area: Type.String(),
  action: Type.String(),
  entity_type: Type.String(),
  entity_id: Nullable(Type.String()),
  /** What staff call the entry's subject (a booking's code, a name, a title in the reader's language), and the hut, event or service it belongs to. */
  subject: Type.Object({ name: Nullable(Type.String()), parent_id: Nullable(Type.Integer()) }),
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditActor = Type.Object({ id: Type.Integer(), full_name: Type.String(), email: Type.String() });
export type AuditActor = Static<typeof AuditActor>;
