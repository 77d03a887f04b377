import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_ERRORS } from '../../../shared/constants';
import {
  ChangeForgetPasswordBody,
  GoogleLoginBody,
  LoginBody,
  MessageAnswer,
  OtpQuery,
  RegisterAnswer,
  RegisterBody,
  ResendOtpBody,
  ResendQuery,
  SupplierOption,
  TokenAnswer,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '../../../shared/schemas/account';
import { DetailError, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { Unauthorized } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { IMAGE_KINDS } from '../../lib/uploads';
import { bodyEmail, byIp, type LimitRule } from '../../plugins/rateLimit';
import { inRequestLanguage, requestLanguage } from '../../plugins/requestContext';
import { createConsentService } from './consent';
import { createGoogleVerifier } from './google';
import { createOtpService } from './otp';
import { clearRefreshCookie, createRefreshTokenService, REFRESH_COOKIE, setRefreshCookie } from './refreshTokens';
import { createAccountRepository } from './repository';
import { createAccountService, InvalidCredentials } from './service';
import { createSignInLimits } from './signInLimits';
import { LoginOrChallenge } from '../../../shared/schemas/staffAccess';
import type { TwoFactorService } from './twoFactor';

const tags = ['account'];
const errors = { 400: ValidationErrorBody, 403: DetailError, 429: DetailError };
const perIp = (name: string, max: number): LimitRule => ({ name: `${name}:ip`, max, windowSeconds: 60, key: byIp });
const LOGIN_REQUESTS_PER_ADDRESS_PER_MINUTE = 300;
const perEmail = (name: string, max: number): LimitRule => ({ name: `${name}:email`, max, windowSeconds: 60, key: bodyEmail });

/** Sign-up, codes, sign-in (password and Google), password reset, refresh and sign-out. Paths are the contract's. */
export default async function accountRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; clock: Clock; twoFactor: TwoFactorService },
) {
  const { config, clock, twoFactor } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const refresh = createRefreshTokenService(app.db, clock);
  const accounts = createAccountService({
    app,
    clock,
    refresh,
    repository: createAccountRepository(app.db),
    otp: createOtpService(app.db, clock, config.jwtSecret),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
    google: config.googleClientId
      ? createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl, clock })
      : undefined,
  });
  const secureCookie = config.publicUrl.startsWith('https:');
  const consent = createConsentService({ db: app.db, clock, secret: config.jwtSecret, publicUrl: config.publicUrl });
  const signInLimits = createSignInLimits(app.failures, {
    perAccount: config.loginFailuresPerAccount,
    perAddress: config.loginFailuresPerAddress,
  });

  async function signIn(reply: FastifyReply, user: Parameters<typeof accounts.loginAnswer>[0]) {
    setRefreshCookie(reply, await refresh.issue(user.id), secureCookie);
    return accounts.loginAnswer(user);
  }

  routes.post(
    '/register/',
    {
      onRequest: app.limits(perIp('register', 10)),
      preValidation: formBody({ files: { avatar: IMAGE_KINDS }, nullable: ['gender', 'birth_date'], wrongTypeMessage: 'upload.badImage' }),
      preHandler: app.limits(perEmail('register', 5)),
      schema: {
        tags,
        summary:
          'Register a guest or (account_type "supplier") a supplier; JSON or multipart with an avatar file. A 6-digit code is e-mailed',
        consumes: ['application/json', 'multipart/form-data'],
        body: RegisterBody,
        response: { 201: RegisterAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await accounts.register(request.body, request.uploads?.avatar, requestLanguage(request));
      // The box at sign-up: an opt-in with the words it showed, in the language it was shown in.
      if (request.body.marketing_emails) await consent.set(answer.user.id, true, request.lang, 'registration');
      return reply.code(201).send({ ...answer, message: inRequestLanguage(request, answer.message) });
    },
  );

  routes.post(
    '/verfiy-otp/',
    {
      onRequest: app.limits(perIp('verify', 10)),
      // Each code already dies after 5 wrong tries; this bounds guessing across freshly requested codes.
      preHandler: app.limits(perEmail('verify', 10)),
      schema: {
        tags,
        summary:
          'Check an e-mailed code: signs a new account in (a supplier awaiting approval: 200 with supplier_status "pending" and no session), opens a 10-minute reset window (forget=true) or confirms a new e-mail (change_email=true)',
        querystring: OtpQuery,
        body: VerifyOtpBody,
        response: { 200: VerifyOtpAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.verifyCode(request.query, request.body.email, request.body.otp);
      const message = inRequestLanguage(request, result.message);
      if (result.supplierPending) return { message, supplier_status: 'pending' as const };
      if (!result.user) return { message };
      return { message, ...(await signIn(reply, result.user)) };
    },
  );

  routes.post(
    '/resend-otp/',
    {
      onRequest: app.limits(perIp('resend', 10)),
      preHandler: app.limits(perEmail('resend', 1)),
      schema: {
        tags,
        summary:
          'Send a new code (sign-up, password reset, or with change_email=true the pending new e-mail); one a minute per address; the same answer for unknown addresses',
        querystring: ResendQuery,
        body: ResendOtpBody,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => ({
      message: inRequestLanguage(request, await accounts.resendCode(request.query, request.body.email, requestLanguage(request))),
    }),
  );

  routes.post(
    '/login/',
    {
      // Only a flood guard: wrong passwords are what signInLimits counts, and one address can be a whole resort.
      onRequest: app.limits(perIp('login', LOGIN_REQUESTS_PER_ADDRESS_PER_MINUTE)),
      schema: {
        tags,
        summary:
          'Sign in with e-mail and password; sets the HttpOnly refresh cookie. Wrong passwords are limited per account, per account and address, and per address (a higher ceiling, past which a correct password from an address that has not failed for the account still goes through). An account with a second step (required of managers and finance) gets a 5-minute challenge instead of a session: `two_factor` "verify" (enter the app\'s code) or "enrol" (set the app up first)',
        body: LoginBody,
        response: { 200: LoginOrChallenge, ...errors },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { addressOverCeiling } = await signInLimits.admit(email, request.ip);
      try {
        const user = await accounts.login(request.body.email, request.body.password);
        return twoFactor.needsSecondStep(user) ? twoFactor.challenge(user) : await signIn(reply, user);
      } catch (error) {
        if (error instanceof InvalidCredentials) await signInLimits.failed(email, request.ip, addressOverCeiling);
        throw error;
      }
    },
  );

  routes.put(
    '/change-forget-password/',
    {
      onRequest: app.limits(perIp('reset', 10)),
      schema: {
        tags,
        summary: 'Set a new password inside the window opened by verfiy-otp?forget=true; ends every earlier session',
        body: ChangeForgetPasswordBody,
        response: { 200: Type.Object({ success: Type.String() }), ...errors },
      },
    },
    async (request) => ({ success: inRequestLanguage(request, await accounts.resetPassword(request.body)) }),
  );

  routes.post(
    '/auth/google-login/',
    {
      onRequest: app.limits(perIp('google', 10)),
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (creates a verified guest on first use); 404 unless GOOGLE_CLIENT_ID is set',
        body: GoogleLoginBody,
        response: { 200: LoginOrChallenge, 404: DetailError, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.googleLogin(request.body.credential, request.lang);
      // Google vouches for the password step only: staff with a second step still take it.
      return twoFactor.needsSecondStep(user) ? twoFactor.challenge(user) : signIn(reply, user);
    },
  );

  routes.post(
    '/token/refresh/',
    {
      onRequest: app.limits(perIp('refresh', 60)),
      schema: {
        tags,
        summary: 'A new access token from the refresh cookie; the cookie is rotated, a reused one ends its family',
        response: { 200: TokenAnswer, 401: DetailError },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      const rotated = presented ? await refresh.rotate(presented) : null;
      const user = rotated ? await createAccountRepository(app.db).findById(rotated.userId) : undefined;
      if (!rotated || !user) {
        clearRefreshCookie(reply, secureCookie);
        throw new Unauthorized({ detail: SESSION_ERRORS.refreshInvalid });
      }
      setRefreshCookie(reply, rotated.token, secureCookie);
      return { token: app.tokens.signAccess(user) };
    },
  );

  routes.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the refresh token and clears its cookie',
        security: [{ bearerAuth: [] }],
        response: { 204: Type.Null(), 401: SessionError },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) await refresh.revoke(presented, request.user!.id);
      clearRefreshCookie(reply, secureCookie);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/supplier-dropdown/',
    {
      schema: {
        tags,
        summary: 'Approved suppliers, the receivers a contact message can go to',
        response: { 200: Type.Array(SupplierOption) },
      },
    },
    async () => (await createAccountRepository(app.db).approvedSuppliers()).map((supplier) => ({ ...supplier, role: 'supplier' as const })),
  );
}
