import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { SESSION_ERRORS, type Role, type SupplierStatus } from '../../shared/constants';
import { STAFF_JOBS, type StaffRole } from '../../shared/staffRoles';
import type { Clock } from '../lib/clock';
import { Forbidden, text, Unauthorized } from '../lib/errors';
import { createTokenService, TokenRejected, type TokenService } from '../lib/tokens';
import { createSessionUsers } from './sessionUsers';

export interface AuthUser {
  id: number;
  role: Role;
  /** Staff (role 'admin') only: their job, which each back-office route admits or not (config.staffRoles). */
  staffRole: StaffRole | null;
  email: string;
  /** Suppliers only: the resort's decision, read with the session on every request so it applies at once. */
  supplierStatus: SupplierStatus | null;
  supplierRejectionReason: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Only these roles may call the route (403 otherwise); the route must also declare bearer `security`. */
    roles?: readonly Role[];
    /**
     * The staff roles admitted where `roles` admits staff ('admin'): a module declares its default (staffJob) and a
     * route may override it. A staff route that declares none admits the manager alone.
     */
    staffRoles?: readonly StaffRole[];
    /** Sign-in optional: a valid token sets request.user, a missing or bad one leaves it null. */
    auth?: 'optional';
  }
}

export const NO_CREDENTIALS = 'Authentication credentials were not provided.';

/** A route is protected when its schema declares bearer security (the same declaration the OpenAPI shows). */
export function declaresBearer(schema: unknown): boolean {
  const security = (schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.some((entry) => entry && typeof entry === 'object' && 'bearerAuth' in entry);
}

type Access = { kind: 'bearer'; roles?: readonly Role[]; staffRoles?: readonly StaffRole[] } | { kind: 'optional' } | { kind: 'public' };

/** The staff roles a route admits: its own declaration, or the manager alone for a staff route that has none. */
export function staffRolesOf(config: { roles?: readonly Role[]; staffRoles?: readonly StaffRole[] }): readonly StaffRole[] | undefined {
  if (!config.roles?.includes('admin')) return undefined;
  return config.staffRoles ?? STAFF_JOBS.manage;
}

/** Where a route's access is declared: `schema.security`, `config.roles` and `config.auth`. */
export function accessOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): Access {
  const config = (route.config ?? {}) as { roles?: readonly Role[]; staffRoles?: readonly StaffRole[]; auth?: string };
  const bearer = declaresBearer(route.schema);
  if (config.roles && !bearer)
    throw new Error(`${String(route.method)} ${route.url}: config.roles needs schema.security [{ bearerAuth: [] }]`);
  if (config.auth !== undefined && config.auth !== 'optional')
    throw new Error(`${String(route.method)} ${route.url}: config.auth can only be 'optional'`);
  if (bearer && config.auth === 'optional')
    throw new Error(`${String(route.method)} ${route.url}: a bearer route cannot also be auth 'optional'`);
  if (config.staffRoles && !config.roles?.includes('admin'))
    throw new Error(`${String(route.method)} ${route.url}: config.staffRoles needs config.roles with 'admin'`);
  if (bearer) return config.roles ? { kind: 'bearer', roles: config.roles, staffRoles: staffRolesOf(config) } : { kind: 'bearer' };
  return config.auth === 'optional' ? { kind: 'optional' } : { kind: 'public' };
}

/**
 * Only an approved supplier may use the supplier portal. The status is read with the session (the same
 * query), so staff rejecting or suspending a supplier takes effect on the supplier's next request, with the
 * sign-in screen's own words (and the reason staff gave).
 */
function refuseUnapprovedSupplier(request: FastifyRequest) {
  const user = request.user!;
  if (user.supplierStatus === 'approved') return;
  if (user.supplierStatus === 'rejected') {
    throw new Forbidden(
      user.supplierRejectionReason
        ? text('account.supplierRejectedReason', { reason: user.supplierRejectionReason })
        : text('account.supplierRejected'),
    );
  }
  throw new Forbidden(text('account.supplierPending'));
}

/**
 * Access is declared in the route table, and this plugin installs the check from it (onRoute) as the route's
 * FIRST onRequest hook: before its own onRequest hooks (rate limits), before the body is read (Fastify parses
 * it after onRequest, and multipart is read in preValidation) and before validation. So a request without a
 * valid session gets 401 whatever its body, and an anonymous caller never spends a signed-in user's quota.
 * Every failure maps to one of the contract's exact session-ending bodies, which clients match on.
 */
export default fp<{ jwtSecret: string; clock: Clock; accessTtlSeconds: number }>(
  async (app, options) => {
    const tokens = createTokenService({ secret: options.jwtSecret, clock: options.clock, accessTtlSeconds: options.accessTtlSeconds });
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    const sessionUsers = await createSessionUsers(app.dbHandle);

    async function authenticate(request: FastifyRequest): Promise<AuthUser> {
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

      // Kept in memory until the database announces a change of the row (sessionUsers.ts); a refusal is always
      // decided on a fresh read.
      const kept = sessionUsers.kept(payload.user_id);
      const user = kept?.isActive && kept.tokenVersion === payload.ver ? kept : await sessionUsers.fresh(payload.user_id);
      if (!user || !user.isActive) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      // The version is bumped (by the database) on every password change, reset and deactivation, so a token
      // issued before one of them is refused even within the same second.
      if (payload.ver !== user.tokenVersion) throw new Unauthorized({ error: SESSION_ERRORS.passwordChanged });
      return {
        id: user.id,
        role: user.role,
        staffRole: user.staffRole,
        email: user.email,
        supplierStatus: user.supplierStatus,
        supplierRejectionReason: user.supplierRejectionReason,
      };
    }

    const checks = new WeakSet<object>();
    function checkFor(access: Access): onRequestAsyncHookHandler | undefined {
      if (access.kind === 'public') return undefined;
      const hook: onRequestAsyncHookHandler =
        access.kind === 'optional'
          ? async function optionalUser(request) {
              if (!request.headers.authorization) return;
              // An expired or foreign token only means the request is served anonymously.
              request.user = await authenticate(request).catch(() => null);
            }
          : async function requireSession(request) {
              request.user = await authenticate(request);
              if (access.roles && !access.roles.includes(request.user.role)) throw new Forbidden();
              if (access.roles && request.user.role === 'supplier') refuseUnapprovedSupplier(request);
              // Read from the route's final config: a module's default (staffJob) is set by an onRoute hook that runs after this one's.
              const staffRoles = staffRolesOf(request.routeOptions.config);
              if (request.user.role === 'admin' && staffRoles && !(request.user.staffRole && staffRoles.includes(request.user.staffRole)))
                throw new Forbidden(text('dashboard.notYourRole'));
            };
      checks.add(hook);
      return hook;
    }

    app.addHook('onRoute', (route) => {
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      if (existing.some((hook) => checks.has(hook))) return; // already installed (an implicit HEAD copy of a GET)
      const check = checkFor(accessOf(route));
      if (check) route.onRequest = [check, ...existing];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
