import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageNumber, RequestKey } from '../common';

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_REPLY_MAX = 5000;

const Language = Type.Union([Type.Literal('en'), Type.Literal('ar')]);

/** Staff filter by receiver: `resort` or a supplier's id. Suppliers always see only their own messages. */
export const SupportInboxQuery = Type.Object({
  status: Type.Optional(Type.Union(SUPPORT_STATUSES.map((status) => Type.Literal(status)))),
  receiver: Type.Optional(Type.String({ pattern: '^(resort|[1-9][0-9]{0,8})$' })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(PageNumber),
});
export type SupportInboxQuery = Static<typeof SupportInboxQuery>;

/** Who a message was sent to: null for the resort itself. */
const Receiver = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

export const SupportInboxItem = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  content: Type.String(),
  /** The authorised download route, or null. */
  attachment: Nullable(Type.String()),
  receiver: Receiver,
  status: Type.Union(SUPPORT_STATUSES.map((status) => Type.Literal(status))),
  /** The language a reply is e-mailed in: the sender's account's, else the one the message was written in. */
  language: Language,
  replies: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SupportInboxItem = Static<typeof SupportInboxItem>;

export const SupportReply = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author: Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() })),
  /** The language of the e-mail the reply went out in. */
  language: Language,
  created_at: Type.String({ format: 'date-time' }),
});
export type SupportReply = Static<typeof SupportReply>;

export const SupportThread = Type.Composite([SupportInboxItem, Type.Object({ thread: Type.Array(SupportReply) })]);
export type SupportThread = Static<typeof SupportThread>;

export const SupportReplyBody = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: SUPPORT_REPLY_MAX }),
    /** Chosen by the client once per reply it composes: the same key sent twice is one reply and one e-mail. */
    request_key: RequestKey,
  },
  { additionalProperties: false },
);
export type SupportReplyBody = Static<typeof SupportReplyBody>;

/** Close a message, or reopen a closed one. */
export const SupportStatusBody = Type.Object(
  { status: Type.Union([Type.Literal('open'), Type.Literal('closed')]) },
  { additionalProperties: false },
);
export type SupportStatusBody = Static<typeof SupportStatusBody>;

export const SupportIdParams = Type.Object({ id: Id });

export const SupportCounts = Type.Object({ open: Type.Integer() });
export type SupportCounts = Static<typeof SupportCounts>;
