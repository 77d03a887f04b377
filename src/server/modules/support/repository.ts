import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { supportMessages, supportReplies, users } from '../../db/schema';
import { containing, type Window } from '../../db/sql';

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

export type InboxRow = {
  message: typeof supportMessages.$inferSelect;
  receiverId: number | null;
  receiverName: string | null;
  language: Language;
  replies: number;
};

/**
 * Which messages a reader may see: every one (undefined, staff) or only those sent to supplier `receiverId`.
 * A message outside the reader's scope is the same 404 as one that does not exist.
 */
export type InboxScope = number | undefined;

const scopeOf = (receiverId: InboxScope): SQL | undefined =>
  receiverId === undefined ? undefined : eq(supportMessages.operation, receiverId);

export interface InboxFilter {
  status?: (typeof supportMessages.$inferSelect)['status'];
  /** The resort's own messages, or one supplier's (staff only). */
  receiver?: 'resort' | number;
  q?: string;
}

/** The one repository of support messages: the contact form's writes and the staff inbox's reads and writes. */
export function createSupportRepository(db: Database) {
  const base = (lang: Language, tx: Database = db) =>
    tx
      .select(columns(lang))
      .from(supportMessages)
      .leftJoin(receiverUser, eq(receiverUser.id, supportMessages.operation))
      .leftJoin(senderUser, eq(senderUser.id, supportMessages.userId));

  const inboxWhere = (scope: InboxScope, filter: InboxFilter) => {
    const parts: (SQL | undefined)[] = [scopeOf(scope)];
    if (filter.status) parts.push(eq(supportMessages.status, filter.status));
    if (filter.receiver !== undefined)
      parts.push(filter.receiver === 'resort' ? isNull(supportMessages.operation) : eq(supportMessages.operation, filter.receiver));
    if (filter.q) {
      const pattern = containing(filter.q);
      parts.push(
        or(ilike(supportMessages.fullName, pattern), ilike(supportMessages.email, pattern), ilike(supportMessages.content, pattern)),
      );
    }
    return and(...parts);
  };

  return {
    async approvedSupplier(id: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'supplier'), eq(users.supplierStatus, 'approved'), eq(users.isActive, true)));
      return row;
    },
    async activeAdmins() {
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    },
    async insert(values: typeof supportMessages.$inferInsert) {
      const [row] = await db.insert(supportMessages).values(values).returning();
      return row;
    },
    /** Who may read a message's attachment: its sender and the supplier it went to. */
    async attachmentOf(id: number) {
      const [row] = await db
        .select({
          id: supportMessages.id,
          attachment: supportMessages.attachment,
          userId: supportMessages.userId,
          operation: supportMessages.operation,
        })
        .from(supportMessages)
        .where(eq(supportMessages.id, id));
      return row;
    },

    /** One page of the inbox, newest first, and how many messages match. */
    async inboxPage(lang: Language, scope: InboxScope, filter: InboxFilter, { limit, offset }: Window) {
      const where = inboxWhere(scope, filter);
      const [{ total }] = await db.select({ total: count() }).from(supportMessages).where(where);
      const rows: InboxRow[] = await base(lang)
        .where(where)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total), rows };
    },

    /** Open messages in the reader's scope. */
    async openCount(scope: InboxScope) {
      const [{ total }] = await db
        .select({ total: count() })
        .from(supportMessages)
        .where(and(scopeOf(scope), eq(supportMessages.status, 'open')));
      return Number(total);
    },

    /** One inbox row within the reader's scope, its names in `lang`. */
    async inboxRow(id: number, lang: Language, scope: InboxScope, tx: Database = db): Promise<InboxRow | undefined> {
      const [row] = await base(lang, tx).where(and(eq(supportMessages.id, id), scopeOf(scope)));
      return row;
    },

    /** A message's replies, oldest first, with their authors. */
    replies(id: number, tx: Database = db) {
      return tx
        .select({ reply: supportReplies, authorId: users.id, authorName: users.fullName, authorEmail: users.email })
        .from(supportReplies)
        .leftJoin(users, eq(users.id, supportReplies.authorId))
        .where(eq(supportReplies.messageId, id))
        .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    },

    /** Locks the message for a write inside `tx`, within the reader's scope (undefined otherwise). */
    async lock(tx: Database, id: number, scope: InboxScope) {
      const [row] = await tx
        .select()
        .from(supportMessages)
        .where(and(eq(supportMessages.id, id), scopeOf(scope)))
        .for('update');
      return row;
    },

    /** The reply already stored under the client's key, if any. */
    async replyByKey(tx: Database, id: number, requestKey: string) {
      const [row] = await tx
        .select({ id: supportReplies.id })
        .from(supportReplies)
        .where(and(eq(supportReplies.messageId, id), eq(supportReplies.requestKey, requestKey)));
      return row;
    },

    async insertReply(tx: Database, values: typeof supportReplies.$inferInsert) {
      const [row] = await tx.insert(supportReplies).values(values).returning();
      return row;
    },

    async update(tx: Database, id: number, changes: Partial<typeof supportMessages.$inferInsert>) {
      await tx.update(supportMessages).set(changes).where(eq(supportMessages.id, id));
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
