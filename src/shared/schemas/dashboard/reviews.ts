import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber } from '../common';
import { Version } from './common';

export const REVIEW_KINDS = ['hut', 'website'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ReviewsQuery = Type.Object({
  kind: Type.Optional(Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind)))),
  published: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  page: Type.Optional(PageNumber),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

/** A guest's hut review or website rating, as staff moderate it. */
export const StaffReview = Type.Object({
  id: Id,
  kind: Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind))),
  user: Type.Object({ id: Type.Integer(), full_name: Type.String(), email: Type.String() }),
  hut: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), title_ar: Type.String() })),
  value: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  is_published: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  version: Version,
});
export type StaffReview = Static<typeof StaffReview>;

export const ReviewParams = Type.Object({ kind: Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind))), id: Id });
export const PublishBody = Type.Object({ is_published: Type.Boolean(), version: Version }, { additionalProperties: false });
export type PublishBody = Static<typeof PublishBody>;
