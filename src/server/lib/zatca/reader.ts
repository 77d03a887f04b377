// Reads a ZATCA document (ours or anyone's) back to its values, and checks its stamp: the hash recomputed from
// the XML against the signature's digest and QR tag 6, and the signature in tag 7 against the key in tag 8.
import { createPublicKey, verify } from 'node:crypto';
import { toCents } from '../../../shared/money';
import { elementChildren, hexDigest, invoiceHash, isElement, parseXml, signedPropertiesDigest, type XmlElementNode } from './canonical';
import { decodeQr, type QrFields } from './qr';
import { DOCUMENT_TYPE_CODES, type DocumentKind } from './types';
import { NAMESPACES } from './ubl';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const { cac, cbc } = NAMESPACES;

/** The first descendant along a path of [namespace, localName] steps, each a direct child. */
function at(element: XmlElementNode | undefined, ...path: [string, string][]): XmlElementNode | undefined {
  let current = element;
  for (const [namespace, name] of path) current = current && elementChildren(current).find((child) => isElement(child, namespace, name));
  return current;
}
const all = (element: XmlElementNode | undefined, namespace: string, name: string) =>
  element ? elementChildren(element).filter((child) => isElement(child, namespace, name)) : [];
const text = (element: XmlElementNode | undefined) => element?.textContent?.trim() ?? '';
const money = (element: XmlElementNode | undefined) => toCents(text(element));

export interface ReadDocument {
  kind: DocumentKind | undefined;
  typeCode: string;
  typeName: string;
  profile: string;
  number: string;
  uuid: string;
  issueDate: string;
  issueTime: string;
  currency: string;
  counter: number;
  previousHash: string;
  billingReferences: string[];
  reason: string;
  seller: { name: string; vatNumber: string; crNumber: string };
  /** Halalas. */
  totals: { lineNet: number; allowance: number; taxExclusive: number; vat: number; taxInclusive: number; payable: number };
  vatBreakdown: { category: string; rate: number; taxable: number; tax: number }[];
  /** `unitPrice` is BT-146 (net, halalas); `vatRate` the line's percent (BT-152). */
  lines: {
    id: string;
    name: string;
    quantity: number;
    unitPrice: number;
    vatRate: number;
    net: number;
    vat: number;
    amountWithVat: number;
  }[];
  qrBase64: string;
  qr: QrFields;
  stamp: {
    digestValue: string;
    signatureValue: string;
    certificate: string;
    signedPropertiesDigestValue: string;
    certificateDigestValue: string;
  };
  /** The hash recomputed from the XML itself. */
  computedHash: string;
}

