// The first picture a hut's page shows (its gallery's first, in staff's order, else the hut's cover), as the
// server-rendered index.html preloads it: the same candidates and sizes as the gallery's <img>, so the browser
// takes the preloaded file instead of asking again once the page's code and data have arrived.
import { sql } from 'drizzle-orm';
import { GALLERY_SIZES, srcsetOf, type PreloadImage } from '../../../shared/firstView';
import type { Database } from '../../db/client';
import { live, rows } from '../../db/sql';

interface PictureRow {
  image: string | null;
  variants: { url: string; width: number }[] | null;
}

export async function hutPagePicture(db: Database, hutId: number): Promise<PreloadImage | undefined> {
  const [row] = await rows<PictureRow>(
    db,
    sql`SELECT coalesce(first.image, h.main_image) AS image, first.variants
        FROM huts h
        LEFT JOIN LATERAL (SELECT i.image, i.variants FROM hut_images i WHERE i.hut_id = h.id ORDER BY i.sort_order, i.id LIMIT 1) first ON true
        WHERE h.id = ${hutId}::int AND ${live('h')}`,
  );
  if (!row?.image) return undefined;
  const variants = row.variants ?? [];
  return variants.length > 0 ? { href: row.image, srcset: srcsetOf(variants), sizes: GALLERY_SIZES } : { href: row.image };
}
