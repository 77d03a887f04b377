import { eq } from 'drizzle-orm';
import { USER_CHANGE_CHANNEL, type Database, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';

/** What the auth plugin needs of a user on every request. */
export interface SessionUserRow {
  id: number;
  role: typeof users.$inferSelect.role;
  staffRole: typeof users.$inferSelect.staffRole;
  email: string;
  isActive: boolean;
  tokenVersion: number;
  supplierStatus: typeof users.$inferSelect.supplierStatus;
  supplierRejectionReason: string | null;
}

export interface SessionUsers {
  /** This instance's copy of the user's row, if it holds one that nobody has changed since. */
  kept(id: number): SessionUserRow | undefined;
  /** Reads the database (and keeps the row when it may): on a miss, and for every refusal. */
  fresh(id: number): Promise<SessionUserRow | undefined>;
  readonly size: number;
}

export const SESSION_USERS_MAX = 10_000;
/** A safety net only: every change is announced, so a copy is normally forgotten the moment its row changes. */
export const SESSION_USER_TTL_MS = 60_000;

/**
 * The auth plugin's user read, kept in memory per user (issue 27 §1: it was one of the 8 round trips of a booking
 * decision). The database announces every change of a users row (migration 0063's trigger, so no code path, script
 * or other instance can forget it): role, staff role, deactivation, password and token version, two-step sign-in,
 * supplier status, deletion. Delivery:
 * - from any instance, on the LISTEN connection (PostgreSQL) at its commit;
 * - from this instance, also on the pooled connection that made the change, before its statement answers (every
 *   pooled connection LISTENs too from its start, `ownWrites`), so the next request here already sees it; PGlite delivers in
 *   order with the statement's answer.
 * While the LISTEN connection is down nothing is kept (every request reads the database); coming back forgets all.
 * A read that started before any announcement arrived is not kept, so a copy older than a change is never stored.
 */
export async function createSessionUsers(
  handle: DatabaseHandle,
  options: { now?: () => number; ttlMs?: number; max?: number } = {},
): Promise<SessionUsers> {
  const now = options.now ?? (() => performance.now());
  const ttlMs = options.ttlMs ?? SESSION_USER_TTL_MS;
  const max = options.max ?? SESSION_USERS_MAX;
  const kept = new Map<number, { row: SessionUserRow; at: number }>();
  let live = false;
  /** Moves on every announcement: a read begun before it may have seen the old row. */
  let epoch = 0;
  const forget = (id?: number) => {
    epoch += 1;
    if (id === undefined) kept.clear();
    else kept.delete(id);
  };

  await handle.listen(
    USER_CHANGE_CHANNEL,
    {
      onNotify(payload) {
        // '' is the pool's "this instance wrote something" signal shared by every channel: not about users.
        if (payload === '') return;
        const id = Number(payload);
        forget(payload === '*' || !Number.isInteger(id) ? undefined : id);
      },
      onLive(isLive) {
        live = isLive;
        forget();
      },
    },
    { ownWrites: true },
  );

  const read = async (db: Database, id: number): Promise<SessionUserRow | undefined> => {
    const [row] = await db
      .select({
        id: users.id,
        role: users.role,
        staffRole: users.staffRole,
        email: users.email,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        supplierStatus: users.supplierStatus,
        supplierRejectionReason: users.supplierRejectionReason,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  async function fresh(id: number): Promise<SessionUserRow | undefined> {
    const started = epoch;
    const row = await read(handle.db, id);
    if (row && live && started === epoch) {
      kept.delete(id);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(id, { row, at: now() });
    }
    return row;
  }

  return {
    kept(id) {
      const copy = live ? kept.get(id) : undefined;
      return copy && now() - copy.at < ttlMs ? copy.row : undefined;
    },
    fresh,
    get size() {
      return kept.size;
    },
  };
}
