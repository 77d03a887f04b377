import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../shared/constants';
import { CODE_LIFETIME_MINUTES, SESSION_ERRORS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound, text, Unauthorized, ValidationFailed } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail';
import { codeEmail } from '../../lib/mailTemplates';
import { verifyPassword } from '../../lib/passwords';
import { resortToday } from '../../lib/resortDate';
import { zipStore, type ZipEntry } from '../../lib/zip';
import type { OtpService } from '../accounts/otp';
import { supportFilesDir } from '../support/attachments';
import { exportReadyEmail } from './privacyMails';
import type { PrivacyRepository } from './privacyRepository';

/** How long an export's link works. */
export const EXPORT_LIFETIME_DAYS = 7;
export const exportsDir = (dataDir: string) => path.join(dataDir, 'private', 'exports');
/** The API address of an export's ZIP (Bearer sign-in as its user). */
export const exportPath = (token: string) => `/user-info/export/${token}/`;
/** The e-mailed link: the profile page, which signs the guest in if needed and fetches exportPath with the session. */
export const exportLink = (publicUrl: string, token: string) => `${publicUrl}/profile?export=${encodeURIComponent(token)}`;

/** The guest's documents as files, from the bookings module (late-bound: it is registered after this one). */
export interface GuestFiles {
  /** The booking's e-ticket (PDF) as its owner downloads it; refused (throws) before it is paid. */
  ticketPdf(userId: number, bookingId: number): Promise<{ code: string; body: Buffer }>;
  /** A tax document's PDF, or null when there is none. */
  taxDocumentPdf(documentId: number): Promise<{ number: string; body: Buffer } | null>;
}

export interface PrivacyDeps {
  db: Database;
  repository: PrivacyRepository;
  clock: Clock;
  timeZone: string;
  dataDir: string;
  publicUrl: string;
  deliverMail(message: MailMessage): void;
  logError(error: unknown, exportId: number): void;
  files(): GuestFiles | undefined;
  /** E-mailed codes: an account without a password confirms its deletion with one. */
  otp: OtpService;
}

/**
 * Privacy rights (issue 26 §1): erase an account (the guest with their password, or staff on a written request,
 * audited) and prepare "download my data" exports in the background. Words are coded texts, written at the edge.
 */
