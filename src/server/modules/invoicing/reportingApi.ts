// ZATCA's reporting API for simplified documents (Fatoora, phase 2): POST /invoices/reporting/single with the
// document's hash, UUID and Base64 XML. The answer is sorted into what the outbox does next: reported (with or without
// warnings) and rejected are final; anything else (time-out, 5xx, 429, a network error) is tried again later.
import type { ZatcaMessage } from '../../db/schema';

export type ZatcaMode = 'off' | 'simulation' | 'production';

export const ZATCA_BASE_URLS: Record<Exclude<ZatcaMode, 'off'>, string> = {
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

export interface ReportRequest {
  hash: string;
  uuid: string;
  xml: string;
}

export interface ReportAnswer {
  outcome: 'reported' | 'warnings' | 'rejected' | 'failed';
  httpStatus: number | null;
  warnings: ZatcaMessage[];
  errors: ZatcaMessage[];
  /** The body as received (or what went wrong), kept with the attempt. */
  response: string;
}

export interface ReportingApi {
  mode: Exclude<ZatcaMode, 'off'>;
  report(document: ReportRequest): Promise<ReportAnswer>;
}

export interface ReportingApiOptions {
  mode: Exclude<ZatcaMode, 'off'>;
  /** ZATCA_API_URL; defaults to ZATCA's gateway for the mode. */
  baseUrl?: string;
  /** The compliance/production CSID's token (the certificate, Base64) and its secret: HTTP Basic. */
  username: string;
  secret: string;
  timeoutMs?: number;
}

const messages = (value: unknown): ZatcaMessage[] => (Array.isArray(value) ? (value as ZatcaMessage[]) : []);

export function createReportingApi(options: ReportingApiOptions): ReportingApi {
  const base = (options.baseUrl ?? ZATCA_BASE_URLS[options.mode]).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.secret}`).toString('base64')}`;
  return {
    mode: options.mode,
    async report({ hash, uuid, xml }) {
      let status: number | null = null;
      let body = '';
      try {
        const response = await fetch(`${base}/invoices/reporting/single`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'accept-language': 'en',
            'accept-version': 'V2',
            'clearance-status': '0',
            authorization,
          },
          body: JSON.stringify({ invoiceHash: hash, uuid, invoice: Buffer.from(xml, 'utf8').toString('base64') }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        return {
          outcome: 'failed',
          httpStatus: status,
          warnings: [],
          errors: [],
          response: `${(error as Error).name}: ${(error as Error).message}`,
        };
      }
      let parsed: { validationResults?: { warningMessages?: unknown; errorMessages?: unknown }; reportingStatus?: string } = {};
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = {};
      }
      const warnings = messages(parsed.validationResults?.warningMessages);
      const errors = messages(parsed.validationResults?.errorMessages);
      // 200 reported, 202 reported with warnings, 400 not reported (the document's errors): final answers.
      if ((status === 200 || status === 202) && parsed.reportingStatus === 'REPORTED') {
        return { outcome: warnings.length ? 'warnings' : 'reported', httpStatus: status, warnings, errors, response: body };
      }
      if (status === 400 && errors.length > 0) return { outcome: 'rejected', httpStatus: status, warnings, errors, response: body };
      return { outcome: 'failed', httpStatus: status, warnings, errors, response: body };
    },
  };
}
