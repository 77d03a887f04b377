import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../shared/constants';
import type { ChangeForgetPasswordBody, LoginAnswer, OtpQuery, RegisterBody } from '../../../shared/schemas/account';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { Forbidden, NotFound, text, type Text, ValidationFailed } from '../../lib/errors';
import type { UploadedFile } from '../../lib/formBody';
import { codeEmail, type CodePurpose } from '../../lib/mailTemplates';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { storeAvatar } from '../../lib/uploads';
import type { RequestLanguage } from '../../plugins/requestContext';
import { profileOf } from './profile';
import { GoogleTokenRejected, type GoogleVerifier } from './google';
import type { OtpService } from './otp';
import type { RefreshTokenService } from './refreshTokens';
import { type AccountRepository } from './repository';
import { isUniqueViolation } from '../../lib/pgErrors';
import { checkBirthDate, checkPhone, FieldErrors, normalisePhone } from './rules';

export const RESET_WINDOW_MS = 10 * 60 * 1000;

/** A wrong password, an unknown e-mail or a closed account: one answer for all, counted by the sign-in limits. */
export class InvalidCredentials extends ValidationFailed {
  constructor() {
    super({ non_field_errors: [text('account.invalidCredentials')] });
  }
}

/**
 * The web app's code screen for an address (the client routes /account/:email/verify-account and /otp).
 * `sent` is when the code went out, so the screen counts its resend wait from then on any device.
 */
export const codeScreenUrl = (publicUrl: string, email: string, purpose: 'verify' | 'reset', sentAt: Date) =>
  `${publicUrl}/account/${encodeURIComponent(email)}/${purpose === 'reset' ? 'otp' : 'verify-account'}?sent=${sentAt.getTime()}`;

export interface AccountDeps {
  app: FastifyInstance;
  repository: AccountRepository;
  otp: OtpService;
  refresh: RefreshTokenService;
  clock: Clock;
  uploadsDir: string;
  /** The web app's address, for the link to the code screen in a code e-mail. */
  publicUrl: string;
  google?: GoogleVerifier;
}

const mailLanguage = (request: RequestLanguage, user?: Pick<UserRow, 'language'>) =>
  request.explicit || !user ? request.lang : user.language;

