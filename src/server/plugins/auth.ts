import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SESSION_ERRORS, type Role } from '../../shared/constants';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { Forbidden, Unauthorized } from '../lib/errors';
import { createTokenService, TokenRejected, type TokenService } from '../lib/tokens';

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a valid access token of an existing, active user; sets request.user. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticate, then require one of the roles (403 otherwise). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const NO_CREDENTIALS = 'Authentication credentials were not provided.';

/** Every failure maps to one of the contract's exact session-ending bodies, which clients match on. */
export default fp<{ jwtSecret: string; clock: Clock; accessTtlSeconds: number }>(
  async (app, options) => {
    const tokens = createTokenService({ secret: options.jwtSecret, clock: options.clock, accessTtlSeconds: options.accessTtlSeconds });
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      if (!header) throw new Unauthorized({ detail: NO_CREDENTIALS });
      const [scheme, token, ...rest] = header.trim().split(/\s+/);
      if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw new Unauthorized({ detail: SESSION_ERRORS.invalidToken });

      let payload;
      try {
        payload = tokens.verifyAccess(token);
      } catch (error) {
        if (error instanceof TokenRejected && error.reason === 'expired') throw new Unauthorized({ detail: SESSION_ERRORS.accessExpired });
        throw new Unauthorized({ detail: SESSION_ERRORS.invalidToken });
      }

      const [user] = await app.db
        .select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive, passwordChangedAt: users.passwordChangedAt })
        .from(users)
        .where(eq(users.id, payload.user_id));
      if (!user || !user.isActive) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      // iat has whole-second precision: a token issued in the same second as the change is still honoured.
      if (user.passwordChangedAt && payload.iat < Math.floor(user.passwordChangedAt.getTime() / 1000)) {
        throw new Unauthorized({ error: SESSION_ERRORS.passwordChanged });
      }
      request.user = { id: user.id, role: user.role, email: user.email };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => async function requireRole(request: FastifyRequest, reply: FastifyReply) {
      await authenticate(request, reply);
      if (!roles.includes(request.user!.role)) throw new Forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
