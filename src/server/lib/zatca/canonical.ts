// ZATCA's invoice hash and the digest of the XAdES signed properties. The hash is SHA-256 over the document
// without ext:UBLExtensions, cac:Signature and the QR AdditionalDocumentReference, canonicalised (C14N 1.1; for
// a whole document without xml:id/xml:base attributes it writes the same bytes as C14N 1.0, which xml-crypto
// implements). Tested against the digests in ZATCA's own samples.
import { createHash } from 'node:crypto';
import type { DOMParser } from '@xmldom/xmldom';
import { xmlCanonical, xmlDom } from '../lazyModules';
import { NAMESPACES } from './ubl';

type XmlDocument = ReturnType<DOMParser['parseFromString']>;
type XmlElementNode = Element;

export function parseXml(xml: string): XmlDocument {
  const errors: string[] = [];
  const document = new (xmlDom().DOMParser)({
    locator: {},
    errorHandler: { warning: () => undefined, error: (message) => errors.push(message), fatalError: (message) => errors.push(message) },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !document.documentElement) throw new Error(`Not well-formed XML: ${errors[0] ?? 'no root element'}`);
  return document;
}

const elementChildren = (element: XmlElementNode): XmlElementNode[] =>
  Array.from(element.childNodes as unknown as ArrayLike<XmlElementNode>).filter((child) => child.nodeType === 1);

const isElement = (element: XmlElementNode, namespace: string, localName: string) =>
  element.namespaceURI === namespace && element.localName === localName;

/** Whether a root child is one of the three parts the hash leaves out. */
function isUnhashed(element: XmlElementNode): boolean {
  if (isElement(element, NAMESPACES.ext, 'UBLExtensions') || isElement(element, NAMESPACES.cac, 'Signature')) return true;
  if (!isElement(element, NAMESPACES.cac, 'AdditionalDocumentReference')) return false;
  const id = elementChildren(element).find((child) => isElement(child, NAMESPACES.cbc, 'ID'));
  return id?.textContent?.trim() === 'QR';
}

/** The canonical form the hash is taken over. */
export function canonicalForm(xml: string): string {
  const document = parseXml(xml);
  const root = document.documentElement as XmlElementNode;
  for (const child of elementChildren(root).filter(isUnhashed)) root.removeChild(child);
  return new (xmlCanonical().C14nCanonicalization)().process(root as never, {});
}

/** The invoice hash: SHA-256 of the canonical form, raw bytes (the stamp signs these) and base64 (KSA-13, tag 6). */
export function invoiceHash(xml: string): { bytes: Buffer; base64: string } {
  const bytes = createHash('sha256').update(canonicalForm(xml), 'utf8').digest();
  return { bytes, base64: bytes.toString('base64') };
}

/**
 * The digest ZATCA's SDK writes for a Reference: base64 of the SHA-256 as hexadecimal text. For the signed
 * properties it hashes their exclusive canonical form with empty elements written short (`<ds:DigestMethod …/>`),
 * which is what its samples carry; the certificate digest is taken over the certificate's base64 text.
 */
export const hexDigest = (text: string) => Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString('base64');

export function signedPropertiesDigest(signedProperties: XmlElementNode): string {
  const canonical: string = new (xmlCanonical().ExclusiveCanonicalization)().process(signedProperties as never, {});
  return hexDigest(canonical.replace(/<(ds:DigestMethod[^>]*)><\/ds:DigestMethod>/g, '<$1/>'));
}

export { elementChildren, isElement, type XmlDocument, type XmlElementNode };
