import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Only the app's own origin by default. style-src needs 'unsafe-inline' because styled-components
 * injects <style> tags at run time; nothing else is relaxed. /api/docs overrides this per route.
 */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export default fp(
  async (app, options: { production: boolean }) => {
    await app.register(helmet, {
      // Plain http in development must not be upgraded, or localhost assets fail to load.
      contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP, ...(options.production ? { upgradeInsecureRequests: [] } : {}) } },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
      enableCSPNonces: false,
    });
  },
  { name: 'security' },
);
