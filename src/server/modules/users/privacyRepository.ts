import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingCheckIns,
  bookingMessages,
  bookingMails,
  bookings,
  bookingTickets,
  consentEvents,
  dataExports,
  otpCodes,
  passwordResetWindows,
  paymentTransactions,
  refreshTokens,
  reviews,
  savedItems,
  siteRatings,
  supportMessages,
  supportReplies,
  taxDocuments,
  users,
  type DataExportRow,
  type UserRow,
} from '../../db/schema';

/** The address an erased account keeps: unique, and never deliverable (RFC 6761 `.invalid`). */
export const erasedEmail = (userId: number) => `deleted-${userId}@invalid`;

/** Privacy rights' SQL (issue 26 §1): what stops an erasure, the erasure itself, and the exports' rows. */
export function createPrivacyRepository(db: Database) {
  return {
    async findUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * What makes erasure wait, on the resort's date `today`: a paid stay running (arrival day up to and including
     * the check-out day) or one the gate checked in that has not ended, and a refund not settled yet.
     */
    async blockers(userId: number, today: string) {
      const [row] = await db
        .select({
          stay: sql<boolean>`EXISTS (
            SELECT 1 FROM bookings b LEFT JOIN booking_check_ins c ON c.booking_id = b.id
            WHERE b.user_id = ${userId}::int AND upper(b.stay) >= ${today}::date
              AND ((b.status = 'paid' AND lower(b.stay) <= ${today}::date) OR c.booking_id IS NOT NULL))`,
          refund: sql<boolean>`EXISTS (
            SELECT 1 FROM refund_requests r JOIN bookings b ON b.id = r.booking_id
            WHERE b.user_id = ${userId}::int AND r.status IN ('pending', 'sending'))`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return { stayInProgress: Boolean(row?.stay), pendingRefund: Boolean(row?.refund) };
    },

    /** The stored file names an erasure removes: the avatar, support and conversation attachments, and prepared exports. */
    async filesOf(userId: number, email: string) {
      const [user] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
      const attachments = await db
        .select({ attachment: supportMessages.attachment })
        .from(supportMessages)
        .where(or(eq(supportMessages.userId, userId), sql`lower(${supportMessages.email}) = ${email.toLowerCase()}`));
      const exports = await db.select({ file: dataExports.file }).from(dataExports).where(eq(dataExports.userId, userId));
      // The files of the conversations about the person's bookings (both sides'): kept beside support's.
      const conversationFiles = await db
        .select({ attachment: bookingMessages.attachment })
        .from(bookingMessages)
        .where(inArray(bookingMessages.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId))));
      return {
        avatar: user?.avatar ?? null,
        attachments: [...attachments, ...conversationFiles].map((row) => row.attachment).filter((name): name is string => Boolean(name)),
        exports: exports.map((row) => row.file).filter((name): name is string => Boolean(name)),
      };
    },

    /**
     * Erase the person inside `tx`: the account row keeps its id (bookings, payments, tax documents and the audit
     * trail point at it) with every personal value replaced; sign-in secrets and codes go; support messages lose
     * their sender's name, address, words and file; e-mails logged on bookings lose their recipient. Reviews and
     * ratings stay, their author shown as a former guest (the name is empty). Deactivating bumps token_version.
     */
    async erase(tx: Database, user: UserRow, now: Date) {
      const placeholder = erasedEmail(user.id);
      await tx
        .update(users)
        .set({
          email: placeholder,
          passwordHash: null,
          fullName: '',
          fullNameAr: '',
          phone: '',
          gender: null,
          birthDate: null,
          address: '',
          idNum: '',
          avatar: null,
          companyName: '',
          companyNameAr: '',
          breif: '',
          isActive: false,
          isVerified: false,
          pendingEmail: null,
          supplierRejectionReason: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          deletedAt: now,
          updatedAt: now,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, user.id));
      await tx
        .update(supportMessages)
        .set({ fullName: '', email: placeholder, content: '', attachment: null, userId: user.id })
        .where(or(eq(supportMessages.userId, user.id), sql`lower(${supportMessages.email}) = ${user.email.toLowerCase()}`));
      await tx
        .update(bookingMails)
        .set({ recipient: placeholder })
        .where(inArray(bookingMails.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, user.id))));
      await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
      await tx.delete(passwordResetWindows).where(eq(passwordResetWindows.userId, user.id));
      await tx
        .delete(otpCodes)
        .where(
          or(
            eq(otpCodes.userId, user.id),
            sql`${otpCodes.email} IN (${user.email.toLowerCase()}, ${(user.pendingEmail ?? user.email).toLowerCase()})`,
          ),
        );
      await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
      await tx.delete(savedItems).where(eq(savedItems.userId, user.id));
      // Conversations about the person's bookings go whole: the guest's words and the answers written to them.
      await tx
        .delete(bookingMessages)
        .where(inArray(bookingMessages.bookingId, tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, user.id))));
    },

    /** Everything held about the person, as rows (the export's JSON). */
    async everythingAbout(userId: number) {
      const user = await this.findUser(userId);
      if (!user) return null;
      const ownBookings = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.id));
      const ids = ownBookings.map((row) => row.id);
      const none = ids.length === 0;
      const tickets = none ? [] : await db.select().from(bookingTickets).where(inArray(bookingTickets.bookingId, ids));
      const payments = none
        ? []
        : await db
            .select({
              id: paymentTransactions.id,
              bookingId: paymentTransactions.bookingId,
              amount: paymentTransactions.amount,
              currency: paymentTransactions.currency,
              status: paymentTransactions.status,
              kind: paymentTransactions.kind,
              brand: paymentTransactions.brand,
              last4: paymentTransactions.last4,
              createdAt: paymentTransactions.createdAt,
            })
            .from(paymentTransactions)
            .where(inArray(paymentTransactions.bookingId, ids));
      const checkIns = none ? [] : await db.select().from(bookingCheckIns).where(inArray(bookingCheckIns.bookingId, ids));
      const documents = none
        ? []
        : await db
            .select({
              id: taxDocuments.id,
              number: taxDocuments.number,
              type: taxDocuments.type,
              bookingId: taxDocuments.bookingId,
              issuedAt: taxDocuments.issuedAt,
              total: taxDocuments.total,
              vat: taxDocuments.vat,
              xml: taxDocuments.xml,
            })
            .from(taxDocuments)
            .where(inArray(taxDocuments.bookingId, ids))
            .orderBy(asc(taxDocuments.id));
      const mails = none ? [] : await db.select().from(bookingMails).where(inArray(bookingMails.bookingId, ids));
      // The conversation about each booking, both sides; staff are named by side only (their names are theirs).
      const conversations = none
        ? []
        : await db
            .select({
              id: bookingMessages.id,
              bookingId: bookingMessages.bookingId,
              fromGuest: bookingMessages.fromGuest,
              body: bookingMessages.body,
              attachment: bookingMessages.attachment,
              language: bookingMessages.language,
              createdAt: bookingMessages.createdAt,
              readAt: bookingMessages.readAt,
            })
            .from(bookingMessages)
            .where(inArray(bookingMessages.bookingId, ids))
            .orderBy(asc(bookingMessages.id));
      const ownReviews = await db.select().from(reviews).where(eq(reviews.userId, userId));
      const ratings = await db.select().from(siteRatings).where(eq(siteRatings.userId, userId));
      const saved = await db.select().from(savedItems).where(eq(savedItems.userId, userId)).orderBy(asc(savedItems.id));
      const messages = await db
        .select()
        .from(supportMessages)
        .where(or(eq(supportMessages.userId, userId), sql`lower(${supportMessages.email}) = ${user.email.toLowerCase()}`))
        .orderBy(asc(supportMessages.id));
      const replies = messages.length
        ? await db
            .select({
              messageId: supportReplies.messageId,
              body: supportReplies.body,
              language: supportReplies.language,
              createdAt: supportReplies.createdAt,
            })
            .from(supportReplies)
            .where(
              inArray(
                supportReplies.messageId,
                messages.map((row) => row.id),
              ),
            )
        : [];
      const consents = await db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.userId, userId))
        .orderBy(asc(consentEvents.createdAt), asc(consentEvents.id));
      return {
        user,
        consents,
        bookings: ownBookings,
        tickets,
        payments,
        checkIns,
        documents,
        mails,
        reviews: ownReviews,
        ratings,
        saved,
        messages,
        replies,
        conversations,
      };
    },

    async insertExport(values: { userId: number; token: string; language: 'en' | 'ar'; createdAt: Date; expiresAt: Date }) {
      const [row] = await db.insert(dataExports).values(values).returning();
      return row;
    },

    /** Claims a pending export (one worker prepares it). */
    async claimExport(id: number): Promise<DataExportRow | undefined> {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'preparing' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
        .returning();
      return row;
    },

    async pendingExports(): Promise<DataExportRow[]> {
      return db.select().from(dataExports).where(eq(dataExports.status, 'pending')).orderBy(asc(dataExports.id));
    },

    async markExportFailed(id: number) {
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    },

    async markExportReady(id: number, file: string, now: Date) {
      await db.update(dataExports).set({ status: 'ready', file, readyAt: now }).where(eq(dataExports.id, id));
    },

    async findExport(token: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.token, token));
      return row;
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
