import type {
  SupportInboxItem,
  SupportInboxQuery,
  SupportReplyBody,
  SupportStatusBody,
  SupportThread,
} from '../../../../shared/schemas/dashboard/support';
import type { Database } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { Conflict, NotFound, text, ValidationFailed } from '../../../lib/errors';
import type { MailMessage } from '../../../lib/mail';
import { paginate, windowOf } from '../../../lib/pagination';
import { attachmentUrl } from '../attachments';
import { supportReplyEmail } from '../replyMail';
import type { InboxRow, InboxScope, SupportRepository } from '../repository';

const PAGE_SIZE = 25;

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

/** Who may see a message: staff every one, a supplier only those sent to them. */
const scopeOf = (actor: Actor): InboxScope => (actor.role === 'admin' ? undefined : actor.id);

/** The back office's support inbox: staff read every message, a supplier the ones sent to them. */
export function createInboxStaffService(
  db: Database,
  repository: SupportRepository,
  clock: Clock,
  deliverMail: (message: MailMessage) => void,
) {
  async function thread(id: number, actor: Actor, tx: Database = db): Promise<SupportThread> {
    const row = await repository.inboxRow(id, actor.lang, scopeOf(actor), tx);
    if (!row) throw new NotFound();
    const replies = await repository.replies(id, tx);
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
    const row = await repository.lock(tx, id, scopeOf(actor));
    if (!row) throw new NotFound();
    return row;
  }

  return {
    async list(query: SupportInboxQuery, actor: Actor) {
      const page = query.page ?? 1;
      const receiver =
        actor.role === 'admin' && query.receiver ? (query.receiver === 'resort' ? 'resort' : Number(query.receiver)) : undefined;
      const { total, rows } = await repository.inboxPage(
        actor.lang,
        scopeOf(actor),
        { status: query.status, receiver, q: query.q?.trim() || undefined },
        windowOf(page, PAGE_SIZE),
      );
      return paginate(total, page, PAGE_SIZE, rows.map(itemOf));
    },

    /** Open messages in the reader's scope, for the menu's badge. */
    async openCount(actor: Actor) {
      return { open: await repository.openCount(scopeOf(actor)) };
    },

    thread: (id: number, actor: Actor) => thread(id, actor),

    /**
     * Keeps the reply in the thread, marks the message answered and e-mails the sender in their language,
     * once: the message row is locked and the client's key is unique per message, so the same reply sent
     * twice (a double click, a retried request) is stored once and mailed once.
     */
    async reply(id: number, body: SupportReplyBody, actor: Actor) {
      const written = body.body.trim();
      if (!written) throw new ValidationFailed({ body: [text('support.replyEmpty')] });
      const outcome = await db.transaction(async (tx) => {
        const message = await lock(tx, id, actor);
        const existing = await repository.replyByKey(tx, id, body.request_key);
        if (existing) return { mail: null, thread: await thread(id, actor, tx) };
        if (message.status === 'closed') throw new Conflict(text('support.closedNoReply'));
        const current = (await repository.inboxRow(id, actor.lang, undefined, tx))!;
        const language = current.language;
        const saved = await repository.insertReply(tx, {
          messageId: id,
          authorId: actor.id,
          body: written,
          language,
          requestKey: body.request_key,
          createdAt: clock.now(),
        });
        await repository.update(tx, id, { status: 'answered', isReplied: true });
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
        const receiver = message.operation === null ? undefined : await repository.inboxRow(id, language, undefined, tx);
        const mail: MailMessage = {
          to: message.email,
          ...supportReplyEmail(language, {
            fullName: message.fullName,
            reply: written,
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
          // closed_at: retention removes the conversation a configured time after it (migration 0048).
          await repository.update(tx, id, { status: body.status, closedAt: body.status === 'closed' ? clock.now() : null });
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
