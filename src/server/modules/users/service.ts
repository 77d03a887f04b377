import type { FastifyInstance } from 'fastify';
import type { ProfileUpdateBody } from '../../../shared/schemas/account';
import type { NewUser, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { text, Unauthorized, ValidationFailed } from '../../lib/errors';
import type { UploadedFile } from '../../lib/formBody';
import { codeEmail } from '../../lib/mailTemplates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { storeAvatar } from '../../lib/uploads';
import type { RequestLanguage } from '../../plugins/requestContext';
import { SESSION_ERRORS } from '../../../shared/constants';
import type { OtpService } from '../accounts/otp';
import type { RefreshTokenService } from '../accounts/refreshTokens';
import { type AccountRepository } from '../accounts/repository';
import { isUniqueViolation } from '../../lib/pgErrors';
import { checkBirthDate, checkPhone, FieldErrors, normalisePhone } from '../accounts/rules';

export interface ProfileDeps {
  app: FastifyInstance;
  repository: AccountRepository;
  otp: OtpService;
  refresh: RefreshTokenService;
  clock: Clock;
  uploadsDir: string;
}

/** Always a partial update of the signed-in user only: the user id comes from the token, never the request. */
export function createProfileService(deps: ProfileDeps) {
  const { repository, clock } = deps;
  return {
    async update(
      userId: number,
      body: ProfileUpdateBody,
      avatar: UploadedFile | undefined,
      request: RequestLanguage,
    ): Promise<{ user: UserRow; passwordChanged: boolean }> {
      const user = await repository.findById(userId);
      if (!user) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      const now = clock.now();
      const errors = new FieldErrors();
      checkPhone(errors, body.phone);
      checkBirthDate(errors, body.birth_date, now);
      if (body.full_name !== undefined && !body.full_name.trim()) errors.fields.full_name = [text('validation.required')];
      if (body.password !== undefined) {
        if (!body.current_password) errors.fields.current_password = [text('validation.required')];
        else if (!user.passwordHash || !(await verifyPassword(body.current_password, user.passwordHash)))
          errors.add('current_password', 'account.currentPasswordWrong');
      }
      const newEmail = body.email?.trim().toLowerCase();
      const emailChange = newEmail !== undefined && newEmail !== user.email.toLowerCase();
      if (emailChange) {
        const owner = await repository.findByEmail(newEmail);
        if (owner && owner.id !== user.id) errors.add('email', 'account.emailExists');
      }
      if (!errors.empty) throw new ValidationFailed(errors.fields);

      const changes: Partial<NewUser> = {};
      if (body.full_name !== undefined) changes.fullName = body.full_name.trim();
      if (body.phone !== undefined) changes.phone = normalisePhone(body.phone);
      if (body.gender !== undefined) changes.gender = body.gender;
      if (body.birth_date !== undefined) changes.birthDate = body.birth_date;
      if (body.address !== undefined) changes.address = body.address;
      if (body.id_num !== undefined) changes.idNum = body.id_num;
      if (body.language !== undefined) changes.language = body.language;
      if (body.date_calendars !== undefined) changes.dateCalendars = body.date_calendars;
      if (body.avatar === null) changes.avatar = null;
      if (avatar) {
        const stored = await storeAvatar(avatar.buffer, deps.uploadsDir);
        if (!stored) throw new ValidationFailed({ avatar: [text('upload.badImage')] });
        changes.avatar = stored;
      }
      if (body.password !== undefined) {
        changes.passwordHash = await hashPassword(body.password);
        changes.passwordChangedAt = now;
      }
      if (emailChange) changes.pendingEmail = newEmail;

      let updated = user;
      if (Object.keys(changes).length > 0) {
        try {
          updated = await repository.update(user.id, changes, now);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ValidationFailed({ email: [text('account.emailExists')] });
          throw error;
        }
      }
      if (body.password !== undefined) await deps.refresh.revokeAll(user.id);
      if (emailChange) {
        // The address changes only when the code sent to it comes back through verfiy-otp?change_email=true.
        const code = await deps.otp.issue(newEmail, 'change_email', user.id);
        const mailLang = request.explicit ? request.lang : updated.language;
        deps.app.deliverMail({
          to: newEmail,
          ...codeEmail(mailLang, 'change_email', code, updated.fullName),
          devHint: `change_email code ${code}`,
        });
      }
      return { user: updated, passwordChanged: body.password !== undefined };
    },
  };
}
