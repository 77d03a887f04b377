import { asc, desc, eq, max } from 'drizzle-orm';
import type { ContentListName } from '../../../shared/schemas/dashboard/content';
import type { Database } from '../../db/client';
import { aboutUs, faq, ourServices, partners, specialAboutUs, stories, terms, termsTitle } from '../../db/schema';

const iso = (value: Date) => value.toISOString();

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
export const toColumns = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'version')
      .map(([key, value]) => [camel(key), value]),
  );

/** A row in the staff API's shape: the wire fields of the list plus id, sort_order and version. */
export function toWire(row: Record<string, unknown>, fields: readonly string[]) {
  const wire: Record<string, unknown> = { id: row.id, version: row.version };
  if ('sortOrder' in row) wire.sort_order = row.sortOrder;
  for (const field of fields) wire[field] = row[camel(field)] ?? (field.endsWith('image') || field === 'url' ? null : '');
  return wire;
}

/**
 * The only place the site's page tables are queried, by the public reads (already in wire shape) and the
 * back office's edits (staff/contentStaffService.ts).
 */
export function createContentRepository(db: Database) {
  const blocks = (table: typeof stories | typeof ourServices) =>
    db
      .select({
        id: table.id,
        title: table.title,
        title_ar: table.titleAr,
        description: table.description,
        description_ar: table.descriptionAr,
        image: table.image,
      })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id));

  return {
    faq: () =>
      db
        .select({ id: faq.id, question: faq.question, question_ar: faq.questionAr, answer: faq.answer, answer_ar: faq.answerAr })
        .from(faq)
        .orderBy(asc(faq.sortOrder), asc(faq.id)),

    async aboutUs() {
      const rows = await db.select().from(aboutUs).orderBy(desc(aboutUs.createdAt), desc(aboutUs.id)).limit(1);
      return rows.map((row) => ({
        about_us: row.aboutUs,
        about_us_ar: row.aboutUsAr,
        vission: row.vision,
        vission_ar: row.visionAr,
        mission: row.mission,
        mission_ar: row.missionAr,
        main_image: row.mainImage,
        vision_image: row.visionImage,
        mission_image: row.missionImage,
        created_at: iso(row.createdAt),
      }));
    },

    stories: () => blocks(stories),
    ourServices: () => blocks(ourServices),

    specialAboutUs: () =>
      db
        .select({ id: specialAboutUs.id, title: specialAboutUs.title, title_ar: specialAboutUs.titleAr, image: specialAboutUs.image })
        .from(specialAboutUs)
        .orderBy(asc(specialAboutUs.sortOrder), asc(specialAboutUs.id)),

    async terms() {
      const rows = await db.select().from(terms).orderBy(asc(terms.sortOrder), asc(terms.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        title_ar: row.titleAr,
        description: row.description,
        description_ar: row.descriptionAr,
        created_at: iso(row.createdAt),
      }));
    },

    async termsTitle() {
      const [row] = await db
        .select({ id: termsTitle.id, title: termsTitle.title, title_ar: termsTitle.titleAr })
        .from(termsTitle)
        .orderBy(desc(termsTitle.id))
        .limit(1);
      return row ?? null;
    },

    partners: () =>
      db
        .select({ id: partners.id, name: partners.name, image: partners.image, url: partners.url })
        .from(partners)
        .orderBy(asc(partners.sortOrder), asc(partners.id)),

    // The back office's reads and writes; writes take the caller's transaction.
    list: (table: ListTable, tx: Database = db) => tx.select().from(table).orderBy(asc(table.sortOrder), asc(table.id)),

    async nextSortOrder(tx: Database, table: ListTable) {
      const [row] = await tx.select({ top: max(table.sortOrder) }).from(table);
      return (row?.top ?? -1) + 1;
    },

    async insert(tx: Database, table: ListTable, values: Record<string, unknown>) {
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning();
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
        await tx
          .update(table)
          .set({ sortOrder: index } as never)
          .where(eq(table.id, id));
      }
    },

    /** The one row a single page reads (the newest, as the public read does). */
    latestAbout: async (tx: Database = db) =>
      (await tx.select().from(aboutUs).orderBy(desc(aboutUs.createdAt), desc(aboutUs.id)).limit(1))[0] ?? null,
    latestTermsTitle: async (tx: Database = db) => (await tx.select().from(termsTitle).orderBy(desc(termsTitle.id)).limit(1))[0] ?? null,
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
