// "Sign-in and security" (issue 23 §5): the signed-in staff member, or supplier in their portal, turns two-step
// sign-in on (the same set-up as the one required of managers and finance), gets new recovery codes, turns it off
// where their role does not require it, and changes their password. Every change is audited. Sessions as elsewhere:
// turning it on keeps every session; turning it off and a new password end the other sessions, as a password change
// from the profile does (the refresh tokens are revoked; this one gets a new refresh cookie and access token).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ERRORS } from '../../../shared/constants';
import { writeErrors } from '../../../shared/schemas/dashboard/common';
import {
  CodeBody,
  OwnPasswordBody,
  RecoveryCodesAnswer,
  SecurityStatus,
  SessionRenewed,
  TurnOffBody,
} from '../../../shared/schemas/dashboard/security';
import { DetailError } from '../../../shared/schemas/common';
import { EnrolAnswer } from '../../../shared/schemas/staffAccess';
import type { AppConfig } from '../../config';
import { users, type UserRow } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { Conflict, text, Unauthorized, ValidationFailed } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { STAFF_SECURITY, staffRoute, SUPPLIER_AND_STAFF } from '../../lib/staffRoute';
import { byIp, type LimitRule } from '../../plugins/rateLimit';
import { createRefreshTokenService, setRefreshCookie } from './refreshTokens';
import { requiresTwoFactor, type TwoFactorService } from './twoFactor';

const tags = ['dashboard: sign-in and security'];
const errors = { ...writeErrors, 429: DetailError };
/** Every staff role and suppliers: it is one's own account. */
const access = staffRoute(SUPPLIER_AND_STAFF, 'everyone');
const perIp: LimitRule = { name: 'own-security:ip', max: 20, windowSeconds: 60, key: byIp };
/**
 * Guesses of a code or a password, limited as sign-in's second step is per challenge: five tries in five minutes
 * per account (after sign-in is checked, so the key is the token's account, never the body).
 */
const perAccount: LimitRule = {
  name: 'own-security:user',
  max: 5,
  windowSeconds: 300,
  key: (request) => (request.user ? `u${request.user.id}` : undefined),
};

