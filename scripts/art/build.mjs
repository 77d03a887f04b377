#!/usr/bin/env node
// Renders Ken Resort's own art (scripts/art/*.mjs scenes) to WebP at several widths under public/media,
// and writes the list of files with their pixel sizes to src/server/seed/data/art.ts for the seed.
//
//   npm run art                 every picture
//   npm run art -- huts/hut-1   only names containing "huts/hut-1"
//   npm run art -- --png        also a PNG preview of each (artifacts/art/) to look at
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HUT_SCENES } from './huts.mjs';
import { EVENT_SCENES } from './events.mjs';
import { SERVICE_SCENES, ITEM_SCENES, HERO_SCENES } from './services.mjs';
import { CONTENT_SCENES } from './content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const png = args.includes('--png');
const filters = args.filter((arg) => !arg.startsWith('--'));

/** Widths per kind: catalogue pictures like staff uploads (lib/catalogueImages.ts); items are thumbnails. */
const WIDTHS = {
  huts: [480, 960, 1600],
  events: [480, 960, 1600],
  services: [480, 960, 1600],
  items: [320, 640],
  hero: [960, 1600, 2400],
  content: [1200],
};
const QUALITY = { huts: 74, events: 74, services: 74, items: 78, hero: 72, content: 74 };

/**
 * Phone crops: a portrait slice of the picture (ratio width ÷ height, centred on `centre` of its width), so a
 * phone downloads the part it shows (the hero is drawn 412 × 680 there, object-position 70 %) instead of a
 * 2400 px landscape it mostly crops away.
 */
const PORTRAIT = { hero: { centre: 0.63, ratio: 0.6, widths: [480, 810] } };

const all = { ...HERO_SCENES, ...HUT_SCENES, ...EVENT_SCENES, ...SERVICE_SCENES, ...ITEM_SCENES, ...CONTENT_SCENES };

async function render(name, make) {
  const scene = make();
  const svg = Buffer.from(scene.toSVG());
  const kind = name.split('/')[0];
  const widths = WIDTHS[kind];
  const widest = Math.max(...widths);
  // Rasterise once at the widest size, then scale down (sharper and faster than re-rendering).
  const density = (72 * widest) / scene.width;
  const base = await sharp(svg, { density }).resize({ width: widest }).png().toBuffer();
  const variants = [];
  for (const width of widths) {
    const { data, info } = await sharp(base)
      .resize({ width })
      .webp({ quality: QUALITY[kind], effort: 6, smartSubsample: true })
      .toBuffer({ resolveWithObject: true });
    const file = `public/media/${name}-${width}.webp`;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), data);
    variants.push({ url: `/media/${name}-${width}.webp`, width: info.width, height: info.height, bytes: data.length });
  }
  const portrait = PORTRAIT[kind];
  if (portrait) {
    const { width: baseWidth, height: baseHeight } = await sharp(base).metadata();
    const cropWidth = Math.round(baseHeight * portrait.ratio);
    const left = Math.min(baseWidth - cropWidth, Math.max(0, Math.round(baseWidth * portrait.centre - cropWidth / 2)));
    const crop = await sharp(base).extract({ left, top: 0, width: cropWidth, height: baseHeight }).png().toBuffer();
    for (const width of portrait.widths) {
      const { data, info } = await sharp(crop)
        .resize({ width })
        .webp({ quality: QUALITY[kind], effort: 6, smartSubsample: true })
        .toBuffer({ resolveWithObject: true });
      await writeFile(path.join(root, `public/media/${name}-portrait-${width}.webp`), data);
      console.log(`${name} portrait: ${info.width}×${info.height} ${Math.round(data.length / 1024)} KB`);
    }
  }
  if (png) {
    await mkdir(path.join(root, 'artifacts/art'), { recursive: true });
    await sharp(base)
      .resize({ width: 960 })
      .png()
      .toFile(path.join(root, `artifacts/art/${name.replace('/', '__')}.png`));
  }
  return variants;
}

const manifest = {};
for (const [name, make] of Object.entries(all)) {
  if (filters.length > 0 && !filters.some((filter) => name.includes(filter))) {
    // Not re-rendered this time: list the files already on disk.
    const kind = name.split('/')[0];
    manifest[name] = await Promise.all(
      WIDTHS[kind].map(async (width) => {
        const url = `/media/${name}-${width}.webp`;
        const meta = await sharp(path.join(root, 'public', url))
          .metadata()
          .catch(() => null);
        return { url, width: meta?.width ?? width, height: meta?.height ?? 0 };
      }),
    );
    continue;
  }
  const variants = await render(name, make);
  manifest[name] = variants.map(({ bytes: _bytes, ...variant }) => variant);
  console.log(`${name}: ${variants.map((v) => `${v.width}w ${Math.round(v.bytes / 1024)} KB`).join(', ')}`);
}

const body = Object.entries(manifest)
  .map(
    ([name, variants]) =>
      `  '${name}': [${variants.map((v) => `{ url: '${v.url}', width: ${v.width}, height: ${v.height} }`).join(', ')}],`,
  )
  .join('\n');
const ts = `// Generated by scripts/art/build.mjs (npm run art): do not edit. The resort's own art, each picture's\n// web sizes narrowest first, in the shape staff uploads store (lib/catalogueImages.ts).\nimport type { ImageVariant } from '../../db/schema/catalogue';\n\nexport const ART: Record<string, ImageVariant[]> = {\n${body}\n};\n`;
await writeFile(path.join(root, 'src/server/seed/data/art.ts'), ts);
