import { Type, type Static } from '@sinclair/typebox';
import { DateCalendarsField, UserProfile } from './users';

/** Limits shared by the forms and the API. */
export const ACCOUNT_LIMITS = {
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullName: 150,
  phone: 20,
  address: 500,
  idNum: 30,
  breif: 1000,
  companyName: 150,
} as const;
/** +966 then 9 digits (Saudi mobile), or any other number in E.164 form. */
export const PHONE_PATTERN = /^(\+966\d{9}|\+(?!966)[1-9]\d{7,14})$/;

const Email = Type.String({ format: 'email', maxLength: ACCOUNT_LIMITS.email });
const Password = Type.String({ minLength: ACCOUNT_LIMITS.passwordMin, maxLength: ACCOUNT_LIMITS.passwordMax });
const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);
const Flag = Type.Optional(Type.Boolean({ default: false }));

export const RegisterBody = Type.Object({
  email: Email,
  password: Password,
  confirm_password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }),
  full_name: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.fullName }),
  phone: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.phone }),
  gender: Type.Optional(Type.Union([Gender, Type.Null()])),
  birth_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  address: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.address })),
  id_num: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.idNum })),
  account_type: Type.Optional(Type.Union([Type.Literal('guest'), Type.Literal('supplier')])),
  breif: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.breif })),
  company_name: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.companyName })),
  /** The unticked-by-default box: true records an opt-in to marketing e-mails with the words shown (shared/consent.ts) in the request's language. */
  marketing_emails: Type.Optional(Type.Boolean()),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterAnswer = Type.Object({ user: UserProfile, message: Type.String() });

export const OtpQuery = Type.Object({ forget: Flag, change_email: Flag });
export type OtpQuery = Static<typeof OtpQuery>;
export const ResendQuery = Type.Object({ forget: Flag, change_email: Flag });

// Up to 12 characters so spaces or Arabic-Indic digits pasted by a user reach the code check.
export const VerifyOtpBody = Type.Object({ email: Email, otp: Type.String({ minLength: 1, maxLength: 12 }) });
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;
export const ResendOtpBody = Type.Object({ email: Email });

export const LoginBody = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.passwordMax }) });
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Object({
  token: Type.String(),
  id: Type.Integer(),
  role: Type.Union([Type.Literal('guest'), Type.Literal('supplier'), Type.Literal('admin')]),
  email: Type.String(),
  full_name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  /** The account's calendars (as GET /user-info/): the web app applies the account's choice from sign-in on. Always sent. */
  date_calendars: Type.Optional(DateCalendarsField),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/**
 * verfiy-otp: the login answer for a new account, only a message for a reset or an e-mail change. A supplier
 * whose application staff have not decided yet gets the message and `supplier_status: "pending"` (its e-mail
 * is verified, but there is no session until approval).
 */
export const VerifyOtpAnswer = Type.Composite([
  Type.Object({ message: Type.String(), supplier_status: Type.Optional(Type.Literal('pending')) }),
  Type.Partial(LoginAnswer),
]);
export type VerifyOtpAnswer = Static<typeof VerifyOtpAnswer>;
export const MessageAnswer = Type.Object({ message: Type.String() });

export const ChangeForgetPasswordBody = Type.Object({
  email: Email,
  new_password: Password,
  confirm_password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }),
});
export type ChangeForgetPasswordBody = Static<typeof ChangeForgetPasswordBody>;

export const GoogleLoginBody = Type.Object({ credential: Type.String({ minLength: 1, maxLength: 4096 }) });
export const TokenAnswer = Type.Object({ token: Type.String() });

/** PATCH/PUT /user-info/: every field optional; `password` needs `current_password`. */
export const ProfileUpdateBody = Type.Object({
  full_name: Type.Optional(Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.fullName })),
  phone: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.phone })),
  gender: Type.Optional(Type.Union([Gender, Type.Null()])),
  birth_date: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  address: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.address })),
  id_num: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.idNum })),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
  date_calendars: Type.Optional(DateCalendarsField),
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  current_password: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax })),
  /** JSON only: null removes the avatar; a new one is sent as a multipart file. */
  avatar: Type.Optional(Type.Null()),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const SupplierOption = Type.Object({
  id: Type.Integer(),
  /** The person who signed up for the supplier. */
  full_name: Type.String(),
  /** The company guests know the supplier by ("" when none was given): what the contact form shows. */
  company_name: Type.String(),
  company_name_ar: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  phone: Type.String(),
  role: Type.Literal('supplier'),
});
export type SupplierOption = Static<typeof SupplierOption>;
