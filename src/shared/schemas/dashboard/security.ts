// "Sign-in and security" (issue 23 §5): the signed-in staff member's (or supplier's) own two-step sign-in and
// password, at /api/dashboard/me/…. Request and answer shapes both sides use.
import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LIMITS } from '../account';
import { TOTP_CODE_PATTERN } from '../staffAccess';

export const SecurityStatus = Type.Object({
  /** An authenticator app is set up: every sign-in asks for its code. */
  two_factor: Type.Boolean(),
  /** The role signs in with a second step whatever the person chooses (managers and finance): no "Turn off". */
  required: Type.Boolean(),
  enabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Recovery codes not used yet (0 when two-step sign-in is off). */
  recovery_codes_left: Type.Integer({ minimum: 0 }),
  /** False for an account that signs in with Google only: turning off then needs the app's code. */
  has_password: Type.Boolean(),
});
export type SecurityStatus = Static<typeof SecurityStatus>;

const Code = Type.String({ pattern: TOTP_CODE_PATTERN });

/** The app's current 6-digit code. */
export const CodeBody = Type.Object({ code: Code }, { additionalProperties: false });
export type CodeBody = Static<typeof CodeBody>;

/** Ten new recovery codes (the earlier ones stop working), shown once. */
export const RecoveryCodesAnswer = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodesAnswer = Static<typeof RecoveryCodesAnswer>;

/** Turning off: the app's current code, or the account's password. */
export const TurnOffBody = Type.Object(
  {
    code: Type.Optional(Code),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.passwordMax })),
  },
  { additionalProperties: false },
);
export type TurnOffBody = Static<typeof TurnOffBody>;

export const OwnPasswordBody = Type.Object(
  {
    current_password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }),
    password: Type.String({ minLength: ACCOUNT_LIMITS.passwordMin, maxLength: ACCOUNT_LIMITS.passwordMax }),
    confirm_password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }),
  },
  { additionalProperties: false },
);
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;

/** After a change that ends the other sessions: a new access token for this one (the refresh cookie is renewed too). */
export const SessionRenewed = Type.Object({ token: Type.String() });
export type SessionRenewed = Static<typeof SessionRenewed>;
