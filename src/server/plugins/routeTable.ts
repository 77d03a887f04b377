import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as declared (method, url, schema, config), in registration order. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Registered first, so it sees every route. Access checks and the error-shape tests walk this table, so a
 * route added later is covered without anyone keeping a list of routes by hand.
 */
export default fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Read lazily: onRoute hooks that run after this one (error shapes, access checks) complete the route.
      for (const method of methods) {
        table.push({
          method,
          url: route.url,
          get schema() {
            return route.schema;
          },
          get config() {
            return (route.config ?? {}) as FastifyContextConfig;
          },
        });
      }
    });
  },
  { name: 'route-table' },
);
