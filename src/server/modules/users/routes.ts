import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_ERRORS } from '../../../shared/constants';
import { ProfileUpdateBody } from '../../../shared/schemas/account';
import { SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import { UserProfile } from '../../../shared/schemas/users';
import {
  ConsentState,
  ConsentUpdateBody,
  DeleteAccountBody,
  DeleteCodeSent,
  ExportRequested,
  ExportTokenParams,
  UnsubscribeQuery,
} from '../../../shared/schemas/privacy';
import type { UnsubscribeQuery as UnsubscribeQueryType } from '../../../shared/schemas/privacy';
import { ConflictError } from '../../../shared/schemas/dashboard/common';
import { DetailError } from '../../../shared/schemas/common';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { NotFound, Unauthorized } from '../../lib/errors';
import { formBody } from '../../lib/formBody';
import { IMAGE_KINDS } from '../../lib/uploads';
import { byIp } from '../../plugins/rateLimit';
import { inRequestLanguage, requestLanguage } from '../../plugins/requestContext';
import { text, type Text } from '../../lib/i18n';
import { escapeHtml } from '../../lib/mailLayout';
import type { ConsentService } from '../accounts/consent';
import { createOtpService } from '../accounts/otp';
import { createRefreshTokenService, setRefreshCookie } from '../accounts/refreshTokens';
import { profileOf } from '../accounts/profile';
import { createAccountRepository } from '../accounts/repository';
import { createUserRepository } from './repository';
import { createProfileService } from './service';
import type { PrivacyService } from './privacy';

/** After a password change the answer carries a fresh access token (the old one is refused from now on). */
const UpdatedProfile = Type.Composite([UserProfile, Type.Object({ token: Type.Optional(Type.String()) })]);

/** The signed-in user's own profile: read, and partial update (PATCH or PUT, JSON or multipart with an avatar). */
export default async function userRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; clock: Clock; privacy: PrivacyService; consent: ConsentService },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createUserRepository(app.db);
  const refresh = createRefreshTokenService(app.db, options.clock);
  const profiles = createProfileService({
    app,
    refresh,
    clock: options.clock,
    repository: createAccountRepository(app.db),
    otp: createOtpService(app.db, options.clock, options.config.jwtSecret),
    uploadsDir: path.join(options.config.dataDir, 'uploads'),
  });

  routes.get(
    '/user-info/',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserProfile, 401: SessionError },
      },
    },
    async (request) => {
      const profile = await repository.findProfile(request.user!.id);
      // Deleted between authentication and this read: same answer as a token of a missing user.
      if (!profile) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      return profile;
    },
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    routes.route({
      method,
      url: '/user-info/',
      preValidation: formBody({ files: { avatar: IMAGE_KINDS }, nullable: ['gender', 'birth_date'], wrongTypeMessage: 'upload.badImage' }),
      schema: {
        tags: ['account'],
        summary: `Update the signed-in user's profile (${method}: always partial). password needs current_password; a new email is confirmed by a code sent to it`,
        security: [{ bearerAuth: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileUpdateBody,
        response: { 200: UpdatedProfile, 400: ValidationErrorBody, 401: SessionError },
      },
      handler: async (request, reply) => {
        const { user, passwordChanged } = await profiles.update(
          request.user!.id,
          request.body,
          request.uploads?.avatar,
          requestLanguage(request),
        );
        if (!passwordChanged) return profileOf(user);
        setRefreshCookie(reply, await refresh.issue(user.id), options.config.publicUrl.startsWith('https:'));
        return { ...profileOf(user), token: app.tokens.signAccess(user) };
      },
    });
  }

  const { privacy } = options;

  routes.delete(
    '/user-info/',
    {
      schema: {
        tags: ['account'],
        summary:
          'Close the signed-in account after re-entering its password (an account without one, e.g. Google sign-in: `code`, from POST /user-info/delete-code/; 5 wrong tries void it): personal data erased, bookings, tax documents and the audit trail kept without the person; tokens stop at once. 409 while a stay is in progress or a refund pending, or (code "no_password") when a password-less account sends no code',
        security: [{ bearerAuth: [] }],
        body: DeleteAccountBody,
        response: { 204: Type.Null(), 400: ValidationErrorBody, 401: SessionError, 409: ConflictError },
      },
    },
    async (request, reply) => {
      await privacy.deleteOwn(request.user!.id, request.body);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/user-info/delete-code/',
    {
      onRequest: app.limits({ name: 'delete-code:ip', max: 10, windowSeconds: 60, key: byIp }),
      // After sign-in is checked: one code a minute per account, as /resend-otp/ per address.
      preHandler: app.limits({
        name: 'delete-code:user',
        max: 1,
        windowSeconds: 60,
        key: (request) => (request.user ? `u${request.user.id}` : undefined),
      }),
      schema: {
        tags: ['account'],
        summary:
          'E-mail a deletion code to the signed-in account\'s address (an account without a password; valid as long as the other codes, replacing an earlier one). 409 (code "has_password") for an account with a password',
        security: [{ bearerAuth: [] }],
        response: { 200: DeleteCodeSent, 401: SessionError, 409: ConflictError, 429: DetailError },
      },
    },
    async (request) => {
      const sent = await privacy.requestDeleteCode(request.user!.id, requestLanguage(request));
      return { message: inRequestLanguage(request, sent.message), email: sent.email };
    },
  );

  const { consent } = options;

  routes.get(
    '/user-info/consents/',
    {
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's consent to marketing e-mails: the answer, the words an opt-in records in the request's language, and every opt-in and withdrawal (newest first)",
        security: [{ bearerAuth: [] }],
        response: { 200: ConsentState, 401: SessionError },
      },
    },
    async (request) => consent.state(request.user!.id, request.lang),
  );

  routes.put(
    '/user-info/consents/',
    {
      schema: {
        tags: ['account'],
        summary:
          "Opt in to marketing e-mails (the words shown in the request's language are recorded with their version and the time) or withdraw; each change is kept as an event",
        security: [{ bearerAuth: [] }],
        body: ConsentUpdateBody,
        response: { 200: ConsentState, 400: ValidationErrorBody, 401: SessionError },
      },
    },
    async (request) => {
      await consent.set(request.user!.id, request.body.marketing_emails, request.lang, 'profile');
      return consent.state(request.user!.id, request.lang);
    },
  );

  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" as a form; nothing in it is needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  /**
   * A small page in the link's language (its `lang`, else the browser's): the GET asks (mail scanners open links),
   * the POST withdraws. The request's language is set to the page's, so its words are written in it.
   */
  const unsubscribePage = (request: FastifyRequest<{ Querystring: UnsubscribeQueryType }>, message: Text, form?: string) => {
    request.lang = request.query.lang ?? request.lang;
    const lang = request.lang;
    const say = (said: Text) => escapeHtml(inRequestLanguage(request, said));
    return (
      `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${say(text('privacy.unsubscribeTitle'))}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#0B2A3C">` +
      `<h1 style="font-size:1.4rem">${say(text('privacy.unsubscribeTitle'))}</h1><p>${say(message)}</p>` +
      (form
        ? `<form method="post" action="${escapeHtml(`${form}&lang=${lang}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit" style="font:inherit;padding:.6rem 1.2rem">${say(text('privacy.unsubscribeButton'))}</button></form>`
        : '') +
      '</body></html>'
    );
  };

  /**
   * A forged or garbled link: a browser (the page, its button) reads the answer as a page; any other caller gets the
   * contract's JSON 404, in the link's language as the page would be.
   */
  const refuseUnlessBrowser = (request: FastifyRequest<{ Querystring: UnsubscribeQueryType }>) => {
    if (String(request.headers.accept ?? '').includes('text/html')) return;
    request.lang = request.query.lang ?? request.lang;
    throw new NotFound(text('privacy.unsubscribeInvalid'));
  };

  routes.get(
    '/unsubscribe/',
    {
      onRequest: app.limits({ name: 'unsubscribe:ip', max: 30, windowSeconds: 60, key: byIp }),
      schema: {
        tags: ['account'],
        summary:
          "A marketing e-mail's unsubscribe link opened in a browser: a page (in the link's language) with one button that withdraws. Changes nothing by itself",
        querystring: UnsubscribeQuery,
        response: {
          200: Type.String({ description: 'text/html' }),
          400: ValidationErrorBody,
          404: Type.Union([Type.String({ description: 'text/html: a forged or garbled link, to a browser' }), DetailError]),
        },
      },
    },
    async (request, reply) => {
      const valid = consent.verify(request.query.token) !== null;
      // A forged or garbled link: a page for a browser, the contract's JSON 404 for any other caller (as every page).
      if (!valid) refuseUnlessBrowser(request);
      return reply
        .code(valid ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          valid
            ? unsubscribePage(
                request,
                text('privacy.unsubscribeQuestion'),
                `/unsubscribe/?token=${encodeURIComponent(request.query.token)}`,
              )
            : unsubscribePage(request, text('privacy.unsubscribeInvalid')),
        );
    },
  );

  routes.post(
    '/unsubscribe/',
    {
      onRequest: app.limits({ name: 'unsubscribe:ip', max: 30, windowSeconds: 60, key: byIp }),
      schema: {
        tags: ['account'],
        summary:
          "One-click unsubscribe (RFC 8058; the List-Unsubscribe-Post target of every marketing e-mail, and the page's button): withdraws the consent to marketing e-mails of the signed token's account, no sign-in; kept as an event",
        querystring: UnsubscribeQuery,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        response: {
          200: Type.String({ description: 'text/html' }),
          400: ValidationErrorBody,
          404: Type.Union([Type.String({ description: 'text/html: a forged or garbled link, to a browser' }), DetailError]),
        },
      },
    },
    async (request, reply) => {
      const done = await consent.unsubscribe(request.query.token);
      if (!done) refuseUnlessBrowser(request);
      return reply
        .code(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage(request, text(done ? 'privacy.unsubscribed' : 'privacy.unsubscribeInvalid')));
    },
  );

  routes.post(
    '/user-info/export/',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask for a copy of everything held about the signed-in user: a ZIP prepared in the background, its link e-mailed',
        security: [{ bearerAuth: [] }],
        response: { 202: ExportRequested, 401: SessionError },
      },
    },
    async (request, reply) => reply.code(202).send(await privacy.requestExport(request.user!.id, requestLanguage(request).lang)),
  );

  routes.get(
    '/user-info/export/:token/',
    {
      schema: {
        tags: ['account'],
        summary: "A prepared export's ZIP: only for the same signed-in user, until it expires",
        security: [{ bearerAuth: [] }],
        params: ExportTokenParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/zip' }),
          401: SessionError,
          404: DetailError,
          409: ConflictError,
        },
      },
    },
    async (request, reply) => {
      const { body, filename } = await privacy.download(request.params.token, request.user!.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
