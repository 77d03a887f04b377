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

/**
 * HyperPay's COPYandPAY widget (issue 25 §1): its script, styles, card-field frames, pictures, calls and the form it
 * posts all come from the gateway's origin (HYPERPAY_BASE_URL), and only when HyperPay is the provider.
 */
export function withPaymentWidget(csp: Record<string, string[]>, paymentOrigin?: string) {
  if (!paymentOrigin) return csp;
  const add = (name: string) => [...(csp[name] ?? ["'self'"]), paymentOrigin];
  return {
    ...csp,
    scriptSrc: add('scriptSrc'),
    styleSrc: add('styleSrc'),
    connectSrc: add('connectSrc'),
    frameSrc: add('frameSrc'),
    imgSrc: add('imgSrc'),
    formAction: add('formAction'),
  };
}

export default fp(
  async (app, options: { production: boolean; googleClientId?: string; paymentOrigin?: string }) => {
    await app.register(helmet, {
      // Plain http in development must not be upgraded, or localhost assets fail to load.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...withPaymentWidget(appCsp(options.googleClientId), options.paymentOrigin),
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.production,
      crossOriginEmbedderPolicy: false,
      enableCSPNonces: false,
    });
  },
  { name: 'security' },
);
