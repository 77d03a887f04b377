import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/seed/seed';
import { createTestDatabase } from '../helpers/server/testDb';
import type { DatabaseHandle } from '../../src/server/db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { demo: true });
}, 120_000);
afterAll(() => handle?.close());

const publicDir = path.resolve(__dirname, '../../public');
const fileOf = (url: string) => path.join(publicDir, url);
const hashOf = (url: string) =>
  createHash('sha256')
    .update(readFileSync(fileOf(url)))
    .digest('hex');

type Row = { image: string; width: number | null; height: number | null; variants: { url: string; width: number; height: number }[] };

/** The picture row is shaped like a staff upload, and every size on disk is a WebP of the stated pixel size. */
async function expectSizedWebp(row: Row, widths: number[]) {
  expect(row.image).toMatch(/^\/media\/.+\.webp$/);
  expect(row.variants.map((variant) => variant.width)).toEqual(widths);
  const widest = row.variants[row.variants.length - 1];
  expect({ image: row.image, width: row.width, height: row.height }).toEqual({
    image: widest.url,
    width: widest.width,
    height: widest.height,
  });
  for (const variant of row.variants) {
    const meta = await sharp(fileOf(variant.url)).metadata();
    expect({ url: variant.url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      url: variant.url,
      format: 'webp',
      width: variant.width,
      height: variant.height,
    });
  }
}

it('gives every hut three pictures of its own, each with web sizes and stored dimensions', async () => {
  const huts = await handle.db.select().from(schema.huts);
  const pictures = await handle.db.select().from(schema.hutImages);
  expect(huts).toHaveLength(6);
  for (const hut of huts) {
    const own = pictures.filter((picture) => picture.ownerId === hut.id);
    expect(own).toHaveLength(3);
    expect(own.map((picture) => picture.image)).toContain(hut.mainImage);
    for (const picture of own) await expectSizedWebp(picture, [480, 960, 1600]);
  }
  const files = pictures.map((picture) => hashOf(picture.image));
  expect(new Set(files).size).toBe(pictures.length);
});

it('gives every event and every service its own picture, with web sizes and stored dimensions', async () => {
  for (const [owners, table] of [
    [await handle.db.select().from(schema.events), await handle.db.select().from(schema.eventImages)],
    [await handle.db.select().from(schema.services), await handle.db.select().from(schema.serviceImages)],
  ] as const) {
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) {
      const own = table.filter((picture) => picture.ownerId === owner.id);
      expect(own.map((picture) => picture.image)).toEqual([owner.image]);
      await expectSizedWebp(own[0], [480, 960, 1600]);
    }
    expect(new Set(owners.map((owner) => hashOf(owner.image!))).size).toBe(owners.length);
  }
});

it('gives every special item its own square picture, and no picture is shared across huts, events, services and items', async () => {
  const items = await handle.db.select().from(schema.kenItems);
  expect(items).toHaveLength(6);
  for (const item of items) {
    const meta = await sharp(fileOf(item.image!)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 640, height: 640 });
  }
  const all = [
    ...(await handle.db.select().from(schema.hutImages)).map((row) => row.image),
    ...(await handle.db.select().from(schema.events)).map((row) => row.image!),
    ...(await handle.db.select().from(schema.services)).map((row) => row.image!),
    ...items.map((row) => row.image!),
  ];
  expect(new Set(all.map(hashOf)).size).toBe(all.length);
});

it('keeps the 960-wide pictures light enough for phones (≤ 80 KB each)', async () => {
  const rows = [
    ...(await handle.db.select().from(schema.hutImages)),
    ...(await handle.db.select().from(schema.eventImages)),
    ...(await handle.db.select().from(schema.serviceImages)),
  ];
  for (const row of rows) {
    const medium = row.variants.find((variant) => variant.width === 960)!;
    expect({ url: medium.url, bytes: readFileSync(fileOf(medium.url)).length <= 80 * 1024 }).toEqual({ url: medium.url, bytes: true });
  }
});

it('moves a database seeded with the old placeholder pictures to the new art, leaving staff pictures alone', async () => {
  const { eq, sql } = await import('drizzle-orm');
  const [first, second] = await handle.db.select().from(schema.hutImages).orderBy(schema.hutImages.id).limit(2);
  const [event] = await handle.db.select().from(schema.events).orderBy(schema.events.id).limit(1);
  await handle.db
    .update(schema.hutImages)
    .set({ image: '/media/huts/hut-1-a.svg', width: null, height: null, variants: [] })
    .where(eq(schema.hutImages.id, first.id));
  await handle.db.update(schema.hutImages).set({ image: '/uploads/catalogue/staff-1600.webp' }).where(eq(schema.hutImages.id, second.id));
  await handle.db.update(schema.events).set({ image: '/media/events/event-1.svg' }).where(eq(schema.events.id, event.id));

  const migration = readFileSync(path.resolve(__dirname, '../../src/server/db/migrations/0020_generated_art.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));

  const [moved] = await handle.db.select().from(schema.hutImages).where(eq(schema.hutImages.id, first.id));
  expect(moved).toMatchObject({ image: '/media/huts/hut-1-a-1600.webp', width: 1600, height: 1067 });
  expect(moved.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
  const [staff] = await handle.db.select().from(schema.hutImages).where(eq(schema.hutImages.id, second.id));
  expect(staff.image).toBe('/uploads/catalogue/staff-1600.webp');
  const [movedEvent] = await handle.db.select().from(schema.events).where(eq(schema.events.id, event.id));
  expect(movedEvent.image).toBe('/media/events/event-1-1600.webp');
});
