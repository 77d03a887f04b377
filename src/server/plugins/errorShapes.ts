import type { RouteOptions } from 'fastify';
import { DetailError, ServerError, SessionError, ValidationErrorBody } from '../../shared/schemas/common';
import { accessOf } from './auth';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The error answers any route can give, whatever it declares itself: the error handler makes them, so they
 * are declared here once (and shown in the OpenAPI) rather than copied, or forgotten, route by route.
 * A route's own declaration for a status wins.
 */
export function declareErrorShapes(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access = accessOf(route);
  // 503: the database could not be reached (a restart, a failover), with Retry-After (plugins/errors.ts).
  const defaults: Record<string, unknown> = { 400: ValidationErrorBody, 500: ServerError, 503: DetailError };
  if (methods.some((method) => !BODYLESS.has(method))) defaults[413] = DetailError;
  if (route.url.includes(':')) defaults[414] = DetailError; // a path parameter past the router's length limit
  if (access.kind === 'bearer') defaults[401] = SessionError;
  if (access.kind === 'bearer' && access.roles) defaults[403] = DetailError;
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  route.schema = { ...route.schema, response: { ...defaults, ...declared } };
}
