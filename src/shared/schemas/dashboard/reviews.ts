import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber } from '../common';
import { ReviewReply } from '../content';
import { Version } from './common';

export const REVIEW_KINDS = ['hut', 'website'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ReviewsQuery = Type.Object({
  kind: Type.Optional(Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind)))),
  published: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  page: Type.Optional(PageNumber),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

export const StaffReply = Type.Composite([ReviewReply, Type.Object({ version: Version })]);
export type StaffReply = Static<typeof StaffReply>;

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
  /** The resort's one reply, with the version its edit sends back. */
  reply: Nullable(StaffReply),
});
export type StaffReview = Static<typeof StaffReview>;

export const ReviewParams = Type.Object({ kind: Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind))), id: Id });
export const PublishBody = Type.Object({ is_published: Type.Boolean(), version: Version }, { additionalProperties: false });
export type PublishBody = Static<typeof PublishBody>;

export const REPLY_MAX_LENGTH = 2000;

/** The resort's reply: its words and the language they are written in (shown as such to readers of the other). */
export const ReplyBody = Type.Object(
  {
    text: Type.String({ maxLength: REPLY_MAX_LENGTH }),
    language: Type.Union([Type.Literal('en'), Type.Literal('ar')]),
  },
  { additionalProperties: false },
);
export type ReplyBody = Static<typeof ReplyBody>;

/** An edit of the reply sends back the version it read. */
export const ReplyEditBody = Type.Composite([ReplyBody, Type.Object({ version: Version })], { additionalProperties: false });
export type ReplyEditBody = Static<typeof ReplyEditBody>;