export function createAccountService(deps: AccountDeps) {
  const { app, repository, otp, refresh, clock } = deps;

  async function sendCode(
    user: Pick<UserRow, 'id' | 'fullName' | 'language'>,
    email: string,
    purpose: CodePurpose,
    request: RequestLanguage,
  ) {
    const code = await otp.issue(email, purpose, user.id);
    // A new e-mail address (and a deletion) is confirmed in the profile, which needs the session: no link for it.
    const link =
      purpose === 'change_email' || purpose === 'delete_account' ? undefined : codeScreenUrl(deps.publicUrl, email, purpose, clock.now());
    app.deliverMail({
      to: email,
      ...codeEmail(mailLanguage(request, user), purpose, code, user.fullName, link),
      devHint: `${purpose} code ${code}`,
    });
  }

  function assertMaySignIn(user: UserRow) {
    if (user.role === 'supplier' && user.supplierStatus === 'pending') throw new Forbidden(text('account.supplierPending'));
    if (user.role === 'supplier' && user.supplierStatus === 'rejected') {
      // The reason staff gave is shown where the supplier is looking: at sign-in.
      throw new Forbidden(
        user.supplierRejectionReason
          ? text('account.supplierRejectedReason', { reason: user.supplierRejectionReason })
          : text('account.supplierRejected'),
      );
    }
  }

  const invalidCredentials = () => new InvalidCredentials();
  const otpFailure = (reason: 'invalid' | 'expired' | 'tooManyTries') =>
    new ValidationFailed({
      otp: [
        text(reason === 'expired' ? 'account.otpExpired' : reason === 'tooManyTries' ? 'account.otpTooManyTries' : 'account.otpInvalid'),
      ],
    });

  return {
    async register(body: RegisterBody, avatar: UploadedFile | undefined, request: RequestLanguage) {
      const email = body.email.trim().toLowerCase();
      const errors = new FieldErrors();
      if (body.password !== body.confirm_password) errors.add('confirm_password', 'account.passwordMismatch');
      checkPhone(errors, body.phone);
      checkBirthDate(errors, body.birth_date, clock.now());
      const supplier = body.account_type === 'supplier';
      if (supplier && !body.breif?.trim()) errors.fields.breif = [text('validation.required')];
      if (!body.full_name.trim()) errors.fields.full_name = [text('validation.required')];
      if (await repository.findByEmail(email)) errors.add('email', 'account.emailExists');
      if (!errors.empty) throw new ValidationFailed(errors.fields);

      let avatarPath: string | null = null;
      if (avatar) {
        avatarPath = await storeAvatar(avatar.buffer, deps.uploadsDir);
        if (!avatarPath) throw new ValidationFailed({ avatar: [text('upload.badImage')] });
      }
      let user: UserRow;
      try {
        user = await repository.insert({
          email,
          passwordHash: await hashPassword(body.password),
          fullName: body.full_name.trim(),
          phone: normalisePhone(body.phone),
          gender: body.gender ?? null,
          birthDate: body.birth_date ?? null,
          address: body.address ?? '',
          idNum: body.id_num ?? '',
          avatar: avatarPath,
          role: supplier ? 'supplier' : 'guest',
          supplierStatus: supplier ? 'pending' : null,
          companyName: supplier ? (body.company_name ?? '').trim() : '',
          breif: supplier ? (body.breif ?? '').trim() : '',
          isVerified: false,
          language: request.lang,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailed({ email: [text('account.emailExists')] });
        throw error;
      }
      await sendCode(user, email, 'verify', request);
      return { user: profileOf(user), message: text('account.registered') };
    },

    async verifyCode(query: OtpQuery, rawEmail: string, code: string): Promise<{ message: Text; user?: UserRow; supplierPending?: true }> {
      const email = rawEmail.trim().toLowerCase();
      if (query.change_email) {
        const result = await otp.check(email, ['change_email'], code);
        if (!result.ok) throw otpFailure(result.reason);
        const user = result.userId ? await repository.findById(result.userId) : undefined;
        if (!user || user.pendingEmail?.toLowerCase() !== email) throw otpFailure('invalid');
        try {
          await repository.update(user.id, { email, pendingEmail: null }, clock.now());
        } catch (error) {
          if (isUniqueViolation(error)) throw new ValidationFailed({ email: [text('account.emailExists')] });
          throw error;
        }
        return { message: text('account.emailChanged') };
      }

      const user = await repository.findByEmail(email);
      // A reset code, or the sign-up code of an account that was never verified, opens the reset window.
      const result = await otp.check(email, query.forget ? ['reset', 'verify'] : ['verify'], code);
      if (!result.ok) throw otpFailure(result.reason);
      if (!user || !user.isActive || result.userId !== user.id) throw otpFailure('invalid');
      const now = clock.now();
      const verified = user.isVerified ? user : await repository.update(user.id, { isVerified: true }, now);
      if (query.forget) {
        await repository.openResetWindow(user.id, now, new Date(now.getTime() + RESET_WINDOW_MS));
        return { message: text('account.resetAllowed') };
      }
      // The e-mail is verified, which is all this step asks: a supplier still waiting for staff is told so
      // as a success, not refused (the code is spent, so a refusal left them stuck on the code screen).
      if (verified.role === 'supplier' && verified.supplierStatus === 'pending')
        return { message: text('account.supplierVerifiedPending'), supplierPending: true };
      assertMaySignIn(verified);
      return { message: text('account.verified'), user: verified };
    },

    /** The same answer whatever happens, so it cannot tell which e-mails have accounts. */
    async resendCode(query: OtpQuery, rawEmail: string, request: RequestLanguage): Promise<Text> {
      const email = rawEmail.trim().toLowerCase();
      if (query.change_email) {
        const user = await repository.findByPendingEmail(email);
        if (user && user.isActive) await sendCode(user, email, 'change_email', request);
      } else {
        const user = await repository.findByEmail(email);
        if (user && user.isActive) await sendCode(user, email, query.forget || user.isVerified ? 'reset' : 'verify', request);
      }
      return text('account.otpResent');
    },

    async login(rawEmail: string, password: string): Promise<UserRow> {
      const user = await repository.findByEmail(rawEmail.trim());
      const passwordOk = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
      if (!user || !passwordOk || !user.isActive) throw invalidCredentials();
      if (!user.isVerified) throw new ValidationFailed({ non_field_errors: [text('account.notVerified')] });
      assertMaySignIn(user);
      return user;
    },

    async resetPassword(body: ChangeForgetPasswordBody): Promise<Text> {
      if (body.new_password !== body.confirm_password) throw new ValidationFailed({ confirm_password: [text('account.passwordMismatch')] });
      const user = await repository.findByEmail(body.email.trim());
      const now = clock.now();
      if (!user || !(await repository.consumeResetWindow(user.id, now)))
        throw new ValidationFailed({ non_field_errors: [text('account.resetNotAllowed')] });
      await repository.update(user.id, { passwordHash: await hashPassword(body.new_password), passwordChangedAt: now }, now);
      await refresh.revokeAll(user.id);
      return text('account.passwordReset');
    },

    /** `lang` is the language a first Google sign-in's new account is kept in (its mails follow it). */
    async googleLogin(credential: string, lang: Language): Promise<UserRow> {
      if (!deps.google) throw new NotFound(text('account.googleOff'));
      let identity;
      try {
        identity = await deps.google(credential);
      } catch (error) {
        if (!(error instanceof GoogleTokenRejected)) app.log.warn({ err: error }, 'Google sign-in keys unavailable');
        throw new ValidationFailed({ credential: [text('account.googleInvalid')] });
      }
      let user = await repository.findByEmail(identity.email);
      const now = clock.now();
      if (!user) {
        try {
          user = await repository.insert({
            email: identity.email,
            fullName: identity.name,
            role: 'guest',
            isVerified: true,
            language: lang,
            passwordHash: null,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = (await repository.findByEmail(identity.email))!;
        }
      } else if (!user.isVerified) {
        // Google vouches for the address; a sign-up left unverified is completed by it.
        user = await repository.update(user.id, { isVerified: true }, now);
      }
      if (!user.isActive) throw invalidCredentials();
      assertMaySignIn(user);
      return user;
    },

    loginAnswer(user: UserRow): LoginAnswer {
      return loginAnswerFor(app, user);
    },
  };
}

/** The contract's login answer: a fresh access token and who signed in. */
export function loginAnswerFor(app: FastifyInstance, user: UserRow): LoginAnswer {
  return {
    token: app.tokens.signAccess(user),
    id: user.id,
    role: user.role,
    email: user.email,
    full_name: user.fullName,
    avatar: user.avatar,
    date_calendars: user.dateCalendars,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