export function readDocument(xml: string): ReadDocument {
  const root = parseXml(xml).documentElement as XmlElementNode;
  const references = all(root, cac, 'AdditionalDocumentReference');
  const reference = (id: string) => references.find((entry) => text(at(entry, [cbc, 'ID'])) === id);
  const embedded = (id: string) => text(at(reference(id), [cac, 'Attachment'], [cbc, 'EmbeddedDocumentBinaryObject']));
  const typeElement = at(root, [cbc, 'InvoiceTypeCode']);
  const typeCode = text(typeElement);
  const party = at(root, [cac, 'AccountingSupplierParty'], [cac, 'Party']);
  const monetary = at(root, [cac, 'LegalMonetaryTotal']);
  const taxTotals = all(root, cac, 'TaxTotal');
  const withSubtotals = taxTotals.find((total) => all(total, cac, 'TaxSubtotal').length > 0);
  const signature = root.getElementsByTagNameNS(DS, 'Signature')[0] as XmlElementNode | undefined;
  const signedInfoReferences = signature ? all(at(signature, [DS, 'SignedInfo']), DS, 'Reference') : [];
  const digestOf = (reference?: XmlElementNode) => text(at(reference, [DS, 'DigestValue']));
  const qrBase64 = embedded('QR');
  return {
    kind: (Object.keys(DOCUMENT_TYPE_CODES) as DocumentKind[]).find((kind) => DOCUMENT_TYPE_CODES[kind] === typeCode),
    typeCode,
    typeName: typeElement?.getAttribute('name') ?? '',
    profile: text(at(root, [cbc, 'ProfileID'])),
    number: text(at(root, [cbc, 'ID'])),
    uuid: text(at(root, [cbc, 'UUID'])),
    issueDate: text(at(root, [cbc, 'IssueDate'])),
    issueTime: text(at(root, [cbc, 'IssueTime'])),
    currency: text(at(root, [cbc, 'DocumentCurrencyCode'])),
    counter: Number(text(at(reference('ICV'), [cbc, 'UUID']))),
    previousHash: embedded('PIH'),
    billingReferences: all(root, cac, 'BillingReference').map((entry) => text(at(entry, [cac, 'InvoiceDocumentReference'], [cbc, 'ID']))),
    reason:
      all(root, cac, 'PaymentMeans')
        .map((means) => text(at(means, [cbc, 'InstructionNote'])))
        .find(Boolean) ?? '',
    seller: {
      name: text(at(party, [cac, 'PartyLegalEntity'], [cbc, 'RegistrationName'])),
      vatNumber: text(at(party, [cac, 'PartyTaxScheme'], [cbc, 'CompanyID'])),
      crNumber: text(at(party, [cac, 'PartyIdentification'], [cbc, 'ID'])),
    },
    totals: {
      lineNet: money(at(monetary, [cbc, 'LineExtensionAmount'])),
      allowance: money(at(monetary, [cbc, 'AllowanceTotalAmount'])),
      taxExclusive: money(at(monetary, [cbc, 'TaxExclusiveAmount'])),
      vat: money(at(taxTotals[0], [cbc, 'TaxAmount'])),
      taxInclusive: money(at(monetary, [cbc, 'TaxInclusiveAmount'])),
      payable: money(at(monetary, [cbc, 'PayableAmount'])),
    },
    vatBreakdown: all(withSubtotals, cac, 'TaxSubtotal').map((subtotal) => ({
      category: text(at(subtotal, [cac, 'TaxCategory'], [cbc, 'ID'])),
      rate: Number(text(at(subtotal, [cac, 'TaxCategory'], [cbc, 'Percent']))),
      taxable: money(at(subtotal, [cbc, 'TaxableAmount'])),
      tax: money(at(subtotal, [cbc, 'TaxAmount'])),
    })),
    lines: all(root, cac, 'InvoiceLine').map((line) => ({
      id: text(at(line, [cbc, 'ID'])),
      name: text(at(line, [cac, 'Item'], [cbc, 'Name'])),
      quantity: Number(text(at(line, [cbc, 'InvoicedQuantity']))),
      unitPrice: money(at(line, [cac, 'Price'], [cbc, 'PriceAmount'])),
      vatRate: Number(text(at(line, [cac, 'Item'], [cac, 'ClassifiedTaxCategory'], [cbc, 'Percent']))),
      net: money(at(line, [cbc, 'LineExtensionAmount'])),
      vat: money(at(line, [cac, 'TaxTotal'], [cbc, 'TaxAmount'])),
      amountWithVat: money(at(line, [cac, 'TaxTotal'], [cbc, 'RoundingAmount'])),
    })),
    qrBase64,
    qr: decodeQr(qrBase64),
    stamp: {
      digestValue: digestOf(signedInfoReferences.find((entry) => entry.getAttribute('URI') === '')),
      signatureValue: text(at(signature, [DS, 'SignatureValue'])),
      certificate: text(at(signature, [DS, 'KeyInfo'], [DS, 'X509Data'], [DS, 'X509Certificate'])),
      signedPropertiesDigestValue: digestOf(signedInfoReferences.find((entry) => entry.getAttribute('URI') === '#xadesSignedProperties')),
      certificateDigestValue: text(
        signature?.getElementsByTagNameNS(XADES, 'CertDigest')[0]?.getElementsByTagNameNS(DS, 'DigestValue')[0] as
          XmlElementNode | undefined,
      ),
    },
    computedHash: invoiceHash(xml).base64,
  };
}

export interface StampCheck {
  /** The recomputed hash equals the signature's digest and QR tag 6. */
  hashMatches: boolean;
  /** Tag 7 is an ECDSA signature of the hash by the key in tag 8, and the XML's SignatureValue is tag 7. */
  signatureVerifies: boolean;
  /** The digests of the signed properties and of the certificate are what they claim. */
  signedPropertiesMatch: boolean;
  certificateDigestMatches: boolean;
}

export function checkStamp(xml: string): StampCheck {
  const read = readDocument(xml);
  let signatureVerifies = false;
  try {
    const key = createPublicKey({ key: read.qr.publicKey, format: 'der', type: 'spki' });
    signatureVerifies =
      read.qr.signature === read.stamp.signatureValue &&
      verify('sha256', Buffer.from(read.computedHash, 'base64'), key, Buffer.from(read.qr.signature, 'base64'));
  } catch {
    signatureVerifies = false;
  }
  const properties = parseXml(xml).getElementsByTagNameNS(XADES, 'SignedProperties')[0] as XmlElementNode | undefined;
  return {
    hashMatches: read.computedHash === read.stamp.digestValue && read.computedHash === read.qr.invoiceHash,
    signatureVerifies,
    signedPropertiesMatch:
      Boolean(properties) && signedPropertiesDigest(properties as XmlElementNode) === read.stamp.signedPropertiesDigestValue,
    certificateDigestMatches: hexDigest(read.stamp.certificate) === read.stamp.certificateDigestValue,
  };
}
