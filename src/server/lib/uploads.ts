import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharp } from './lazyModules';
import { pdfActiveContent } from './pdfInspect';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const ATTACHMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf'];

const MIME: Record<FileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const EXTENSION: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };
const KIND_OF_EXTENSION: Record<string, FileKind> = { jpg: 'jpeg', png: 'png', webp: 'webp', pdf: 'pdf' };
/** Decoding bigger images would let one upload take the server's memory. */
const MAX_INPUT_PIXELS = 40_000_000;

export const mimeOf = (kind: FileKind) => MIME[kind];
export const extensionOf = (kind: FileKind) => EXTENSION[kind];
/** The kind of a stored file from the extension this module gave it (never from user input). */
export const kindOfStoredName = (name: string): FileKind | null => KIND_OF_EXTENSION[path.extname(name).slice(1)] ?? null;

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
    output = await sharp()(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = randomName('webp');
  await writeFile(path.join(dir, name), output);
  return `/uploads/avatars/${name}`;
}

export type CleanedFile = { ok: true; buffer: Buffer } | { ok: false; problem: 'upload.activePdf' | 'upload.badAttachment' };

/**
 * What is kept of an attachment: images are decoded and re-encoded in their own format, so only pixels
 * survive (no metadata, no polyglot tail); a PDF is kept as sent only when it carries no active content.
 */
export async function cleanAttachment(buffer: Buffer, kind: FileKind): Promise<CleanedFile> {
  if (kind === 'pdf') return pdfActiveContent(buffer) ? { ok: false, problem: 'upload.activePdf' } : { ok: true, buffer };
  try {
    const image = sharp()(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const output = kind === 'jpeg' ? image.jpeg({ quality: 90 }) : kind === 'png' ? image.png() : image.webp({ quality: 90 });
    return { ok: true, buffer: await output.toBuffer() };
  } catch {
    return { ok: false, problem: 'upload.badAttachment' };
  }
}

/**
 * Private files live under dataDir/private, which no static route serves; they are read back only by
 * routes that check who asks. Returns the stored name (unguessable, with the sniffed type's extension).
 */
export async function storePrivateFile(buffer: Buffer, kind: FileKind, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = randomName(EXTENSION[kind]);
  await writeFile(path.join(dir, name), buffer);
  return name;
}

/** Files an older version stored in a public folder are moved to the private one (idempotent, at start). */
export async function movePrivateFiles(fromDir: string, toDir: string): Promise<number> {
  const names = await readdir(fromDir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  await mkdir(toDir, { recursive: true });
  for (const name of names) await rename(path.join(fromDir, name), path.join(toDir, name));
  return names.length;
}
