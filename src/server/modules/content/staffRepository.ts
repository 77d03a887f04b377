import { asc, desc, eq, max } from 'drizzle-orm';
import type { ContentListName } from '../../../shared/schemas/dashboard/content';
import type { Database } from '../../db/client';
import { aboutUs, faq, ourServices, partners, specialAboutUs, stories, terms, termsTitle } from '../../db/schema';

/** The table behind each editable list of the site's pages. */
export const LIST_TABLES = {
  faq,
  story: stories,
  'our-service': ourServices,
  'special-about-us': specialAboutUs,
  terms,
  partners,
} as const;
export type ListTable = (typeof LIST_TABLES)[ContentListName];

const camel = (wire: string) => wire.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Wire fields (snake_case) to the table's columns (camelCase). */
export const toColumns = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'version').map(([key, value]) => [camel(key), value]));

/** A row in the staff API's shape: the wire fields of the list plus id, sort_order and version. */
export function toWire(row: Record<string, unknown>, fields: readonly string[]) {
  const wire: Record<string, unknown> = { id: row.id, version: row.version };
  if ('sortOrder' in row) wire.sort_order = row.sortOrder;
  for (const field of fields) wire[field] = row[camel(field)] ?? (field.endsWith('image') || field === 'url' ? null : '');
  return wire;
}

/** Staff reads and writes of the site's content; writes take the caller's transaction. */
export function createStaffContentRepository(db: Database) {
  return {
    list: (table: ListTable, tx: Database = db) => tx.select().from(table).orderBy(asc(table.sortOrder), asc(table.id)),

    async nextSortOrder(tx: Database, table: ListTable) {
      const [row] = await tx.select({ top: max(table.sortOrder) }).from(table);
      return (row?.top ?? -1) + 1;
    },

    async insert(tx: Database, table: ListTable, values: Record<string, unknown>) {
      const [row] = await tx.insert(table).values(values as never).returning();
      return row as Record<string, unknown>;
    },

    async remove(tx: Database, table: ListTable, id: number) {
      await tx.delete(table).where(eq(table.id, id));
    },

    /** Locks the whole list, so two reorders (or a reorder and an insert's position) run one after the other. */
    lockedIds: async (tx: Database, table: ListTable) =>
      (await tx.select({ id: table.id }).from(table).orderBy(asc(table.sortOrder), asc(table.id)).for('update')).map((row) => row.id),

    async setOrder(tx: Database, table: ListTable, ids: number[]) {
      for (const [index, id] of ids.entries()) {
        await tx.update(table).set({ sortOrder: index } as never).where(eq(table.id, id));
      }
    },

    /** The one row a single page reads (the newest, as the public read does). */
    latestAbout: async (tx: Database = db) => (await tx.select().from(aboutUs).orderBy(desc(aboutUs.createdAt), desc(aboutUs.id)).limit(1))[0] ?? null,
    latestTermsTitle: async (tx: Database = db) => (await tx.select().from(termsTitle).orderBy(desc(termsTitle.id)).limit(1))[0] ?? null,
  };
}

export type StaffContentRepository = ReturnType<typeof createStaffContentRepository>;
