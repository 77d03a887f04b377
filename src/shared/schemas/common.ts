import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A bilingual pair such as `title` / `title_ar` is two plain strings on the wire. */
export const Bilingual = (name: string) => ({
  [name]: Type.String(),
  [`${name}_ar`]: Type.String(),
});

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

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
