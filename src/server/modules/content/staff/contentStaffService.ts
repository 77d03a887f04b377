import {
  ABOUT_FIELDS,
  CONTENT_LIST_FIELDS,
  REQUIRED_TEXT,
  TERMS_TITLE_FIELDS,
  type ContentListName,
  type StaffAboutUs,
  type StaffTermsTitle,
} from '../../../../shared/schemas/dashboard/content';
import type { Database } from '../../../db/client';
import { aboutUs, termsTitle } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { Actor } from '../../../lib/actor';
import { text, ValidationFailed } from '../../../lib/errors';
import { Stale, updateVersioned } from '../../../lib/versioned';
import { LIST_TABLES, toColumns, toWire, type ContentRepository } from '../repository';

type Body = Record<string, unknown>;

/** Trims every text and refuses blank required ones, all fields at once. */
function cleaned(body: Body, required: readonly string[]): Body {
  const out: Body = {};
  for (const [key, value] of Object.entries(body)) out[key] = typeof value === 'string' ? value.trim() : value;
  for (const key of ['url', 'image', 'main_image', 'vision_image', 'mission_image']) if (out[key] === '') out[key] = null;
  const missing = required.filter((key) => typeof out[key] !== 'string' || out[key] === '');
  if (missing.length) throw new ValidationFailed(Object.fromEntries(missing.map((key) => [key, [text('validation.required')]])));
  return out;
}

/** The back office's edits of the site's pages: one transaction each, with its audit row and version check. */
export function createContentStaffService(db: Database, repository: ContentRepository) {
  const fieldsOf = (name: ContentListName) => Object.keys(CONTENT_LIST_FIELDS[name]);
  const wire = (name: ContentListName, row: Record<string, unknown>) => toWire(row, fieldsOf(name));
  const about = (row: Record<string, unknown>) => toWire(row, Object.keys(ABOUT_FIELDS)) as NonNullable<StaffAboutUs>;
  const title = (row: Record<string, unknown>) => toWire(row, Object.keys(TERMS_TITLE_FIELDS)) as NonNullable<StaffTermsTitle>;
  const audit = (
    tx: Database,
    actor: Actor,
    action: string,
    entityType: string,
    entityId: number | null,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, { actorId: actor.id, area: 'content', action, entityType, entityId, before, after });

  return {
    async list(name: ContentListName) {
      return (await repository.list(LIST_TABLES[name])).map((row) => wire(name, row));
    },

    create(name: ContentListName, body: Body, actor: Actor) {
      const values = toColumns(cleaned(body, REQUIRED_TEXT[name]));
      return db.transaction(async (tx) => {
        const table = LIST_TABLES[name];
        const row = await repository.insert(tx, table, { ...values, sortOrder: await repository.nextSortOrder(tx, table) });
        await audit(tx, actor, 'create', name, row.id as number, null, wire(name, row));
        return wire(name, row);
      });
    },

    update(name: ContentListName, id: number, body: Body & { version: number }, actor: Actor) {
      const values = toColumns(cleaned(body, REQUIRED_TEXT[name]));
      return db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, LIST_TABLES[name], id, body.version, values);
        await audit(tx, actor, 'update', name, id, wire(name, before), wire(name, after));
        return wire(name, after);
      });
    },

    remove(name: ContentListName, id: number, version: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const table = LIST_TABLES[name];
        const { before } = await updateVersioned(tx, table, id, version, {});
        await repository.remove(tx, table, id);
        await audit(tx, actor, 'delete', name, id, wire(name, before), null);
      });
    },

    /** The new order must name exactly the entries there are now: otherwise someone added or removed one meanwhile. */
    reorder(name: ContentListName, ids: number[], actor: Actor) {
      return db.transaction(async (tx) => {
        const table = LIST_TABLES[name];
        const current = await repository.lockedIds(tx, table);
        if (current.length !== ids.length || !ids.every((id) => current.includes(id))) throw new Stale();
        await repository.setOrder(tx, table, ids);
        await audit(tx, actor, 'reorder', name, null, { ids: current }, { ids });
        return (await repository.list(table, tx)).map((row) => wire(name, row));
      });
    },

    async aboutUs() {
      const row = await repository.latestAbout();
      return row ? about(row) : null;
    },

    saveAboutUs(body: Body & { version?: number }, actor: Actor) {
      const values = toColumns(cleaned(body, REQUIRED_TEXT['about-us']));
      return db.transaction(async (tx) => {
        const current = await repository.latestAbout(tx);
        if (!current) {
          if (body.version !== undefined) throw new Stale();
          const [created] = await tx
            .insert(aboutUs)
            .values(values as typeof aboutUs.$inferInsert)
            .returning();
          await audit(tx, actor, 'create', 'about-us', created.id, null, about(created));
          return about(created);
        }
        if (body.version === undefined) throw new Stale();
        const { before, after } = await updateVersioned(tx, aboutUs, current.id, body.version, values);
        await audit(tx, actor, 'update', 'about-us', current.id, about(before), about(after));
        return about(after);
      });
    },

    async termsTitle() {
      const row = await repository.latestTermsTitle();
      return row ? title(row) : null;
    },

    saveTermsTitle(body: Body & { version?: number }, actor: Actor) {
      const values = toColumns(cleaned(body, REQUIRED_TEXT['terms-title']));
      return db.transaction(async (tx) => {
        const current = await repository.latestTermsTitle(tx);
        if (!current) {
          if (body.version !== undefined) throw new Stale();
          const [created] = await tx
            .insert(termsTitle)
            .values(values as typeof termsTitle.$inferInsert)
            .returning();
          await audit(tx, actor, 'create', 'terms-title', created.id, null, title(created));
          return title(created);
        }
        if (body.version === undefined) throw new Stale();
        const { before, after } = await updateVersioned(tx, termsTitle, current.id, body.version, values);
        await audit(tx, actor, 'update', 'terms-title', current.id, title(before), title(after));
        return title(after);
      });
    },
  };
}
