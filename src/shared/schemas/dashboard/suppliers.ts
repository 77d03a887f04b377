import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber } from '../common';
import { Version } from './common';

export const SUPPLIER_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const SuppliersQuery = Type.Object({
  status: Type.Optional(Type.Union(SUPPLIER_STATUSES.map((status) => Type.Literal(status)))),
  page: Type.Optional(PageNumber),
});
export type SuppliersQuery = Static<typeof SuppliersQuery>;

/** A supplier's application: what they wrote when they registered, and the resort's decision. */
export const SupplierApplication = Type.Object({
  id: Id,
  email: Type.String(),
  full_name: Type.String(),
  phone: Type.String(),
  company_name: Type.String(),
  breif: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('ar')]),
  is_verified: Type.Boolean(),
  supplier_status: Type.Union(SUPPLIER_STATUSES.map((status) => Type.Literal(status))),
  rejection_reason: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  version: Version,
});
export type SupplierApplication = Static<typeof SupplierApplication>;

/** Approve, or reject with a reason the supplier reads (in the e-mail and when signing in). */
export const SupplierDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
    version: Version,
  },
  { additionalProperties: false },
);
export type SupplierDecisionBody = Static<typeof SupplierDecisionBody>;
export const SupplierIdParams = Type.Object({ id: Id });
