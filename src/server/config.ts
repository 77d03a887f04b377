import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_VAT_RATE } from '../shared/money';
import type { PaymentChannel } from '../shared/paymentBrands';

export type PaymentProvider = 'sandbox' | 'hyperpay';
export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Unset → embedded PGlite under `dataDir/pglite`. */
  databaseUrl?: string;
  /** PostgreSQL connections this instance may open at once (its pool; one more listens for changes). */
  databasePoolMax: number;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  publicUrl: string;
  webDir: string;
  /** The web app's server renderer (SSR_BUNDLE, default dist-ssr/render.js); pages are drawn by the script alone without it. */
  ssrBundle: string;
  /** Draw public pages' first view on the server (SERVER_RENDER, default on; `false` sends the shell). */
  serverRender: boolean;
  /** Pages drawn per address per minute before its pages go out as the shell (DRAWN_PAGES_PER_MINUTE, default 120). */
  drawnPagesPerMinute: number;
  /** How long a page may take to draw before it goes out as the shell the script draws (SERVER_RENDER_TIMEOUT_MS, default 3000). */
  serverRenderTimeoutMs: number;
  timeZone: string;
  vatRate: number;
  seedDemo: boolean;
  logLevel: string;
  smtpUrl?: string;
  mailFrom?: string;
  googleClientId?: string;
  /** Google's signing keys for ID tokens; tests point it at a local server. */
  googleJwksUrl: string;
  /** Where contact-form messages for the resort go; unset → every active admin. */
  supportEmail?: string;
  redisUrl?: string;
  paymentProvider: PaymentProvider;
  /** How long a confirmed booking holds its nights and seats (HOLD_MINUTES, default 30). */
  holdMinutes: number;
  /** Full refund until this many hours before check-in, none after (CANCEL_FULL_REFUND_HOURS, default 48). */
  cancelFullRefundHours: number;
  /** Hold sweeper and payment reconciliation period (JOBS_INTERVAL_SECONDS, default 60). */
  jobsIntervalSeconds: number;
  /** Minutes to wait before a refund's 2nd, 3rd… send (REFUND_RETRY_MINUTES, default 1,5,30,120; the last repeats). */
  refundRetryMinutes: number[];
  /** Sends of a refund before it is failed for good and staff alerted (REFUND_MAX_ATTEMPTS, default 6). */
  refundMaxAttempts: number;
  /** Wrong passwords for one account, from every address, per minute before its sign-ins wait (LOGIN_FAILURES_PER_ACCOUNT, default 5). */
  loginFailuresPerAccount: number;
  /**
   * Wrong passwords from one address, for every account, in 15 minutes (LOGIN_FAILURES_PER_ADDRESS, default 100): past it only
   * a correct password for an account that address has not failed for goes through (a resort's Wi-Fi is one address).
   */
  loginFailuresPerAddress: number;
  /** Public catalogue reads one IP may make per minute (PUBLIC_READS_PER_MINUTE, default 300). */
  publicReadsPerMinute: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN, at least 16 characters); unset: no metrics (404). */
  metricsToken?: string;
  hyperpay?: HyperPayConfig;
  /** Other sites' origins whose browsers may call the API with credentials (CORS_ORIGINS); empty: same origin only. */
  corsOrigins: string[];
  /**
   * The e-invoicing stamp's key and certificate from ZATCA's onboarding (ZATCA_PRIVATE_KEY PEM, ZATCA_CERTIFICATE PEM
   * or base64); unset → a pair generated on the first start in DATA_DIR/private/zatca (modules/invoicing/credentials.ts).
   */
  zatcaPrivateKey?: string;
  zatcaCertificate?: string;
  /** Reporting documents to ZATCA (ZATCA_MODE, default off): off keeps them in the outbox unsent. */
  zatcaMode: 'off' | 'simulation' | 'production';
  /** ZATCA_API_URL: the reporting API's base (default ZATCA's gateway for the mode). */
  zatcaApiUrl?: string;
  /** ZATCA_API_SECRET: the CSID's secret from onboarding (required unless the mode is off). */
  zatcaApiSecret?: string;
  /** Retention (issue 26 §1, docs/operations.md "Retention"): what the scheduled sweep removes, and how often it runs. */
  retention: {
    /** Days a closed support conversation (messages, replies, attachments) is kept after closing (RETENTION_SUPPORT_DAYS, default 730). */
    supportDays: number;
    /** Days after its last code expired that a never-verified account is removed (RETENTION_UNVERIFIED_DAYS, default 30). */
    unverifiedDays: number;
    /** Days ended refresh tokens, used codes, idempotency keys and export requests are kept (RETENTION_LOGS_DAYS, default 90). */
    logsDays: number;
    /** Minutes between sweeps (RETENTION_INTERVAL_MINUTES, default 360). */
    intervalMinutes: number;
  };
  /** Minutes between two syncs of an imported hut calendar (ICAL_SYNC_MINUTES, default 10). */
  icalSyncMinutes: number;
  /** Hosts an imported calendar may be fetched from even on a local or private address (ICAL_ALLOWED_HOSTS, default none). */
  icalAllowedHosts: string[];
  /**
   * Scheduled backups (docs/operations.md, "Backups"): one archive every BACKUP_EVERY_HOURS (default 0: off) into
   * BACKUP_DIR (required when on, outside DATA_DIR), the newest BACKUP_KEEP (default 7) kept.
   */
  backup: { everyHours: number; dir?: string; keep: number };
}

