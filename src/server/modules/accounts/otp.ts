import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LIFETIME_MINUTES } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CodePurpose } from '../../lib/mailTemplates';

export const OTP_TTL_MS = CODE_LIFETIME_MINUTES * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCheck =
  { ok: true; userId: number | null; purpose: CodePurpose } | { ok: false; reason: 'invalid' | 'expired' | 'tooManyTries' };

/** Arabic-Indic and Persian digits become ASCII; spaces and dashes a user pasted are dropped. */
export function normaliseCode(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

export function createOtpService(db: Database, clock: Clock, secret: string) {
  const hashOf = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest();

  return {
    /** A new code for (email, purpose), replacing any earlier one. Returns the plain code to e-mail. */
    async issue(email: string, purpose: CodePurpose, userId: number | null): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock.now();
      const values = {
        userId,
        email,
        purpose,
        codeHash: hashOf(email, purpose, code).toString('hex'),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        attempts: 0,
        consumedAt: null,
        createdAt: now,
      };
      await db
        .insert(otpCodes)
        .values(values)
        .onConflictDoUpdate({ target: [otpCodes.email, otpCodes.purpose], set: values });
      return code;
    },

    /** Checks the newest live code of one of the purposes; a correct code is consumed, a wrong one counts a try. */
    async check(email: string, purposes: CodePurpose[], input: string): Promise<OtpCheck> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email), inArray(otpCodes.purpose, purposes), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'tooManyTries' };
      if (row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired' };

      const code = normaliseCode(input);
      const expected = Buffer.from(row.codeHash, 'hex');
      const matches = /^\d{6}$/.test(code) && timingSafeEqual(hashOf(email, row.purpose, code), expected);
      if (matches) {
        // Conditional: two requests racing with the same code cannot both consume it.
        const consumed = await db
          .update(otpCodes)
          .set({ consumedAt: clock.now() })
          .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
          .returning({ id: otpCodes.id });
        return consumed.length > 0 ? { ok: true, userId: row.userId, purpose: row.purpose } : { ok: false, reason: 'invalid' };
      }
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, row.id))
        .returning({ attempts: otpCodes.attempts });
      return { ok: false, reason: counted && counted.attempts >= OTP_MAX_ATTEMPTS ? 'tooManyTries' : 'invalid' };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
