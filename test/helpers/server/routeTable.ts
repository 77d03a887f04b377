import { createSigner } from 'fast-jwt';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { ROLES, type Role } from '../../../src/shared/constants';
import { accessOf } from '../../../src/server/plugins/auth';
import type { RouteEntry } from '../../../src/server/plugins/routeTable';
import { TEST_JWT_SECRET } from './testApp';

/**
 * Cases generated from the app's own route table (app.routeTable, recorded by an onRoute hook of the real
 * buildApp), so a route added later is covered by every test built on this without anyone listing it.
 */
export interface RouteCase {
  method: HTTPMethods;
  /** The declared path, e.g. `/api/products/bookings/:id/`. */
  url: string;
  entry: RouteEntry;
  access: ReturnType<typeof accessOf>;
  /** Path params filled with a valid-looking value. */
  path: string;
  hasBody: boolean;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const INTERNAL = /^\/api\/docs(\/|$)|\*$/; // swagger-ui's own pages and wildcard static files

/** Fills `:param` segments (and a trailing wildcard) with `value`. */
export const fillPath = (url: string, value: string) =>
  url.replace(/:[A-Za-z_]+(\([^)]*\))?/g, encodeURIComponent(value)).replace(/\*$/, value);

/** Every route of the app (HEAD copies of GET routes and the docs' own pages left out). */
export function routeCases(app: FastifyInstance): RouteCase[] {
  return app.routeTable
    .filter((entry) => entry.method !== 'HEAD' && !INTERNAL.test(entry.url))
    .map((entry) => ({
      method: entry.method,
      url: entry.url,
      entry,
      access: accessOf(entry),
      path: fillPath(entry.url, '1'),
      hasBody: !BODYLESS.has(entry.method),
    }));
}

/** Routes that need a session: `schema.security` bearer. */
export const protectedCases = (app: FastifyInstance) => routeCases(app).filter((route) => route.access.kind === 'bearer');

/** Roles refused by a role-restricted route (every role for a route with roles, none otherwise). */
export function refusedRoles(route: RouteCase): Role[] {
  const roles = route.access.kind === 'bearer' ? route.access.roles : undefined;
  return roles ? ROLES.filter((role) => !roles.includes(role)) : [];
}

export const label = (route: RouteCase) => `${route.method} ${route.url}`;

/** Bodies a client can get wrong, for routes that take one: none, malformed JSON, wrong types, a wrong media type. */
export const BAD_BODIES: { name: string; options: Pick<InjectOptions, 'payload' | 'headers'> }[] = [
  { name: 'no body', options: {} },
  { name: 'malformed JSON', options: { payload: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } } },
  { name: 'an invalid body', options: { payload: { id: 'x', email: 12, date_from: '2026-02-31', page: -1, extra: [null] }, headers: {} } },
  { name: 'a wrong content type', options: { payload: '<xml/>', headers: { 'content-type': 'application/xml' } } },
];

/** Tokens the server must refuse, for a real user at the app's clock: signed with another key, and expired. */
export function refusedTokens(userId: number, at: Date) {
  const iat = Math.floor(at.getTime() / 1000);
  const claims = { user_id: userId, role: 'admin', email: 'x@example.test', token_type: 'access', ver: 0, jti: 'test' };
  const forged = createSigner({ key: 'not-the-server-secret-not-the-server-secret-0000' })({ ...claims, iat, exp: iat + 600 });
  const expired = createSigner({ key: TEST_JWT_SECRET })({ ...claims, iat: iat - 3600, exp: iat - 60 });
  return { forged, expired };
}
