// The cryptographic stamp: the invoice hash signed with ECDSA (secp256k1, SHA-256 over the hash's bytes, as
// ZATCA's SDK and samples do), wrapped in the XAdES signature of the UBL extension, and the QR code that
// carries the nine tags of a simplified document.
import { sign } from 'node:crypto';
import { toMoney } from '../../../shared/money';
import { computeTotals } from './amounts';
import { hexDigest, parseXml, signedPropertiesDigest, invoiceHash } from './canonical';
import { certificateFacts, type SigningCredentials } from './certificate';
import { encodeQr } from './qr';
import type { DocumentInput, DocumentTotals } from './types';
import { NAMESPACES, buildDocumentXml, issueDateTime } from './ubl';
import { el, leaf, render, type XmlElement } from './xmlWriter';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const SIGNED_PROPERTIES_PLACEHOLDER = '@@signed-properties-digest@@';

export interface StampedDocument {
  xml: string;
  /** Base64 SHA-256 of the canonical form: the next document's PIH and QR tag 6. */
  hash: string;
  /** Base64 ECDSA signature of the hash (QR tag 7). */
  signature: string;
  qr: string;
  totals: DocumentTotals;
}

const transform = (xpath: string) =>
  el('ds:Transform', { Algorithm: 'http://www.w3.org/TR/1999/REC-xpath-19991116' }, [leaf('ds:XPath', xpath)]);

function extensionsXml(hash: string, signatureValue: string, certificate: string, signingTime: string): string {
  const facts = certificateFacts(certificate);
  const digest = (value: string) => [el('ds:DigestMethod', { Algorithm: SHA256 }), leaf('ds:DigestValue', value)];
  const signedProperties = el('xades:SignedProperties', { Id: 'xadesSignedProperties' }, [
    el('xades:SignedSignatureProperties', [
      leaf('xades:SigningTime', signingTime),
      el('xades:SigningCertificate', [
        el('xades:Cert', [
          el('xades:CertDigest', digest(hexDigest(certificate))),
          el('xades:IssuerSerial', [leaf('ds:X509IssuerName', facts.issuerName), leaf('ds:X509SerialNumber', facts.serialNumber)]),
        ]),
      ]),
    ]),
  ]);
  const signature: XmlElement = el('ds:Signature', { 'xmlns:ds': DS, Id: 'signature' }, [
    el('ds:SignedInfo', [
      el('ds:CanonicalizationMethod', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' }),
      el('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' }),
      el('ds:Reference', { Id: 'invoiceSignedData', URI: '' }, [
        el('ds:Transforms', [
          transform('not(//ancestor-or-self::ext:UBLExtensions)'),
          transform('not(//ancestor-or-self::cac:Signature)'),
          transform("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
          el('ds:Transform', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' }),
        ]),
        ...digest(hash),
      ]),
      el(
        'ds:Reference',
        { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
        digest(SIGNED_PROPERTIES_PLACEHOLDER),
      ),
    ]),
    leaf('ds:SignatureValue', signatureValue),
    el('ds:KeyInfo', [el('ds:X509Data', [leaf('ds:X509Certificate', certificate)])]),
    el('ds:Object', [
      el('xades:QualifyingProperties', { 'xmlns:xades': 'http://uri.etsi.org/01903/v1.3.2#', Target: 'signature' }, [signedProperties]),
    ]),
  ]);
  const extensions = render(
    el('ext:UBLExtensions', [
      el('ext:UBLExtension', [
        leaf('ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
        el('ext:ExtensionContent', [
          el(
            'sig:UBLDocumentSignatures',
            {
              'xmlns:sig': 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
              'xmlns:sac': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
              'xmlns:sbc': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
            },
            [
              el('sac:SignatureInformation', [
                leaf('cbc:ID', 'urn:oasis:names:specification:ubl:signature:1'),
                leaf('sbc:ReferencedSignatureID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
                signature,
              ]),
            ],
          ),
        ]),
      ]),
    ]),
    1,
  );
  // The signed properties are digested as they will stand in the document: same text, same indentation.
  const fragment = parseXml(`<wrapper xmlns:ext="${NAMESPACES.ext}" xmlns:cbc="${NAMESPACES.cbc}">${extensions}</wrapper>`);
  const properties = fragment.getElementsByTagNameNS('http://uri.etsi.org/01903/v1.3.2#', 'SignedProperties')[0];
  return extensions.replace(SIGNED_PROPERTIES_PLACEHOLDER, signedPropertiesDigest(properties));
}

/** Writes, hashes, signs and QR-codes one document. */
export function stampDocument(input: DocumentInput, credentials: SigningCredentials): StampedDocument {
  const totals = computeTotals(input);
  // The draft holds an empty extension where the stamp will go: the hash leaves both out, but not the line breaks
  // around them, so the draft must have the same ones as the final document.
  const hash = invoiceHash(buildDocumentXml(input, { extensions: '    <ext:UBLExtensions/>', qr: '' }, totals));
  const signature = sign('sha256', hash.bytes, credentials.privateKey).toString('base64');
  const facts = certificateFacts(credentials.certificate);
  const { date, time } = issueDateTime(input.issuedAt);
  const qr = encodeQr({
    sellerName: input.seller.legalNameAr,
    vatNumber: input.seller.vatNumber,
    timestamp: `${date}T${time}`,
    totalWithVat: toMoney(totals.taxInclusive),
    vatTotal: toMoney(totals.vatTotal),
    invoiceHash: hash.base64,
    signature,
    publicKey: facts.publicKey,
    certificateSignature: facts.signature,
  });
  const extensions = extensionsXml(hash.base64, signature, credentials.certificate, `${date}T${time}`);
  const xml = buildDocumentXml(input, { extensions, qr }, totals);
  return { xml, hash: hash.base64, signature, qr, totals };
}
