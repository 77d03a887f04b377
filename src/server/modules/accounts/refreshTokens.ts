import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export const REFRESH_COOKIE = 'ken_refresh';
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Rotating refresh tokens: each use replaces the token; showing a replaced or revoked one ends its family. */
export function createRefreshTokenService(db: Database, clock: Clock) {
  async function insert(executor: Pick<Database, 'insert'>, userId: number, familyId: string) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const [row] = await executor
      .insert(refreshTokens)
      .values({
        userId,
        familyId,
        tokenHash: hashOf(token),
        // Read in the same statement, so a password change racing this sign-in leaves the new token already stale.
        tokenVersion: sql`(select ${users.tokenVersion} from ${users} where ${users.id} = ${userId})`,
        expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: refreshTokens.id });
    return { token, id: row.id };
  }

  const revokeFamily = (executor: Pick<Database, 'update'>, familyId: string) =>
    executor
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

  return {
    /** A new family, at sign-in. */
    async issue(userId: number): Promise<string> {
      return (await insert(db, userId, randomUUID())).token;
    },

    /** The user and a replacement token, or null for an unknown, expired, revoked or reused token. */
    async rotate(token: string): Promise<{ userId: number; token: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            userId: refreshTokens.userId,
            familyId: refreshTokens.familyId,
            expiresAt: refreshTokens.expiresAt,
            revokedAt: refreshTokens.revokedAt,
            isActive: users.isActive,
            issuedVersion: refreshTokens.tokenVersion,
            userVersion: users.tokenVersion,
          })
          .from(refreshTokens)
          .innerJoin(users, eq(users.id, refreshTokens.userId))
          .where(eq(refreshTokens.tokenHash, hashOf(token)));
        if (!row) return null;
        if (row.revokedAt) {
          // Reuse: someone holds an old copy. Both the thief's and the owner's sessions end.
          await revokeFamily(tx, row.familyId);
          return null;
        }
        if (row.expiresAt.getTime() <= clock.now().getTime() || !row.isActive || row.issuedVersion !== row.userVersion) return null;
        const claimed = await tx
          .update(refreshTokens)
          .set({ revokedAt: clock.now() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          await revokeFamily(tx, row.familyId);
          return null;
        }
        const next = await insert(tx, row.userId, row.familyId);
        await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, row.id));
        return { userId: row.userId, token: next.token };
      });
    },

    /** Logout: the token's whole family, only when it belongs to that user. */
    async revoke(token: string, userId: number): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      if (row && row.userId === userId) await revokeFamily(db, row.familyId);
    },

    async revokeAll(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokenService = ReturnType<typeof createRefreshTokenService>;

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: REFRESH_TTL_SECONDS });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}
