import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { MARKETING_CONSENT_TEXT, MARKETING_CONSENT_VERSION } from '../../../shared/consent';
import type { Language } from '../../../shared/constants';
import type { ConsentState } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { consentEvents, users, type ConsentEventRow, type ConsentSource } from '../../db/schema';
import type { Clock } from '../../lib/clock';

const KIND = 'marketing_emails' as const;

/** The headers of a marketing e-mail: one-click unsubscribe (RFC 8058) from the mail client's own button. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Consent to marketing e-mails (issue 26 §1): every opt-in and withdrawal is a new row of consent_events with the exact
 * words shown (shared/consent.ts), their version and language; the newest row is the answer. The unsubscribe link is
 * signed (HMAC of the account id), works without sign-in and never expires, as a link in an old e-mail must still work.
 */
export function createConsentService(deps: { db: Database; clock: Clock; secret: string; publicUrl: string }) {
  const { db, clock } = deps;
  const signature = (userId: number) =>
    createHmac('sha256', deps.secret).update(`unsubscribe:${KIND}:${userId}`).digest().subarray(0, 18).toString('base64url');

  async function latest(userId: number): Promise<ConsentEventRow | undefined> {
    const [row] = await db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, userId), eq(consentEvents.kind, KIND)))
      .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
      .limit(1);
    return row;
  }

  async function record(userId: number, given: boolean, language: Language, source: ConsentSource) {
    await db.insert(consentEvents).values({
      userId,
      kind: KIND,
      action: given ? 'given' : 'withdrawn',
      text: MARKETING_CONSENT_TEXT[language],
      textVersion: MARKETING_CONSENT_VERSION,
      language,
      source,
      createdAt: clock.now(),
    });
  }

  const service = {
    /** Whether marketing e-mails may go to the account now (an opt-in not withdrawn since). */
    async hasConsent(userId: number) {
      return (await latest(userId))?.action === 'given';
    },

    /** The answer, the words an opt-in would record in `language`, and every event, newest first. */
    async state(userId: number, language: Language): Promise<ConsentState> {
      const history = await db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.userId, userId), eq(consentEvents.kind, KIND)))
        .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id));
      return {
        marketing_emails: history[0]?.action === 'given',
        text: MARKETING_CONSENT_TEXT[language],
        text_version: MARKETING_CONSENT_VERSION,
        history: history.map((row) => ({
          action: row.action,
          text: row.text,
          text_version: row.textVersion,
          language: row.language,
          source: row.source,
          at: row.createdAt.toISOString(),
        })),
      };
    },

    /** Records an opt-in (the words shown in `language`) or a withdrawal; saying again what is already the answer adds no row. */
    async set(userId: number, given: boolean, language: Language, source: ConsentSource) {
      if ((await service.hasConsent(userId)) !== given) await record(userId, given, language, source);
    },

    /** The signed one-click link of a marketing e-mail to this account, in the e-mail's language. */
    unsubscribeUrl(userId: number, language: Language) {
      return `${deps.publicUrl}/unsubscribe/?token=${userId}.${signature(userId)}&lang=${language}`;
    },

    /** The account a link's token belongs to, or null for a forged or garbled one. */
    verify(token: string): number | null {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{24})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(signature(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },

    /** One click from an e-mail: withdraws the consent (recorded in the language of the last opt-in). */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = service.verify(token);
      if (userId === null) return false;
      const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      const current = await latest(userId);
      if (current?.action === 'given') await record(userId, false, current.language, 'unsubscribe_link');
      return true;
    },

    /**
     * Where a marketing e-mail to this account may go, with its unsubscribe link and headers; null without a
     * standing opt-in (or for a closed account). Every marketing e-mail is addressed through this.
     */
    async marketingRecipient(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || user.deletedAt || !user.isActive || !(await service.hasConsent(userId))) return null;
      const unsubscribeUrl = service.unsubscribeUrl(userId, user.language);
      return { to: user.email, language: user.language, unsubscribeUrl, headers: listUnsubscribeHeaders(unsubscribeUrl) };
    },
  };
  return service;
}

export type ConsentService = ReturnType<typeof createConsentService>;
