import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/constants';
import type {
  SupportInboxItem,
  SupportInboxQuery,
  SupportReplyBody,
  SupportStatusBody,
  SupportThread,
} from '../../../shared/schemas/dashboard/support';
import type { Database } from '../../db/client';
import { supportMessages, supportReplies, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mail';
import { paginate, windowOf } from '../../lib/pagination';
import { containing as like } from '../../db/sql';
import { attachmentUrl } from './attachments';
import { supportReplyEmail } from './replyMail';

const PAGE_SIZE = 25;

const receiverUser = alias(users, 'receiver');
const senderUser = alias(users, 'sender');

/** The columns of an inbox row; the receiver's name as the reader's language shows it. */
const columns = (lang: Language) => ({
  message: supportMessages,
  receiverId: receiverUser.id,
  receiverName:
    lang === 'ar'
      ? sql<string>`coalesce(nullif(${receiverUser.companyNameAr}, ''), nullif(${receiverUser.companyName}, ''), nullif(${receiverUser.fullNameAr}, ''), ${receiverUser.fullName})`
      : sql<string>`coalesce(nullif(${receiverUser.companyName}, ''), ${receiverUser.fullName})`,
  /** The sender's account language wins over the language the message was written in. */
  language: sql<Language>`coalesce(${senderUser.language}::text, ${supportMessages.language})`,
  replies: sql<number>`(SELECT count(*)::int FROM ${supportReplies} WHERE ${supportReplies.messageId} = ${supportMessages.id})`,
});

type InboxRow = {
  message: typeof supportMessages.$inferSelect;
  receiverId: number | null;
  receiverName: string | null;
  language: Language;
  replies: number;
};

const itemOf = (row: InboxRow): SupportInboxItem => ({
  id: row.message.id,
  full_name: row.message.fullName,
  email: row.message.email,
  content: row.message.content,
  attachment: row.message.attachment ? attachmentUrl(row.message.id) : null,
  receiver: row.receiverId === null ? null : { id: row.receiverId, name: row.receiverName ?? '' },
  status: row.message.status,
  language: row.language,
  replies: Number(row.replies),
  created_at: row.message.createdAt.toISOString(),
});

/**
 * Who may see a message, in SQL: staff every one, a supplier only those sent to them. A message outside
 * the reader's scope is the same 404 as one that does not exist.
 */
const scopeOf = (actor: Actor): SQL | undefined => (actor.role === 'admin' ? undefined : eq(supportMessages.operation, actor.id));

/** The back office's support inbox: staff read every message, a supplier the ones sent to them. */
export function createSupportInbox(db: Database, clock: Clock, deliverMail: (message: MailMessage) => void) {
  const base = (lang: Language, tx: Database = db) =>
    tx
      .select(columns(lang))
      .from(supportMessages)
      .leftJoin(receiverUser, eq(receiverUser.id, supportMessages.operation))
      .leftJoin(senderUser, eq(senderUser.id, supportMessages.userId));

  async function thread(id: number, actor: Actor, tx: Database = db): Promise<SupportThread> {
    const [row] = await base(actor.lang, tx).where(and(eq(supportMessages.id, id), scopeOf(actor)));
    if (!row) throw new NotFound();
    const replies = await tx
      .select({ reply: supportReplies, authorId: users.id, authorName: users.fullName, authorEmail: users.email })
      .from(supportReplies)
      .leftJoin(users, eq(users.id, supportReplies.authorId))
      .where(eq(supportReplies.messageId, id))
      .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    return {
      ...itemOf(row),
      thread: replies.map(({ reply, authorId, authorName, authorEmail }) => ({
        id: reply.id,
        body: reply.body,
        language: reply.language,
        created_at: reply.createdAt.toISOString(),
        author: authorId === null ? null : { id: authorId, full_name: authorName || authorEmail || '' },
      })),
    };
  }

  /** Locks the message for a write, within the reader's scope (404 otherwise). */
  async function lock(tx: Database, id: number, actor: Actor) {
    const [row] = await tx
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.id, id), scopeOf(actor)))
      .for('update');
    if (!row) throw new NotFound();
    return row;
  }

  return {
    async list(query: SupportInboxQuery, actor: Actor) {
      const page = query.page ?? 1;
      const parts: (SQL | undefined)[] = [scopeOf(actor)];
      if (query.status) parts.push(eq(supportMessages.status, query.status));
      if (actor.role === 'admin' && query.receiver) {
        parts.push(query.receiver === 'resort' ? isNull(supportMessages.operation) : eq(supportMessages.operation, Number(query.receiver)));
      }
      const q = query.q?.trim();
      if (q)
        parts.push(
          or(ilike(supportMessages.fullName, like(q)), ilike(supportMessages.email, like(q)), ilike(supportMessages.content, like(q))),
        );
      const where = and(...parts);
      const [{ total }] = await db.select({ total: count() }).from(supportMessages).where(where);
      const { limit, offset } = windowOf(page, PAGE_SIZE);
      const rows = await base(actor.lang)
        .where(where)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit)
        .offset(offset);
      return paginate(Number(total), page, PAGE_SIZE, rows.map(itemOf));
    },

    /** Open messages in the reader's scope, for the menu's badge. */
    async openCount(actor: Actor) {
      const [{ total }] = await db
        .select({ total: count() })
        .from(supportMessages)
        .where(and(scopeOf(actor), eq(supportMessages.status, 'open')));
      return { open: Number(total) };
    },

    thread: (id: number, actor: Actor) => thread(id, actor),

    /**
     * Keeps the reply in the thread, marks the message answered and e-mails the sender in their language,
     * once: the message row is locked and the client's key is unique per message, so the same reply sent
     * twice (a double click, a retried request) is stored once and mailed once.
     */
    async reply(id: number, body: SupportReplyBody, actor: Actor) {
      const text = body.body.trim();
      if (!text) throw new ValidationFailed({ body: [t(actor.lang, 'support.replyEmpty')] });
      const outcome = await db.transaction(async (tx) => {
        const message = await lock(tx, id, actor);
        const [existing] = await tx
          .select({ id: supportReplies.id })
          .from(supportReplies)
          .where(and(eq(supportReplies.messageId, id), eq(supportReplies.requestKey, body.request_key)));
        if (existing) return { mail: null, thread: await thread(id, actor, tx) };
        if (message.status === 'closed') throw new Conflict(t(actor.lang, 'support.closedNoReply'));
        const [current] = await base(actor.lang, tx).where(eq(supportMessages.id, id));
        const language = current.language;
        const [saved] = await tx
          .insert(supportReplies)
          .values({ messageId: id, authorId: actor.id, body: text, language, requestKey: body.request_key, createdAt: clock.now() })
          .returning();
        await tx.update(supportMessages).set({ status: 'answered', isReplied: true }).where(eq(supportMessages.id, id));
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'support',
          action: 'reply',
          entityType: 'support_message',
          entityId: id,
          before: { status: message.status },
          after: { status: 'answered', reply_id: saved.id, language },
          at: clock.now(),
        });
        // The receiver's name as the sender will read it (a supplier's, or the resort's brand).
        const [receiver] = message.operation === null ? [undefined] : await base(language, tx).where(eq(supportMessages.id, id));
        const mail: MailMessage = {
          to: message.email,
          ...supportReplyEmail(language, {
            fullName: message.fullName,
            reply: text,
            original: message.content,
            receiver: receiver?.receiverName ?? null,
          }),
        };
        return { mail, thread: await thread(id, actor, tx) };
      });
      // Only after the commit: a rolled-back reply is never mailed.
      if (outcome.mail) deliverMail(outcome.mail);
      return outcome.thread;
    },

    /** Close a message, or reopen it (back to open). Setting the status it already has changes nothing. */
    async setStatus(id: number, body: SupportStatusBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const message = await lock(tx, id, actor);
        if (message.status !== body.status && !(body.status === 'open' && message.status === 'answered')) {
          await tx.update(supportMessages).set({ status: body.status }).where(eq(supportMessages.id, id));
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'support',
            action: body.status === 'closed' ? 'close' : 'reopen',
            entityType: 'support_message',
            entityId: id,
            before: { status: message.status },
            after: { status: body.status },
            at: clock.now(),
          });
        }
        return thread(id, actor, tx);
      });
    },
  };
}
