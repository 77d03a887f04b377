import type { FastifyInstance } from 'fastify';

export interface DocumentedRoute {
  method: string;
  /** The path with every parameter filled in with 1. */
  url: string;
  path: string;
  security: unknown;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every back-office route, read from the app's own OpenAPI document (built from the route table), so a
 * route added later is covered by the role matrix without touching the test.
 */
export function dashboardRoutesOf(app: FastifyInstance): DocumentedRoute[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/dashboard/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1'), security: operation.security })),
    );
}