export default async function securityRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; clock: Clock; twoFactor: TwoFactorService },
) {
  const { config, clock, twoFactor } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const refresh = createRefreshTokenService(app.db, clock);
  const secureCookie = config.publicUrl.startsWith('https:');
  const guessed = { onRequest: app.limits(perIp), preHandler: app.limits(perAccount) };

  async function me(request: FastifyRequest): Promise<UserRow> {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.user!.id));
    if (!user || !user.isActive) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
    return user;
  }

  const audit = (user: UserRow, action: string, before: unknown, after: unknown) =>
    recordAudit(app.db, { actorId: user.id, area: 'users', action, entityType: 'user', entityId: user.id, before, after, at: clock.now() });

  /** The other sessions end (their refresh tokens are revoked); this one continues with a new cookie and token. */
  async function endOtherSessions(reply: FastifyReply, user: UserRow) {
    await refresh.revokeAll(user.id);
    setRefreshCookie(reply, await refresh.issue(user.id), secureCookie);
    return { token: app.tokens.signAccess(user) };
  }

  routes.get(
    '/api/dashboard/me/security/',
    {
      ...access,
      schema: {
        tags,
        summary: 'The signed-in account: is two-step sign-in on, does the role require it, recovery codes left, has it a password',
        security: STAFF_SECURITY,
        response: { 200: SecurityStatus, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      return {
        two_factor: user.totpEnabledAt !== null,
        required: requiresTwoFactor(user),
        enabled_at: user.totpEnabledAt?.toISOString() ?? null,
        recovery_codes_left: user.totpEnabledAt ? await twoFactor.recoveryCodesLeft(user.id) : 0,
        has_password: user.passwordHash !== null,
      };
    },
  );

  routes.post(
    '/api/dashboard/me/two-factor/enrol/',
    {
      ...access,
      onRequest: app.limits({ ...perIp, name: 'own-security-enrol:ip', max: 10 }),
      schema: {
        tags,
        summary:
          'Turning two-step sign-in on, first step: a new TOTP secret, its otpauth URL and QR code (drawn by the server, no outside service). 409 if already on',
        security: STAFF_SECURITY,
        response: { 200: EnrolAnswer, ...errors },
      },
    },
    async (request) => twoFactor.startOwnEnrolment(await me(request)),
  );

  routes.post(
    '/api/dashboard/me/two-factor/',
    {
      ...access,
      ...guessed,
      schema: {
        tags,
        summary:
          "Turning two-step sign-in on: the app's first code confirms the set-up; answers ten recovery codes, shown once. Every session continues; the next sign-in asks for a code",
        security: STAFF_SECURITY,
        body: CodeBody,
        response: { 200: RecoveryCodesAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      const codes = await twoFactor.confirmOwnEnrolment(user, request.body.code);
      await audit(user, 'two_factor_on', { two_factor: false }, { two_factor: true });
      return { recovery_codes: codes };
    },
  );

  routes.post(
    '/api/dashboard/me/two-factor/recovery-codes/',
    {
      ...access,
      ...guessed,
      schema: {
        tags,
        summary: "Ten new recovery codes for the app's current code; the earlier ones stop working",
        security: STAFF_SECURITY,
        body: CodeBody,
        response: { 200: RecoveryCodesAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await me(request);
      await twoFactor.checkCode(user, request.body.code);
      const codes = await twoFactor.issueRecoveryCodes(user.id);
      await audit(user, 'recovery_codes_new', null, { recovery_codes: codes.length });
      return { recovery_codes: codes };
    },
  );

  routes.post(
    '/api/dashboard/me/two-factor/off/',
    {
      ...access,
      ...guessed,
      schema: {
        tags,
        summary:
          "Turn two-step sign-in off with the app's current code or the password; 409 where the role requires it (managers, finance). Ends the other sessions, as a password change does: answers a new token for this one",
        security: STAFF_SECURITY,
        body: TurnOffBody,
        response: { 200: SessionRenewed, ...errors },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      if (requiresTwoFactor(user)) throw new Conflict(text('twoFactor.requiredForRole'));
      if (!user.totpEnabledAt) throw new Conflict(text('twoFactor.notOn'));
      const { code, password } = request.body;
      if (code) await twoFactor.checkCode(user, code);
      else if (password) {
        if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash)))
          throw new ValidationFailed({ password: [text('twoFactor.wrongPassword')] });
      } else throw new ValidationFailed({ code: [text('twoFactor.codeOrPassword')] });
      await twoFactor.reset(user.id);
      await audit(user, 'two_factor_off', { two_factor: true }, { two_factor: false, confirmed_with: code ? 'code' : 'password' });
      return endOtherSessions(reply, user);
    },
  );

  routes.put(
    '/api/dashboard/me/password/',
    {
      ...access,
      ...guessed,
      schema: {
        tags,
        summary:
          "Change one's own password (the current one first). Ends the other sessions, as the profile's password change does: answers a new token for this one",
        security: STAFF_SECURITY,
        body: OwnPasswordBody,
        response: { 200: SessionRenewed, ...errors },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      const { current_password: current, password, confirm_password: confirm } = request.body;
      const fields: Record<string, ReturnType<typeof text>[]> = {};
      if (!user.passwordHash || !(await verifyPassword(current, user.passwordHash)))
        fields.current_password = [text('account.currentPasswordWrong')];
      if (password !== confirm) fields.confirm_password = [text('account.passwordMismatch')];
      if (Object.keys(fields).length > 0) throw new ValidationFailed(fields);
      const now = clock.now();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await audit(user, 'password_change', null, { password_changed_at: now });
      return endOtherSessions(reply, user);
    },
  );
}
