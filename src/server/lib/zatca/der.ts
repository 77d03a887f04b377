// Just enough ASN.1 DER to write a self-signed X.509 certificate and to read the signature out of any
// certificate (QR tag 9). node:crypto signs and verifies secp256k1 but does not build certificates.

const lengthBytes = (length: number): Buffer => {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};

export const tlv = (tag: number, content: Buffer): Buffer => Buffer.concat([Buffer.from([tag]), lengthBytes(content.length), content]);
export const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
export const explicit = (tagNumber: number, content: Buffer) => tlv(0xa0 + tagNumber, content);
export const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
export const printableString = (text: string) => tlv(0x13, Buffer.from(text, 'latin1'));
export const bitString = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));

/** A non-negative INTEGER from its big-endian bytes (a leading 0 keeps it positive). */
export function unsignedInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, trimmed[0] & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime (YYMMDDHHMMSSZ) for years before 2050, GeneralizedTime after, as RFC 5280 asks. */
export function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`, 'latin1')) : tlv(0x18, Buffer.from(`${iso}Z`, 'latin1'));
}

export interface DerElement {
  tag: number;
  content: Buffer;
  /** Where the next element starts. */
  end: number;
}

export function readElement(buffer: Buffer, offset = 0): DerElement {
  const tag = buffer[offset];
  let length = buffer[offset + 1];
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + buffer[offset + 2 + index];
    header += count;
  }
  if (tag === undefined || offset + header + length > buffer.length) throw new Error('Truncated DER.');
  return { tag, content: buffer.subarray(offset + header, offset + header + length), end: offset + header + length };
}

export function children(content: Buffer): DerElement[] {
  const elements: DerElement[] = [];
  for (let offset = 0; offset < content.length;) {
    const element = readElement(content, offset);
    elements.push(element);
    offset = element.end;
  }
  return elements;
}
