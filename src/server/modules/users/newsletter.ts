import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { NewsletterBody } from '../../../shared/schemas/privacy';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { MailMessage } from '../../lib/mail';
import type { ConsentService } from '../accounts/consent';
import { newsEmail } from './privacyMails';

/**
 * News and offers by e-mail (issue 26 §1): the resort's staff write one in both languages; it goes only to accounts
 * whose newest consent event is an opt-in (each re-checked through ConsentService.marketingRecipient), each in its
 * account's language, with the one-click unsubscribe link and the RFC 8058 headers. Audited with the count, not the list.
 */
export function createNewsletter(deps: { db: Database; clock: Clock; consent: ConsentService; deliverMail(message: MailMessage): void }) {
  return {
    async send(body: NewsletterBody, actor: Actor) {
      // Accounts whose newest marketing consent event is an opt-in.
      const candidates = await rows<{ user_id: number; full_name: string }>(
        deps.db,
        sql`SELECT latest.user_id, u.full_name
            FROM (SELECT DISTINCT ON (c.user_id) c.user_id, c.action
                  FROM consent_events c WHERE c.kind = 'marketing_emails'
                  ORDER BY c.user_id, c.created_at DESC, c.id DESC) latest
            JOIN users u ON u.id = latest.user_id
            WHERE latest.action = 'given'
            ORDER BY latest.user_id`,
      );
      let sent = 0;
      for (const candidate of candidates) {
        const recipient = await deps.consent.marketingRecipient(candidate.user_id);
        if (!recipient) continue;
        const lang: Language = recipient.language;
        const subject = lang === 'ar' ? body.subject_ar : body.subject;
        const words = lang === 'ar' ? body.body_ar : body.body;
        deps.deliverMail({
          to: recipient.to,
          ...newsEmail(lang, candidate.full_name, subject, words, recipient.unsubscribeUrl),
          headers: recipient.headers,
        });
        sent += 1;
      }
      await recordAudit(deps.db, {
        actorId: actor.id,
        area: 'users',
        action: 'newsletter',
        entityType: 'newsletter',
        entityId: null,
        before: null,
        after: { subject: body.subject, subject_ar: body.subject_ar, sent },
        at: deps.clock.now(),
      });
      return { sent };
    },
  };
}
