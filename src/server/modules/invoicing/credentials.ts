// The stamp's key and certificate (issue 22): ZATCA_PRIVATE_KEY / ZATCA_CERTIFICATE once the resort has its
// production certificate from onboarding; until then a secp256k1 key and a self-signed certificate generated on the
// first start and kept in DATA_DIR/private/zatca/stamp.pem (mode 0600, folder 0700), which no route serves.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { credentialsFrom, generateSelfSignedCredentials, type SigningCredentials } from '../../lib/zatca';

export interface CredentialSource {
  dataDir: string;
  /** PEM (literal "\n" accepted, as one-line environment values carry it). Both or neither. */
  privateKey?: string;
  certificate?: string;
}

export type StampCredentials = SigningCredentials & { source: 'environment' | 'generated' | 'file' };

export const stampFile = (dataDir: string) => path.join(dataDir, 'private', 'zatca', 'stamp.pem');

const unescape = (pem: string) => pem.replace(/\\n/g, '\n');
const certificatePem = (body: string) => `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

function readStampFile(file: string): SigningCredentials {
  const text = readFileSync(file, 'utf8');
  const key = text.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/)?.[0];
  const certificate = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)?.[0];
  if (!key || !certificate)
    throw new Error(`${file} does not hold a private key and a certificate; move it away to have a new pair generated.`);
  return credentialsFrom(key, certificate);
}

/**
 * The credentials every document is stamped with. Instances that share a DATA_DIR share the one generated pair: the
 * file appears whole or not at all (written aside, then hard-linked into place, which fails if another instance got
 * there first, whose pair is then read instead). Instances with separate data folders must be given the environment.
 */
export function loadStampCredentials(
  source: CredentialSource,
  subject = { commonName: 'Ken Resort EGS', organization: 'Ken Resort' },
): StampCredentials {
  if (source.privateKey && source.certificate) {
    return { ...credentialsFrom(unescape(source.privateKey), unescape(source.certificate)), source: 'environment' };
  }
  const file = stampFile(source.dataDir);
  try {
    return { ...readStampFile(file), source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  const fresh = generateSelfSignedCredentials(subject);
  const pem = `${fresh.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string}${certificatePem(fresh.certificate)}`;
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, pem, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
    return { ...fresh, source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...readStampFile(file), source: 'file' };
  } finally {
    unlinkSync(aside);
  }
}
