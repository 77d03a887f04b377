import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INTERNAL_ERROR_DETAIL } from '../constants';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ids are PostgreSQL integers: a larger number is a 400 here, never an out-of-range error in the database. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Money on the wire: a decimal string with two places, in SAR ("450.00"). */
export const Money = Type.String({ pattern: '^\\d+\\.\\d{2}$' });

/**
 * An idempotency key the client chooses once per thing it submits (a reply, a note): the same key sent twice,
 * by a double click or a retry, is stored once.
 */
export const RequestKey = Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' });

/** A calendar day, `YYYY-MM-DD`. */
export const DateString = Type.String({ format: 'date' });

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
    next: Type.Union([Type.Integer(), Type.Null()]),
    previous: Type.Union([Type.Integer(), Type.Null()]),
    results: Type.Array(item),
  });

export interface Page<T> {
  count: number;
  page: number;
  pages: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export const DetailError = Type.Object({ detail: Type.String(), request_id: Type.Optional(Type.String()) });
export type DetailError = Static<typeof DetailError>;

/** 400 answers: `{"<field>": ["message", …]}` or `{"non_field_errors": ["message"]}`. */
export const ValidationErrorBody = Type.Record(Type.String(), Type.Array(Type.String()));
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/** 401: one of the contract's session-ending bodies (see SESSION_ERRORS); after a password change it is `{error}`. */
export const SessionError = Type.Union([
  Type.Object({ detail: Type.String() }, { additionalProperties: false }),
  Type.Object({ error: Type.String() }, { additionalProperties: false }),
]);

/** Any 5xx the server did not mean to give: nothing but a fixed text and the id of the request's log lines. */
export const ServerError = Type.Object(
  { detail: Type.Literal(INTERNAL_ERROR_DETAIL), request_id: Type.String() },
  { additionalProperties: false },
);

/** A page number; a million pages of 50 keeps every OFFSET within a PostgreSQL integer. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 50 });

export const PageQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
});
