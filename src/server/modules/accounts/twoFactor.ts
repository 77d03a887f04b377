// Two-step sign-in (issue 23 §5): TOTP from an authenticator app (RFC 6238, the otpauth library), with ten
// recovery codes. Required of managers and finance (enrolment happens inside their next sign-in), optional for
// other staff. A correct password for such an account answers a short-lived challenge instead of a session.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_REQUIRED } from '../../../shared/staffRoles';
import type { EnrolAnswer, TwoFactorChallenge } from '../../../shared/schemas/staffAccess';
import type { Database } from '../../db/client';
import { staffRecoveryCodes, users, type UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { Conflict, text, ValidationFailed } from '../../lib/errors';
import { qrcode } from '../../lib/lazyModules';

const ISSUER = 'Ken Resort';
const CHALLENGE_SECONDS = 5 * 60;
const RECOVERY_CODES = 10;
const PERIOD = 30;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

type Account = Pick<UserRow, 'role' | 'staffRole' | 'totpEnabledAt' | 'twoFactorExempt'>;

/** The account's role must use a second step (a development seed's demo accounts are exempt, see docs). */
export const requiresTwoFactor = (user: Account) =>
  user.role === 'admin' && !!user.staffRole && TWO_FACTOR_REQUIRED.includes(user.staffRole) && !user.twoFactorExempt;

/** Signing in takes a second step: the account has an app set up, or its role requires one. */
export const needsSecondStep = (user: Account) => user.totpEnabledAt !== null || requiresTwoFactor(user);

const totpOf = (email: string, secret: string) =>
  new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Recovery codes are compared without case, dash or spaces. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[- ]/g, '');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const wrongCode = () => new ValidationFailed({ code: [text('twoFactor.wrongCode')] });
const expiredChallenge = () => new ValidationFailed({ challenge: [text('twoFactor.challengeExpired')] });

export function createTwoFactorService(deps: { db: Database; clock: Clock; secret: string }) {
  const { db, clock } = deps;
  // A key of its own, so a challenge can never pass for an access token (nor the reverse).
  const key = createHmac('sha256', deps.secret).update('ken-two-factor-challenge').digest('hex');
  const sign = createSigner({ key, algorithm: 'HS256' });
  const verify = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, cache: false });
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** The account behind a challenge that is still valid (unexpired, the same password, active). */
  async function accountOf(challenge: string): Promise<UserRow> {
    let payload: { user_id?: unknown; ver?: unknown; exp?: unknown; token_type?: unknown };
    try {
      payload = verify(challenge) as typeof payload;
    } catch {
      throw expiredChallenge();
    }
    if (payload.token_type !== 'two_factor' || typeof payload.user_id !== 'number' || typeof payload.exp !== 'number')
      throw expiredChallenge();
    if (payload.exp <= nowSeconds()) throw expiredChallenge();
    const [user] = await db.select().from(users).where(eq(users.id, payload.user_id));
    if (!user || !user.isActive || user.tokenVersion !== payload.ver) throw expiredChallenge();
    return user;
  }

  /** Accepts the app's code for `secret` once: the step it was made in is recorded, and a code of that step or earlier is refused. */
  async function acceptCode(user: UserRow, secret: string, code: string, enable: boolean): Promise<boolean> {
    const now = clock.now().getTime();
    const delta = totpOf(user.email, secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    if (user.totpLastStep !== null && step <= user.totpLastStep) return false;
    const set = enable ? { totpLastStep: step, totpEnabledAt: clock.now() } : { totpLastStep: step };
    // Conditional on the step read, so two requests with the same code cannot both pass.
    const updated = await db
      .update(users)
      .set(set)
      .where(
        and(eq(users.id, user.id), user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep)),
      )
      .returning({ id: users.id });
    return updated.length === 1;
  }

  async function issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecovery(code)) })));
    });
    return codes;
  }

  async function useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(staffRecoveryCodes.userId, userId),
          eq(staffRecoveryCodes.codeHash, sha256(normaliseRecovery(code))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }

  async function enrolment(user: UserRow): Promise<EnrolAnswer> {
    const secret = new Secret({ size: 20 }).base32;
    await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
    const url = totpOf(user.email, secret).toString();
    const svg = await qrcode().toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauth_url: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  return {
    needsSecondStep,

    /** What a correct password answers for an account with a second step. */
    challenge(user: UserRow): TwoFactorChallenge {
      const iat = nowSeconds();
      const challenge = sign({ user_id: user.id, ver: user.tokenVersion, token_type: 'two_factor', iat, exp: iat + CHALLENGE_SECONDS });
      return { two_factor: user.totpEnabledAt ? 'verify' : 'enrol', challenge };
    },

    /** Sign-in's enrolment: a new secret for an account that has none in force yet. */
    async startEnrolment(challenge: string): Promise<EnrolAnswer> {
      const user = await accountOf(challenge);
      if (user.totpEnabledAt) throw new Conflict(text('twoFactor.alreadyOn'));
      return enrolment(user);
    },

    /**
     * The second step: the app's code (which, during enrolment, turns the app on and answers the recovery codes)
     * or an unused recovery code. Answers the account, to be signed in.
     */
    async complete(body: {
      challenge: string;
      code?: string;
      recovery_code?: string;
    }): Promise<{ user: UserRow; recoveryCodes?: string[] }> {
      const user = await accountOf(body.challenge);
      if (user.totpEnabledAt) {
        if (body.recovery_code) {
          if (!(await useRecoveryCode(user.id, body.recovery_code)))
            throw new ValidationFailed({ recovery_code: [text('twoFactor.wrongRecovery')] });
          return { user };
        }
        if (!body.code || !user.totpSecret || !(await acceptCode(user, user.totpSecret, body.code, false))) throw wrongCode();
        return { user };
      }
      if (!user.totpSecret) throw new Conflict(text('twoFactor.enrolFirst'));
      if (!body.code || !(await acceptCode(user, user.totpSecret, body.code, true))) throw wrongCode();
      return { user, recoveryCodes: await issueRecoveryCodes(user.id) };
    },

    /** "Sign-in and security" (the signed-in account's own screen): a new secret for an account without an app in force. */
    async startOwnEnrolment(user: UserRow): Promise<EnrolAnswer> {
      if (user.totpEnabledAt) throw new Conflict(text('twoFactor.alreadyOn'));
      return enrolment(user);
    },

    /** The first code from the app set up on that screen turns it on; answers the ten recovery codes. */
    async confirmOwnEnrolment(user: UserRow, code: string): Promise<string[]> {
      if (user.totpEnabledAt) throw new Conflict(text('twoFactor.alreadyOn'));
      if (!user.totpSecret) throw new Conflict(text('twoFactor.enrolFirst'));
      if (!(await acceptCode(user, user.totpSecret, code, true))) throw wrongCode();
      return issueRecoveryCodes(user.id);
    },

    /** The app's current code, accepted once (as at sign-in), for a change on that screen; wrong: 400 on `code`. */
    async checkCode(user: UserRow, code: string): Promise<void> {
      if (!user.totpEnabledAt || !user.totpSecret) throw new Conflict(text('twoFactor.notOn'));
      if (!(await acceptCode(user, user.totpSecret, code, false))) throw wrongCode();
    },

    issueRecoveryCodes,

    async recoveryCodesLeft(userId: number): Promise<number> {
      const rows = await db
        .select({ id: staffRecoveryCodes.id })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return rows.length;
    },

    /** A manager clears a staff member's app (a lost phone): they set it up again at their next sign-in if required. */
    async reset(userId: number) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