export interface HyperPayConfig {
  baseUrl: string;
  accessToken: string;
  /**
   * HyperPay's entity per channel (issue 25 §1): `card` (HYPERPAY_ENTITY_ID, VISA and MASTER) and `mada` are required;
   * `applepay` and `stcpay` are optional, and a wallet without its entity is not offered.
   */
  entityIds: Partial<Record<PaymentChannel, string>> & { card: string; mada: string };
  /** Hex AES-256 key that decrypts notifications. */
  webhookKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

type Env = Record<string, string | undefined>;

const NODE_ENVS: NodeEnv[] = ['development', 'production', 'test'];
const PROVIDERS: PaymentProvider[] = ['sandbox', 'hyperpay'];
const ENTITY_VARIABLE: Record<PaymentChannel, string> = {
  card: 'HYPERPAY_ENTITY_ID',
  mada: 'HYPERPAY_ENTITY_ID_MADA',
  applepay: 'HYPERPAY_ENTITY_ID_APPLEPAY',
  stcpay: 'HYPERPAY_ENTITY_ID_STC_PAY',
};
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment once; every problem is reported together so a deploy fails with one clear message. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);

  const nodeEnv = (str('NODE_ENV') ?? 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return value;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };
  const bool = (name: string, fallback: boolean) => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const port = int('PORT', 3000, 0, 65535);
  const accessTokenTtlSeconds = int('ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 30, 24 * 3600);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const databasePoolMax = int('DATABASE_POOL_MAX', 10, 1, 500);
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const googleJwksUrl = url('GOOGLE_JWKS_URL', ['http:', 'https:']) ?? 'https://www.googleapis.com/oauth2/v3/certs';
  const dataDir = path.resolve(str('DATA_DIR') ?? path.join(REPO_ROOT, 'data'));

  const vatRaw = str('VAT_RATE');
  const vatRate = vatRaw === undefined ? DEFAULT_VAT_RATE : Number(vatRaw);
  if (!Number.isFinite(vatRate) || vatRate < 0 || vatRate >= 1)
    problems.push(`VAT_RATE must be a fraction from 0 to below 1, e.g. 0.15 (got "${vatRaw}")`);

  const timeZone = str('TZ_RESORT') ?? 'Asia/Riyadh';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    problems.push(`TZ_RESORT is not a known IANA time zone (got "${timeZone}")`);
  }

  const paymentProvider = (str('PAYMENT_PROVIDER') ?? 'sandbox') as PaymentProvider;
  if (!PROVIDERS.includes(paymentProvider)) problems.push(`PAYMENT_PROVIDER must be one of ${PROVIDERS.join(', ')}`);
  const logLevel = str('LOG_LEVEL') ?? (production ? 'info' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const holdMinutes = int('HOLD_MINUTES', 30, 1, 24 * 60);
  const cancelFullRefundHours = int('CANCEL_FULL_REFUND_HOURS', 48, 0, 24 * 365);
  const jobsIntervalSeconds = int('JOBS_INTERVAL_SECONDS', 60, 1, 3600);
  const refundRetryRaw = str('REFUND_RETRY_MINUTES') ?? '1,5,30,120';
  const refundRetryMinutes = refundRetryRaw.split(',').map((part) => Number(part.trim()));
  if (
    !refundRetryMinutes.length ||
    refundRetryMinutes.some((minutes) => !Number.isInteger(minutes) || minutes < 0 || minutes > 7 * 24 * 60)
  )
    problems.push(`REFUND_RETRY_MINUTES must be comma-separated whole minutes from 0 to 10080, e.g. 1,5,30,120 (got "${refundRetryRaw}")`);
  const refundMaxAttempts = int('REFUND_MAX_ATTEMPTS', 6, 1, 100);
  const publicReadsPerMinute = int('PUBLIC_READS_PER_MINUTE', 300, 1, 1_000_000);
  const loginFailuresPerAccount = int('LOGIN_FAILURES_PER_ACCOUNT', 5, 1, 1000);
  const loginFailuresPerAddress = int('LOGIN_FAILURES_PER_ADDRESS', 100, 1, 1_000_000);
  const metricsToken = str('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');
  const drawnPagesPerMinute = int('DRAWN_PAGES_PER_MINUTE', 120, 1, 1_000_000);
  const serverRenderTimeoutMs = int('SERVER_RENDER_TIMEOUT_MS', 3000, 100, 600_000);
  const retention = {
    supportDays: int('RETENTION_SUPPORT_DAYS', 730, 1, 36_500),
    unverifiedDays: int('RETENTION_UNVERIFIED_DAYS', 30, 1, 36_500),
    logsDays: int('RETENTION_LOGS_DAYS', 90, 1, 36_500),
    intervalMinutes: int('RETENTION_INTERVAL_MINUTES', 360, 1, 7 * 24 * 60),
  };
  const icalSyncMinutes = int('ICAL_SYNC_MINUTES', 10, 1, 24 * 60);
  const icalAllowedHosts = (str('ICAL_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of icalAllowedHosts)
    if (!/^[a-z0-9.:[\]-]+$/.test(host))
      problems.push(`ICAL_ALLOWED_HOSTS must list host names or addresses, without schemes or ports (got "${host}")`);
  const backupEveryHours = int('BACKUP_EVERY_HOURS', 0, 0, 24 * 31);
  const backupKeep = int('BACKUP_KEEP', 7, 1, 1000);
  const backupDirRaw = str('BACKUP_DIR');
  const backupDir = backupDirRaw === undefined ? undefined : path.resolve(backupDirRaw);
  if (backupEveryHours > 0 && backupDir === undefined)
    problems.push('BACKUP_DIR is required when BACKUP_EVERY_HOURS is set: a folder outside DATA_DIR, ideally on another disk');
  if (backupDir !== undefined && (backupDir === dataDir || backupDir.startsWith(`${dataDir}${path.sep}`)))
    problems.push(`BACKUP_DIR must be outside DATA_DIR (${dataDir}): each backup would otherwise hold the ones before it`);
  let hyperpay: HyperPayConfig | undefined;
  if (paymentProvider === 'hyperpay') {
    const baseUrl = url('HYPERPAY_BASE_URL', ['http:', 'https:']) ?? 'https://eu-test.oppwa.com';
    const required = ['HYPERPAY_ACCESS_TOKEN', 'HYPERPAY_ENTITY_ID_MADA', 'HYPERPAY_WEBHOOK_KEY'];
    for (const name of required) if (str(name) === undefined) problems.push(`${name} is required when PAYMENT_PROVIDER=hyperpay`);
    // HYPERPAY_ENTITY_ID (VISA/MASTER); HYPERPAY_ENTITY_ID_CARD is its earlier name, still read.
    const cardEntity = str('HYPERPAY_ENTITY_ID') ?? str('HYPERPAY_ENTITY_ID_CARD');
    if (cardEntity === undefined) problems.push('HYPERPAY_ENTITY_ID is required when PAYMENT_PROVIDER=hyperpay');
    const entityIds: HyperPayConfig['entityIds'] = {
      card: cardEntity ?? '',
      mada: str('HYPERPAY_ENTITY_ID_MADA') ?? '',
      applepay: str('HYPERPAY_ENTITY_ID_APPLEPAY'),
      stcpay: str('HYPERPAY_ENTITY_ID_STC_PAY'),
    };
    // OPPWA entity ids are 32 hexadecimal characters ("8a8294174b7ecb28014b9699220015ca").
    for (const [channel, id] of Object.entries(entityIds))
      if (id && !/^[0-9a-fA-F]{32}$/.test(id))
        problems.push(`${ENTITY_VARIABLE[channel as PaymentChannel]} must be 32 hexadecimal characters`);
    const ids = Object.values(entityIds).filter(Boolean);
    if (new Set(ids).size !== ids.length)
      problems.push('Each HYPERPAY_ENTITY_ID* must be a different entity (HyperPay requires one per brand)');
    const webhookKey = str('HYPERPAY_WEBHOOK_KEY') ?? '';
    if (webhookKey && !/^[0-9a-fA-F]{64}$/.test(webhookKey))
      problems.push('HYPERPAY_WEBHOOK_KEY must be 64 hex characters (an AES-256 key)');
    hyperpay = {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      accessToken: str('HYPERPAY_ACCESS_TOKEN') ?? '',
      entityIds,
      webhookKey,
    };
  }

  const corsOrigins = originList('CORS_ORIGINS', str('CORS_ORIGINS'), problems);
  const zatcaPrivateKey = str('ZATCA_PRIVATE_KEY');
  const zatcaCertificate = str('ZATCA_CERTIFICATE');
  if ((zatcaPrivateKey === undefined) !== (zatcaCertificate === undefined))
    problems.push('ZATCA_PRIVATE_KEY and ZATCA_CERTIFICATE go together: set both or neither');
  const zatcaMode = (str('ZATCA_MODE') ?? 'off') as AppConfig['zatcaMode'];
  if (!['off', 'simulation', 'production'].includes(zatcaMode))
    problems.push(`ZATCA_MODE must be off, simulation or production (got "${zatcaMode}")`);
  const zatcaApiUrl = url('ZATCA_API_URL', ['http:', 'https:']);
  const zatcaApiSecret = str('ZATCA_API_SECRET');
  if (zatcaMode !== 'off' && zatcaApiSecret === undefined) problems.push(`ZATCA_API_SECRET is required when ZATCA_MODE=${zatcaMode}`);
  if (zatcaMode === 'production' && zatcaCertificate === undefined)
    problems.push('ZATCA_MODE=production needs the production ZATCA_PRIVATE_KEY and ZATCA_CERTIFICATE');

  let jwtSecret = str('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  if (jwtSecret === undefined && production) problems.push('JWT_SECRET is required in production');

  if (problems.length > 0) throw new ConfigError(problems);
  jwtSecret ??= developmentSecret(dataDir);

  return {
    nodeEnv,
    host: str('HOST') ?? '0.0.0.0',
    port,
    databaseUrl,
    databasePoolMax,
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    webDir: path.resolve(str('WEB_DIR') ?? path.join(REPO_ROOT, 'dist')),
    ssrBundle: path.resolve(str('SSR_BUNDLE') ?? path.join(REPO_ROOT, 'dist-ssr', 'render.js')),
    serverRender: bool('SERVER_RENDER', true),
    drawnPagesPerMinute,
    serverRenderTimeoutMs,
    timeZone,
    vatRate,
    seedDemo: bool('SEED_DEMO', !production),
    logLevel,
    smtpUrl: str('SMTP_URL'),
    mailFrom: str('MAIL_FROM'),
    googleClientId: str('GOOGLE_CLIENT_ID'),
    googleJwksUrl,
    supportEmail: str('SUPPORT_EMAIL'),
    redisUrl,
    paymentProvider,
    holdMinutes,
    cancelFullRefundHours,
    jobsIntervalSeconds,
    refundRetryMinutes,
    refundMaxAttempts,
    publicReadsPerMinute,
    loginFailuresPerAccount,
    loginFailuresPerAddress,
    metricsToken,
    hyperpay,
    corsOrigins,
    zatcaPrivateKey,
    zatcaCertificate,
    zatcaMode,
    zatcaApiUrl,
    zatcaApiSecret,
    retention,
    icalSyncMinutes,
    icalAllowedHosts,
    backup: { everyHours: backupEveryHours, dir: backupDir, keep: backupKeep },
  };
}

/**
 * A comma-separated list of exact origins (`https://app.example.com`, no path). A wildcard is refused:
 * credentials are allowed for listed origins, and a browser must never send them to any site that asks.
 */
function originList(name: string, raw: string | undefined, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const parsed = new URL(entry);
      if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === entry.replace(/\/+$/, '').toLowerCase())
        origin = parsed.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else
      problems.push(
        `${name} must list origins such as https://app.example.com, separated by commas, without paths or wildcards (got "${entry}")`,
      );
  }
  return [...new Set(origins)];
}

/** Outside production a secret is generated once and kept, so sessions survive restarts of a dev server. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
