import { sql } from 'drizzle-orm';
import type { DayVisitTerms, DayVisitTermsBody } from '../../../../shared/schemas/dayVisit';
import type { Database } from '../../../db/client';
import { rows } from '../../../db/sql';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';

/** An offer's day-visit terms; a supplier reads only their own services' (another's: 404). */
export async function dayVisitTermsOf(
  db: Database,
  target: { kind: 'events' | 'services'; id: number },
  actor: Actor,
): Promise<DayVisitTerms> {
  const owned = actor.ownerId === undefined ? sql`` : sql`AND user_id = ${actor.ownerId}::int`;
  const [terms] = await rows<DayVisitTerms>(
    db,
    sql`SELECT open_to_day_visitors AS open, day_visit_cancel_hours AS cancel_hours FROM ${sql.raw(target.kind)}
      WHERE id = ${target.id}::int AND deleted_at IS NULL ${owned}`,
  );
  if (!terms) throw new NotFound();
  return terms;
}

/**
 * Opens an event or a service to day visitors (issue 25 §2), with its free-cancellation notice in hours. A supplier
 * (`actor.ownerId`) changes only their own services; another's is a 404. One transaction and one audit row.
 */
export async function setDayVisitTerms(
  db: Database,
  target: { kind: 'events' | 'services'; id: number },
  body: DayVisitTermsBody,
  actor: Actor,
  now: Date,
): Promise<DayVisitTerms> {
  const table = sql.raw(target.kind);
  const owned = actor.ownerId === undefined ? sql`` : sql`AND user_id = ${actor.ownerId}::int`;
  return db.transaction(async (tx) => {
    const [before] = await rows<DayVisitTerms>(
      tx,
      sql`SELECT open_to_day_visitors AS open, day_visit_cancel_hours AS cancel_hours FROM ${table}
        WHERE id = ${target.id}::int AND deleted_at IS NULL ${owned} FOR NO KEY UPDATE`,
    );
    if (!before) throw new NotFound();
    const [after] = await rows<DayVisitTerms>(
      tx,
      sql`UPDATE ${table} SET open_to_day_visitors = ${body.open_to_day_visitors},
          day_visit_cancel_hours = coalesce(${body.day_visit_cancel_hours ?? null}::int, day_visit_cancel_hours)
        WHERE id = ${target.id}::int RETURNING open_to_day_visitors AS open, day_visit_cancel_hours AS cancel_hours`,
    );
    const entityType = target.kind === 'events' ? 'event' : 'service';
    await recordAudit(tx, {
      actorId: actor.id,
      area: target.kind,
      action: 'update',
      entityType,
      entityId: target.id,
      before,
      after,
      at: now,
    });
    return after;
  });
}
