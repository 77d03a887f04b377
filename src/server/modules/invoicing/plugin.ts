import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { loadStampCredentials, type StampCredentials } from './credentials';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key and certificate every tax invoice and credit note is stamped with (credentials.ts). */
    stampCredentials: StampCredentials;
  }
}

/**
 * The invoicing module (issue 22): loads, or on the first start generates, the stamp's credentials, so a wrong
 * ZATCA_PRIVATE_KEY / ZATCA_CERTIFICATE stops the start instead of the first payment's invoice.
 */
export default fp(
  async (app, options: { config: AppConfig }) => {
    const { config } = options;
    const credentials = loadStampCredentials({ dataDir: config.dataDir, privateKey: config.zatcaPrivateKey, certificate: config.zatcaCertificate });
    app.log.info({ source: credentials.source }, 'e-invoicing stamp credentials loaded');
    app.decorate('stampCredentials', credentials);
  },
  { name: 'invoicing', dependencies: ['db'] },
);
