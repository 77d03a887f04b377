#!/usr/bin/env node
// The favicon set, drawn from the brand mark (public/media/brand/mark.svg):
//   public/favicon.ico            16, 32 and 48 px (PNG images inside an ICO, as browsers read them)
//   public/apple-touch-icon.png   180 px, on the sea colour (iOS draws its own rounded corners)
//   public/media/brand/icon-192.png, icon-512.png            the web app manifest's icons
//   public/media/brand/icon-maskable-512.png                 the mark inside the maskable safe zone
//
//   node scripts/art/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mark = readFileSync(path.join(root, 'public/media/brand/mark.svg'));
const SEA = '#0B2A3C';

/** The mark at `size` px; `inset` leaves that share of the size as sea-coloured margin on each side. */
async function drawn(size, { inset = 0, square = false } = {}) {
  const inner = Math.round(size * (1 - 2 * inset));
  const markPng = await sharp(mark, { density: Math.max(72, (inner / 64) * 72) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  if (!square && inset === 0) return sharp(markPng).png({ compressionLevel: 9 }).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: SEA } })
    .composite([{ input: markPng, left: Math.round((size - inner) / 2), top: Math.round((size - inner) / 2) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const icoImages = [];
for (const size of [16, 32, 48]) icoImages.push({ size, png: await drawn(size) });
writeFileSync(path.join(root, 'public/favicon.ico'), ico(icoImages));
writeFileSync(path.join(root, 'public/apple-touch-icon.png'), await drawn(180, { square: true }));
writeFileSync(path.join(root, 'public/media/brand/icon-192.png'), await drawn(192));
writeFileSync(path.join(root, 'public/media/brand/icon-512.png'), await drawn(512));
writeFileSync(path.join(root, 'public/media/brand/icon-maskable-512.png'), await drawn(512, { inset: 0.14, square: true }));
console.log('favicon.ico, apple-touch-icon.png and the manifest icons written from public/media/brand/mark.svg');
