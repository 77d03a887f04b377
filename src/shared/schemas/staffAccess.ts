// Two-step sign-in and staff invitations: request and answer shapes both sides use.
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ROLES } from '../staffRoles';
import { ACCOUNT_LIMITS, LoginAnswer } from './account';

export const StaffRoleField = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

/**
 * POST /login/ for an account with a second step: no session yet, a short-lived challenge instead. `enrol`: the
 * account's role requires an authenticator app it has not set up, so the sign-in sets it up first.
 */
export const TwoFactorChallenge = Type.Object({
  two_factor: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  challenge: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

export const LoginOrChallenge = Type.Union([LoginAnswer, TwoFactorChallenge]);
export type LoginOrChallenge = Static<typeof LoginOrChallenge>;

export const isTwoFactorChallenge = (answer: object): answer is TwoFactorChallenge => 'challenge' in answer;

const Challenge = Type.String({ minLength: 1, maxLength: 2048 });
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
/** Recovery codes are shown as xxxxx-xxxxx (base32, lower case); typed with or without the dash or spaces. */
export const RECOVERY_CODE_PATTERN = '^[A-Za-z2-7]{5}[- ]?[A-Za-z2-7]{5}$';

export const EnrolBody = Type.Object({ challenge: Challenge }, { additionalProperties: false });
export const EnrolAnswer = Type.Object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauth_url: Type.String(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qr: Type.String(),
});
export type EnrolAnswer = Static<typeof EnrolAnswer>;

/** Either the app's current code or one unused recovery code. */
export const SecondStepBody = Type.Object(
  {
    challenge: Challenge,
    code: Type.Optional(Type.String({ pattern: TOTP_CODE_PATTERN })),
    recovery_code: Type.Optional(Type.String({ pattern: RECOVERY_CODE_PATTERN })),
  },
  { additionalProperties: false },
);
export type SecondStepBody = Static<typeof SecondStepBody>;

/** The login answer; after enrolment also the recovery codes, shown once. */
export const SecondStepAnswer = Type.Composite([LoginAnswer, Type.Object({ recovery_codes: Type.Optional(Type.Array(Type.String())) })]);
export type SecondStepAnswer = Static<typeof SecondStepAnswer>;

export const InvitationParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }) });
export const InvitationInfo = Type.Object({
  email: Type.String(),
  full_name: Type.String(),
  staff_role: StaffRoleField,
  expires_at: Type.String({ format: 'date-time' }),
});
export type InvitationInfo = Static<typeof InvitationInfo>;
export const AcceptInvitationBody = Type.Object(
  {
    password: Type.String({ minLength: ACCOUNT_LIMITS.passwordMin, maxLength: ACCOUNT_LIMITS.passwordMax }),
    confirm_password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
