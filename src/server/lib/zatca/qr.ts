// The QR code of a simplified document: tag-length-value, one byte each for tag and length, then Base64.
export const QR_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  timestamp: 3,
  totalWithVat: 4,
  vatTotal: 5,
  invoiceHash: 6,
  signature: 7,
  publicKey: 8,
  certificateSignature: 9,
} as const;

export interface QrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2022-08-17T17:41:08Z. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  /** Base64 text, as in the XML. */
  invoiceHash: string;
  signature: string;
  /** Raw bytes: the SubjectPublicKeyInfo DER and the certificate's own signature. */
  publicKey: Buffer;
  certificateSignature: Buffer;
}

export function encodeQr(fields: QrFields): string {
  const parts = (Object.keys(QR_TAGS) as (keyof QrFields)[]).map((key) => {
    const value = fields[key];
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    if (bytes.length > 255) throw new Error(`QR tag ${QR_TAGS[key]} is longer than 255 bytes.`);
    return Buffer.concat([Buffer.from([QR_TAGS[key], bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Every tag of a QR's TLV by number, in order (a tag given twice keeps the last). */
export function decodeQrTags(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const tags = new Map<number, Buffer>();
  for (let offset = 0; offset < bytes.length;) {
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length) throw new Error('The QR code is cut short.');
    tags.set(tag, bytes.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  return tags;
}

export function decodeQr(base64: string): QrFields {
  const tags = decodeQrTags(base64);
  const text = (tag: number) => tags.get(tag)?.toString('utf8') ?? '';
  return {
    sellerName: text(1),
    vatNumber: text(2),
    timestamp: text(3),
    totalWithVat: text(4),
    vatTotal: text(5),
    invoiceHash: text(6),
    signature: text(7),
    publicKey: tags.get(8) ?? Buffer.alloc(0),
    certificateSignature: tags.get(9) ?? Buffer.alloc(0),
  };
}
