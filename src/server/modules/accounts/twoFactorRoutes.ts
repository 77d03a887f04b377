import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import { EnrolAnswer, EnrolBody, SecondStepAnswer, SecondStepBody } from '../../../shared/schemas/staffAccess';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { byIp, type LimitRule } from '../../plugins/rateLimit';
import { createRefreshTokenService, setRefreshCookie } from './refreshTokens';
import { loginAnswerFor } from './service';
import type { TwoFactorService } from './twoFactor';

const tags = ['account'];
const errors = { 400: ValidationErrorBody, 404: DetailError, 409: DetailError, 429: DetailError };
/** Six digits are guessable only by volume: few tries a minute from one address, and each challenge lasts 5 minutes. */
const perIp = (name: string, max: number): LimitRule => ({ name: `${name}:ip`, max, windowSeconds: 60, key: byIp });
/** The same per challenge (its signature part), so a spread of addresses cannot guess one account's code either. */
const perChallenge: LimitRule = {
  name: 'two-factor:challenge',
  max: 5,
  windowSeconds: 300,
  key: (request) => {
    const challenge = (request.body as { challenge?: unknown } | undefined)?.challenge;
    return typeof challenge === 'string' ? challenge.slice(-43) : undefined;
  },
};

/** Sign-in's second step (TOTP or a recovery code, enrolment inside it). */
export default async function twoFactorRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; clock: Clock; twoFactor: TwoFactorService },
) {
  const { config, clock, twoFactor } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const refresh = createRefreshTokenService(app.db, clock);
  const secureCookie = config.publicUrl.startsWith('https:');

  routes.post(
    '/login/two-factor/enrol/',
    {
      onRequest: app.limits(perIp('two-factor-enrol', 10)),
      schema: {
        tags,
        summary: 'Inside a sign-in whose role requires a second step not yet set up: a new TOTP secret, its otpauth URL and QR code',
        body: EnrolBody,
        response: { 200: EnrolAnswer, ...errors },
      },
    },
    (request) => twoFactor.startEnrolment(request.body.challenge),
  );

  routes.post(
    '/login/two-factor/',
    {
      onRequest: app.limits(perIp('two-factor', 20)),
      preHandler: app.limits(perChallenge),
      schema: {
        tags,
        summary:
          "The second step of a sign-in: the authenticator app's 6-digit code or an unused recovery code; signs in (sets the refresh cookie). During enrolment the code turns the app on and the answer carries ten recovery codes, shown once",
        body: SecondStepBody,
        response: { 200: SecondStepAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { user, recoveryCodes } = await twoFactor.complete(request.body);
      setRefreshCookie(reply, await refresh.issue(user.id), secureCookie);
      return { ...loginAnswerFor(app, user), ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
    },
  );
}
