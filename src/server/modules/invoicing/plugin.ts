import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { createSettingsRepository } from '../settings/repository';
import { loadStampCredentials, type StampCredentials } from './credentials';
import { createDocumentIssuer, type DocumentIssuer } from './issue';
import { reportDue, startReporting } from './reporting';
import { createReportingApi, type ReportingApi } from './reportingApi';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key and certificate every tax invoice and credit note is stamped with (credentials.ts). */
    stampCredentials: StampCredentials;
    /** issueDocument(tx, input): the next tax invoice, credit or debit note of the chain (issue.ts). */
    invoicing: DocumentIssuer;
    /** The reporting outbox's worker; `start()` in main.ts does nothing when ZATCA_MODE=off. */
    zatcaReporting: { runOnce(): Promise<number>; start(): void };
  }
}

/**
 * The invoicing module (issue 22): loads, or on the first start generates, the stamp's credentials, so a wrong
 * ZATCA_PRIVATE_KEY / ZATCA_CERTIFICATE stops the start instead of the first payment's invoice.
 */
export default fp(
  async (app, options: { config: AppConfig; clock: Clock; reportingApi?: ReportingApi }) => {
    const { config } = options;
    const credentials = loadStampCredentials({
      dataDir: config.dataDir,
      privateKey: config.zatcaPrivateKey,
      certificate: config.zatcaCertificate,
    });
    app.log.info({ source: credentials.source }, 'e-invoicing stamp credentials loaded');
    app.decorate('stampCredentials', credentials);
    app.decorate('invoicing', createDocumentIssuer({ credentials, clock: options.clock, settings: createSettingsRepository(app.db) }));
    const mode = config.zatcaMode;
    const api =
      options.reportingApi ??
      (mode === 'off'
        ? undefined
        : createReportingApi({
            mode,
            baseUrl: config.zatcaApiUrl,
            username: Buffer.from(credentials.certificate).toString('base64'),
            secret: config.zatcaApiSecret ?? '',
          }));
    const deps = api && { db: app.db, clock: options.clock, api, log: app.log };
    let worker: { stop(): void } | undefined;
    app.decorate('zatcaReporting', {
      runOnce: async () => (deps ? reportDue(deps) : 0),
      start: () => {
        if (deps) worker ??= startReporting(deps, config.jobsIntervalSeconds);
      },
    });
    app.addHook('onClose', async () => worker?.stop());
  },
  { name: 'invoicing', dependencies: ['db'] },
);
