// The stamp's key and certificate. Until the resort has its production certificate from ZATCA's onboarding, a
// key generated on secp256k1 and a self-signed certificate for it stand in (same shapes, same algorithms).
import { X509Certificate, createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import {
  bitString,
  children,
  explicit,
  objectIdentifier,
  printableString,
  readElement,
  sequence,
  set,
  time,
  unsignedInteger,
  utf8String,
} from './der';

export interface SigningCredentials {
  privateKey: KeyObject;
  /** The certificate's DER, base64 (the body of a PEM, as ds:X509Certificate carries it). */
  certificate: string;
}

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';
const NAME_OIDS = { C: '2.5.4.6', O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3' } as const;

export interface CertificateSubject {
  commonName: string;
  organization: string;
  organizationUnit?: string;
  country?: string;
}

function distinguishedName(subject: CertificateSubject): Buffer {
  const parts: [keyof typeof NAME_OIDS, string | undefined][] = [
    ['C', subject.country ?? 'SA'],
    ['O', subject.organization],
    ['OU', subject.organizationUnit],
    ['CN', subject.commonName],
  ];
  return sequence(
    ...parts
      .filter((part): part is [keyof typeof NAME_OIDS, string] => Boolean(part[1]))
      .map(([key, value]) => set(sequence(objectIdentifier(NAME_OIDS[key]), key === 'C' ? printableString(value) : utf8String(value)))),
  );
}

/** A new secp256k1 key and a self-signed certificate for it, valid `years` from `now`. */
export function generateSelfSignedCredentials(subject: CertificateSubject, now = new Date(), years = 5): SigningCredentials {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = distinguishedName(subject);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + years);
  const serial = randomBytes(16);
  serial[0] = (serial[0] & 0x7f) | 0x01;
  const algorithm = sequence(objectIdentifier(ECDSA_WITH_SHA256));
  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))),
    unsignedInteger(serial),
    algorithm,
    name,
    sequence(time(now), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, algorithm, bitString(sign('sha256', tbs, privateKey)));
  return { privateKey, certificate: certificate.toString('base64') };
}

/** Credentials from configuration (ZATCA_PRIVATE_KEY as PEM, ZATCA_CERTIFICATE as PEM or its base64 body). */
export function credentialsFrom(privateKeyPem: string, certificate: string): SigningCredentials {
  const body = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const parsed = new X509Certificate(Buffer.from(body, 'base64'));
  const privateKey = createPrivateKey(privateKeyPem);
  if (!parsed.checkPrivateKey(privateKey)) throw new Error('ZATCA_PRIVATE_KEY does not belong to ZATCA_CERTIFICATE.');
  return { privateKey, certificate: body };
}

export interface CertificateFacts {
  /** RFC 2253 order, as ds:X509IssuerName carries it ("CN=…, O=…, C=SA"). */
  issuerName: string;
  /** Decimal, as ds:X509SerialNumber carries it. */
  serialNumber: string;
  /** SubjectPublicKeyInfo DER: QR tag 8. */
  publicKey: Buffer;
  /** The certificate's own signature (DER ECDSA): QR tag 9. */
  signature: Buffer;
}

export function certificateFacts(certificate: string): CertificateFacts {
  const der = Buffer.from(certificate, 'base64');
  const parsed = new X509Certificate(der);
  const [, , signatureBits] = children(readElement(der).content);
  if (!signatureBits || signatureBits.tag !== 0x03) throw new Error('Not an X.509 certificate.');
  return {
    issuerName: parsed.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${parsed.serialNumber}`).toString(10),
    publicKey: parsed.publicKey.export({ type: 'spki', format: 'der' }),
    signature: signatureBits.content.subarray(1),
  };
}
