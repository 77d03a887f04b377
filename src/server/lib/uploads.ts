import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const ATTACHMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

const MIME: Record<FileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const EXTENSION: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };

export const mimeOf = (kind: FileKind) => MIME[kind];

/** The file's type from its first bytes; the declared mimetype and name are never trusted. */
export function sniffFileKind(buffer: Buffer): FileKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buffer.length >= 5 && buffer.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

const randomName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Re-encodes to a 512×512 WebP, which also drops metadata (EXIF location) and anything hidden after
 * the image data. Returns the public path, or null when the bytes are not a decodable image.
 */
export async function storeAvatar(buffer: Buffer, uploadsDir: string): Promise<string | null> {
  let output: Buffer;
  try {
    output = await sharp(buffer, { limitInputPixels: 40_000_000 }).rotate().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    return null;
  }
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = randomName('webp');
  await writeFile(path.join(dir, name), output);
  return `/uploads/avatars/${name}`;
}

/** Stored as sent, under an unguessable name with the extension of its sniffed type. */
export async function storeAttachment(buffer: Buffer, kind: FileKind, uploadsDir: string): Promise<string> {
  const dir = path.join(uploadsDir, 'support');
  await mkdir(dir, { recursive: true });
  const name = randomName(EXTENSION[kind]);
  await writeFile(path.join(dir, name), buffer);
  return `/uploads/support/${name}`;
}
