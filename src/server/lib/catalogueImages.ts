import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { sharp } from './lazyModules';
import type { ImageVariant } from '../db/schema/catalogue';

/** Staff photos may be larger than a guest's avatar: camera pictures of a hut are often 5–10 MB. */
export const MAX_CATALOGUE_IMAGE_BYTES = 10 * 1024 * 1024;
/** Web sizes made of every catalogue picture: phone, tablet/card, full-width gallery. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export interface StoredCatalogueImage {
  /** The widest size, and its pixel size: what `src`, `width` and `height` use. */
  image: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Re-encodes a picture (already sniffed as JPEG, PNG or WebP) into WebP at each width no larger than the
 * original; re-encoding drops metadata and anything hidden after the image data. Null when sharp cannot
 * decode it. Width and height are stored so pages reserve the space before the picture arrives.
 */
export async function storeCatalogueImage(buffer: Buffer, uploadsDir: string): Promise<StoredCatalogueImage | null> {
  let source: Sharp;
  let originalWidth: number;
  try {
    source = sharp()(buffer, { limitInputPixels: 60_000_000 }).rotate();
    const { width, height, orientation } = await source.metadata();
    if (!width || !height) return null;
    // EXIF orientations 5–8 swap the sides once rotated.
    originalWidth = orientation && orientation >= 5 ? height : width;
  } catch {
    return null;
  }
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(Math.min(originalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]));
  const base = randomBytes(16).toString('hex');
  const dir = path.join(uploadsDir, 'catalogue');
  await mkdir(dir, { recursive: true });
  const variants: ImageVariant[] = [];
  try {
    for (const width of [...new Set(widths)]) {
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const name = `${base}-${info.width}.webp`;
      await writeFile(path.join(dir, name), data);
      variants.push({ url: `/uploads/catalogue/${name}`, width: info.width, height: info.height });
    }
  } catch {
    return null;
  }
  const widest = variants[variants.length - 1];
  return { image: widest.url, width: widest.width, height: widest.height, variants };
}
