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

const GOOGLE_IDENTITY = 'https://accounts.google.com';

/** Google Identity Services (script, button iframe, its calls) is allowed only when sign-in with Google is on. */
export function appCsp(googleClientId?: string) {
  if (!googleClientId) return APP_CSP;
  return {
    ...APP_CSP,
    scriptSrc: [...APP_CSP.scriptSrc, GOOGLE_IDENTITY],
    connectSrc: [...APP_CSP.connectSrc, GOOGLE_IDENTITY],
    frameSrc: [GOOGLE_IDENTITY],
    styleSrc: [...APP_CSP.styleSrc, `${GOOGLE_IDENTITY}/gsi/style`],
  };
}

export default fp(
  async (app, options: { production: boolean; googleClientId?: string }) => {
    await app.register(helmet, {
      // Plain http in development must not be upgraded, or localhost assets fail to load.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...appCsp(options.googleClientId), ...(options.production ? { upgradeInsecureRequests: [] } : {}) },
      },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
      enableCSPNonces: false,
    });
  },
  { name: 'security' },
);
