import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharp } from '../../lib/lazyModules';

/**
 * A picture for the site's pages (a partner's logo, a story's image): re-encoded to WebP at most 1600 px
 * wide, which drops metadata and anything hidden after the image data, and is always served as an image.
 * Null when the bytes do not decode as an image.
 */
export async function storeContentImage(buffer: Buffer, uploadsDir: string): Promise<string | null> {
  let output: Buffer;
  try {
    output = await sharp()(buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
  const dir = path.join(uploadsDir, 'content');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), output);
  return `/uploads/content/${name}`;
}
