import { Type, type Static } from '@sinclair/typebox';

/** DELETE /user-info/: the guest types their password again. */
export const DeleteAccountBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** POST /user-info/export/ answers 202 with this: the link goes out by e-mail once the ZIP is ready. */
export const ExportRequested = Type.Object({
  status: Type.Literal('pending'),
  expires_at: Type.String({ format: 'date-time' }),
});
export type ExportRequested = Static<typeof ExportRequested>;

export const ExportTokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) });

/** POST /api/dashboard/users/{id}/erase/: the person's written request, in the staff member's words. */
export const EraseUserBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });
export type EraseUserBody = Static<typeof EraseUserBody>;