export function createPrivacyService(deps: PrivacyDeps) {
  const { repository, clock } = deps;
  const running = new Set<Promise<void>>();

  async function removeFiles(names: { avatar: string | null; attachments: string[]; exports: string[] }) {
    const files = [
      ...(names.avatar?.startsWith('/uploads/') ? [path.join(deps.dataDir, names.avatar.replace(/^\/+/, ''))] : []),
      ...names.attachments.map((name) => path.join(supportFilesDir(deps.dataDir), path.basename(name))),
      ...names.exports.map((name) => path.join(exportsDir(deps.dataDir), path.basename(name))),
    ];
    await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
  }

  async function erase(user: UserRow, by: { actor: Actor; reason: string } | null) {
    const blockers = await repository.blockers(user.id, resortToday(clock, deps.timeZone));
    if (blockers.stayInProgress) throw new Conflict(text('privacy.stayInProgress'), { code: 'stay_in_progress' });
    if (blockers.pendingRefund) throw new Conflict(text('privacy.refundPending'), { code: 'refund_pending' });
    const files = await repository.filesOf(user.id, user.email);
    const now = clock.now();
    await deps.db.transaction(async (tx) => {
      await repository.erase(tx, user, now);
      // The trail keeps who asked and why, never the person's values.
      await recordAudit(tx, {
        actorId: by ? by.actor.id : user.id,
        area: 'users',
        action: 'erase',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { deleted_at: now, requested_by: by ? 'staff' : 'self', ...(by ? { reason: by.reason } : {}) },
        at: now,
      });
    });
    await removeFiles(files);
  }

  async function prepare(exportId: number) {
    const row = await repository.claimExport(exportId);
    if (!row) return;
    try {
      const data = await repository.everythingAbout(row.userId);
      if (!data) return;
      const now = clock.now();
      const { passwordHash: _secret, tokenVersion: _version, ...profile } = data.user;
      // The documents as the guest downloads them: each paid stay's e-ticket and every invoice and note as PDF.
      const files = deps.files();
      const tickets = new Map<number, { name: string; body: Buffer }>();
      const documentPdfs = new Map<number, { name: string; body: Buffer }>();
      for (const booking of data.bookings) {
        // A stay never paid has no e-ticket (refused with a 409); any other failure is logged and the export goes on.
        const ticket = await files?.ticketPdf(row.userId, booking.id).catch((error: unknown) => {
          if (!(error instanceof Conflict)) deps.logError(error, row.id);
          return null;
        });
        if (ticket) tickets.set(booking.id, { name: `tickets/${ticket.code}.pdf`, body: ticket.body });
      }
      for (const document of data.documents) {
        const pdf = await files?.taxDocumentPdf(document.id).catch((error: unknown) => {
          deps.logError(error, row.id);
          return null;
        });
        if (pdf) documentPdfs.set(document.id, { name: `documents/${pdf.number}.pdf`, body: pdf.body });
      }
      const json = {
        exported_at: now.toISOString(),
        profile,
        bookings: data.bookings.map((booking) => ({
          ...booking,
          tickets: data.tickets.filter((ticket) => ticket.bookingId === booking.id),
          payments: data.payments.filter((payment) => payment.bookingId === booking.id),
          check_in: data.checkIns.find((checkIn) => checkIn.bookingId === booking.id) ?? null,
          e_ticket: tickets.get(booking.id)?.name ?? null,
          tax_documents: data.documents
            .filter((document) => document.bookingId === booking.id)
            .map(({ xml: _xml, ...document }) => ({
              ...document,
              file: `documents/${document.number}.xml`,
              pdf: documentPdfs.get(document.id)?.name ?? null,
            })),
          emails: data.mails.filter((mail) => mail.bookingId === booking.id),
          conversation: data.conversations
            .filter((message) => message.bookingId === booking.id)
            .map((message) => ({
              from: message.fromGuest ? 'guest' : 'resort',
              content: message.body,
              attachment: message.attachment ? `conversations/${path.basename(message.attachment)}` : null,
              language: message.language,
              created_at: message.createdAt.toISOString(),
              read_at: message.readAt?.toISOString() ?? null,
            })),
        })),
        reviews: data.reviews,
        site_ratings: data.ratings,
        saved_items: data.saved.map((row) => ({
          kind: row.hutId !== null ? 'hut' : row.eventId !== null ? 'event' : 'service',
          id: row.hutId ?? row.eventId ?? row.serviceId,
          saved_at: row.createdAt.toISOString(),
        })),
        support_messages: data.messages.map((message) => ({
          ...message,
          attachment: message.attachment ? `support/${path.basename(message.attachment)}` : null,
          replies: data.replies.filter((reply) => reply.messageId === message.id),
        })),
        consents: data.consents.map((row) => ({
          kind: row.kind,
          action: row.action,
          text: row.text,
          text_version: row.textVersion,
          language: row.language,
          source: row.source,
          at: row.createdAt.toISOString(),
        })),
      };
      const entries: ZipEntry[] = [{ name: 'my-data.json', content: Buffer.from(JSON.stringify(json, null, 2)), modified: now }];
      for (const document of data.documents) {
        entries.push({ name: `documents/${document.number}.xml`, content: Buffer.from(document.xml), modified: document.issuedAt });
        const pdf = documentPdfs.get(document.id);
        if (pdf) entries.push({ name: pdf.name, content: pdf.body, modified: document.issuedAt });
      }
      for (const ticket of tickets.values()) entries.push({ name: ticket.name, content: ticket.body, modified: now });
      for (const message of data.messages) {
        if (!message.attachment) continue;
        const content = await readFile(path.join(supportFilesDir(deps.dataDir), path.basename(message.attachment))).catch(() => null);
        if (content) entries.push({ name: `support/${path.basename(message.attachment)}`, content, modified: message.createdAt });
      }
      for (const message of data.conversations) {
        if (!message.attachment) continue;
        const content = await readFile(path.join(supportFilesDir(deps.dataDir), path.basename(message.attachment))).catch(() => null);
        if (content) entries.push({ name: `conversations/${path.basename(message.attachment)}`, content, modified: message.createdAt });
      }
      if (profile.avatar?.startsWith('/uploads/')) {
        const content = await readFile(path.join(deps.dataDir, profile.avatar.replace(/^\/+/, ''))).catch(() => null);
        if (content) entries.push({ name: `avatar${path.extname(profile.avatar)}`, content, modified: now });
      }
      const file = `${row.token}.zip`;
      await mkdir(exportsDir(deps.dataDir), { recursive: true });
      await writeFile(path.join(exportsDir(deps.dataDir), file), zipStore(entries));
      await repository.markExportReady(row.id, file, now);
      const lang: Language = row.language;
      deps.deliverMail({
        to: data.user.email,
        ...exportReadyEmail(lang, data.user.fullName, exportLink(deps.publicUrl, row.token), row.expiresAt, deps.timeZone),
      });
    } catch (error) {
      await repository.markExportFailed(row.id);
      deps.logError(error, row.id);
    }
  }

  return {
    /**
     * The guest closes their own account, after typing their password again, or (an account without one: Google
     * sign-in) the code e-mailed by requestDeleteCode(). A wrong code counts a try; the 5th kills it.
     */
    async deleteOwn(userId: number, proof: { password?: string; code?: string }) {
      const user = await repository.findUser(userId);
      if (!user || user.deletedAt) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      if (user.passwordHash) {
        if (!proof.password) throw new ValidationFailed({ password: [text('validation.required')] });
        if (!(await verifyPassword(proof.password, user.passwordHash)))
          throw new ValidationFailed({ password: [text('privacy.passwordWrong')] });
      } else {
        if (!proof.code) throw new Conflict(text('privacy.noPassword'), { code: 'no_password' });
        const checked = await deps.otp.check(user.email, ['delete_account'], proof.code);
        if (!checked.ok)
          throw new ValidationFailed({
            code: [
              text(
                checked.reason === 'expired'
                  ? 'account.otpExpired'
                  : checked.reason === 'tooManyTries'
                    ? 'account.otpTooManyTries'
                    : 'account.otpInvalid',
              ),
            ],
          });
      }
      await erase(user, null);
    },

    /**
     * A deletion code for an account without a password, e-mailed to its own address (replacing any earlier one) in the
     * language the request states, else the account's. An account with a password confirms with it instead (409).
     */
    async requestDeleteCode(userId: number, request: { lang: Language; explicit: boolean }) {
      const user = await repository.findUser(userId);
      if (!user || user.deletedAt) throw new Unauthorized({ detail: SESSION_ERRORS.userNotFound });
      if (user.passwordHash) throw new Conflict(text('privacy.hasPassword'), { code: 'has_password' });
      const code = await deps.otp.issue(user.email, 'delete_account', user.id);
      deps.deliverMail({
        to: user.email,
        ...codeEmail(request.explicit ? request.lang : user.language, 'delete_account', code, user.fullName),
        devHint: `delete_account code ${code}`,
      });
      return { message: text('privacy.deleteCodeSent', { email: user.email, minutes: CODE_LIFETIME_MINUTES }), email: user.email };
    },

    /** Staff erase an account on the person's written request (its reason is kept in the audit trail). */
    async eraseByStaff(userId: number, reason: string, actor: Actor) {
      if (userId === actor.id) throw new Conflict(text('privacy.cannotEraseSelf'));
      if (!reason.trim()) throw new ValidationFailed({ reason: [text('validation.required')] });
      const user = await repository.findUser(userId);
      if (!user || user.deletedAt) throw new NotFound();
      await erase(user, { actor, reason: reason.trim() });
    },

    /** A new export, prepared in the background; the link goes out by e-mail when it is ready. */
    async requestExport(userId: number, language: Language) {
      const now = clock.now();
      const row = await repository.insertExport({
        userId,
        token: randomBytes(24).toString('base64url'),
        language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_DAYS * 86_400_000),
      });
      const job = prepare(row.id).finally(() => running.delete(job));
      running.add(job);
      return { status: 'pending' as const, expires_at: row.expiresAt.toISOString() };
    },

    /** Prepares what is still pending (after a restart), and waits for running ones (tests, shutdown). */
    async drain() {
      for (const row of await repository.pendingExports()) await prepare(row.id);
      await Promise.allSettled([...running]);
    },

    /** Waits for the exports being prepared now (shutdown). */
    async settle() {
      await Promise.allSettled([...running]);
    },

    /** The ZIP, for its own signed-in user only, until it expires; anyone else gets the 404 of a missing one. */
    async download(token: string, userId: number) {
      const row = await repository.findExport(token);
      if (!row || row.userId !== userId) throw new NotFound();
      if (row.expiresAt.getTime() <= clock.now().getTime()) throw new NotFound(text('privacy.exportExpired'));
      if (row.status !== 'ready' || !row.file) throw new Conflict(text('privacy.exportNotReady'), { code: 'not_ready' });
      const body = await readFile(path.join(exportsDir(deps.dataDir), path.basename(row.file))).catch(() => null);
      if (!body) throw new NotFound(text('privacy.exportExpired'));
      return { body, filename: `ken-resort-my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
