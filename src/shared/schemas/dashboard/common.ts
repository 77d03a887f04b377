import { Type, type Static } from '@sinclair/typebox';
import { DetailError, Id, ValidationErrorBody } from '../common';

/** Every staff-editable row carries its version; an update sends back the version it read. */
export const Version = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** 409 for an edit based on an out-of-date read (`code: 'stale'`) or a refused write (other codes). */
export const ConflictError = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) });
export type ConflictError = Static<typeof ConflictError>;

export const IdParams = Type.Object({ id: Id });

/** The error answers every staff write can give, for the route schemas (OpenAPI documents them). */
export const writeErrors = {
  400: ValidationErrorBody,
  401: Type.Record(Type.String(), Type.String()),
  403: DetailError,
  404: DetailError,
  409: ConflictError,
} as const;

/** The same for staff reads. */
export const readErrors = {
  400: ValidationErrorBody,
  401: Type.Record(Type.String(), Type.String()),
  403: DetailError,
} as const;
