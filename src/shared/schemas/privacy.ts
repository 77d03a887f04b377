import { Type, type Static } from '@sinclair/typebox';

/**
 * DELETE /user-info/: the guest types their password again; an account without a password (Google sign-in) gives
 * instead the code e-mailed by POST /user-info/delete-code/.
 */
export const DeleteAccountBody = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 12 })),
  },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** POST /user-info/delete-code/: the code went to the account's own address (shown, so the guest knows where to look). */
export const DeleteCodeSent = Type.Object({ message: Type.String(), email: Type.String() });
export type DeleteCodeSent = Static<typeof DeleteCodeSent>;

const Language = Type.Union([Type.Literal('en'), Type.Literal('ar')]);

/** One recorded opt-in or withdrawal: what was shown, in which language, when and where. */
export const ConsentEvent = Type.Object({
  action: Type.Union([Type.Literal('given'), Type.Literal('withdrawn')]),
  text: Type.String(),
  text_version: Type.String(),
  language: Language,
  source: Type.Union([Type.Literal('registration'), Type.Literal('profile'), Type.Literal('unsubscribe_link')]),
  at: Type.String({ format: 'date-time' }),
});
export type ConsentEvent = Static<typeof ConsentEvent>;

/** GET /user-info/consents/: the current answer, the words an opt-in records now, and the whole history (newest first). */
export const ConsentState = Type.Object({
  marketing_emails: Type.Boolean(),
  text: Type.String(),
  text_version: Type.String(),
  history: Type.Array(ConsentEvent),
});
export type ConsentState = Static<typeof ConsentState>;

/** PUT /user-info/consents/: opt in (the words shown in the request's language are recorded) or withdraw. */
export const ConsentUpdateBody = Type.Object({ marketing_emails: Type.Boolean() }, { additionalProperties: false });
export type ConsentUpdateBody = Static<typeof ConsentUpdateBody>;

/** /unsubscribe/?token=…&lang=…: the signed link of a marketing e-mail (no sign-in). */
export const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  lang: Type.Optional(Language),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

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

/** POST /api/dashboard/newsletter/: news and offers, in both languages; each opted-in reader gets their language's. */
export const NewsletterBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    subject_ar: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ minLength: 1, maxLength: 10_000 }),
    body_ar: Type.String({ minLength: 1, maxLength: 10_000 }),
  },
  { additionalProperties: false },
);
export type NewsletterBody = Static<typeof NewsletterBody>;
export const NewsletterSent = Type.Object({ sent: Type.Integer() });
