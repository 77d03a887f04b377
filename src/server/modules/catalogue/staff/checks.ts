import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { text, type Text, ValidationFailed } from '../../../lib/errors';
import { rows } from '../../../db/sql';

/** Field checks the schema cannot express, all reported at once like the schema's own. */
export async function checkReferences(
  db: Database,
  input: {
    hut_id?: number | null;
    supplier_id?: number | null;
    min_purchasable_quantity?: number;
    max_purchasable_quantity?: number;
    huts?: number[];
  },
) {
  const errors: Record<string, Text[]> = {};
  if (
    input.min_purchasable_quantity !== undefined &&
    input.max_purchasable_quantity !== undefined &&
    input.max_purchasable_quantity < input.min_purchasable_quantity
  ) {
    errors.max_purchasable_quantity = [text('catalogueStaff.maxBelowMin')];
  }
  const hutIds = [...(input.huts ?? []), ...(input.hut_id ? [input.hut_id] : [])];
  if (hutIds.length > 0) {
    const [{ n }] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM huts WHERE deleted_at IS NULL AND id IN (${sql.join(
        [...new Set(hutIds)].map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
    if (n !== new Set(hutIds).size) errors[input.huts ? 'huts' : 'hut_id'] = [text('catalogueStaff.unknownHut')];
  }
  if (input.supplier_id) {
    const found = await rows(
      db,
      sql`SELECT 1 FROM users WHERE id = ${input.supplier_id}::int AND role = 'supplier' AND supplier_status = 'approved' AND is_active`,
    );
    if (found.length === 0) errors.supplier_id = [text('catalogueStaff.unknownSupplier')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** Huts (not deleted) and approved, active suppliers, for the pickers of the catalogue forms; a supplier (`ownerId`) picks only themselves. */
export async function catalogueOptions(db: Database, ownerId?: number) {
  const huts = await rows<{ id: number; title: string; title_ar: string }>(
    db,
    sql`SELECT id, title, title_ar FROM huts WHERE deleted_at IS NULL ORDER BY title, id`,
  );
  const suppliers = await rows<{ id: number; full_name: string; company_name: string }>(
    db,
    sql`SELECT id, full_name, company_name FROM users WHERE role = 'supplier' AND supplier_status = 'approved' AND is_active
      AND ${ownerId === undefined ? sql`true` : sql`id = ${ownerId}::int`} ORDER BY company_name, full_name, id`,
  );
  return { huts, suppliers };
}
