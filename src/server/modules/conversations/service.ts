import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../shared/constants';
import type { BookingMessage, BookingThread, ThreadSummary } from '../../../shared/schemas/bookingMessages';
import { localizedPath } from '../../../shared/pagePaths';
import type { Clock } from '../../lib/clock';
import { NotFound, text, ValidationFailed } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail';
import { paginate, windowOf } from '../../lib/pagination';
import { extensionOf, kindOfStoredName, mimeOf, storePrivateFile, type FileKind } from '../../lib/uploads';
import type { AuthUser } from '../../plugins/auth';
import { conversationEmail } from './mails';
import type { ConversationRepository, MessageRow, ThreadBooking } from './repository';

/** Where the caller reads the thread: My bookings (its guest only) or the back office (staff, and suppliers reading). */
export type Area = 'guest' | 'dashboard';

interface Access {
  booking: ThreadBooking;
  side: 'guest' | 'staff' | 'supplier';
}

export interface ConversationDeps {
  repository: ConversationRepository;
  clock: Clock;
  filesDir: string;
  publicUrl: string;
  supportEmail: string | null;
  deliverMail(message: MailMessage): void;
}

const basePath = (area: Area, bookingId: number) =>
  area === 'guest' ? `/api/products/bookings/${bookingId}/messages/` : `/api/dashboard/bookings/${bookingId}/messages/`;

/**
 * A booking's conversation. Who may read it is decided once (access): in My bookings only the booking's guest, in the
 * back office staff and a supplier with a ticket on it (reading only). Anyone else gets the same 404 as for a booking
 * that does not exist, so bookings cannot be probed.
 */
export function createConversationService(deps: ConversationDeps) {
  const { repository, clock } = deps;

  async function access(reader: AuthUser, bookingId: number, area: Area): Promise<Access> {
    const booking = await repository.booking(bookingId);
    if (!booking) throw new NotFound();
    if (area === 'guest') {
      if (booking.userId !== reader.id) throw new NotFound();
      return { booking, side: 'guest' };
    }
    if (reader.role === 'admin') return { booking, side: 'staff' };
    if (reader.role === 'supplier' && (await repository.supplierReads(bookingId, reader.id))) return { booking, side: 'supplier' };
    throw new NotFound();
  }

  const toMessage = (area: Area, bookingId: number, row: MessageRow): BookingMessage => ({
    id: row.id,
    from: row.fromGuest ? 'guest' : 'resort',
    author: row.author,
    content: row.body,
    attachment: row.attachment ? `${basePath(area, bookingId)}${row.id}/attachment/` : null,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  });

  async function thread(reader: AuthUser, bookingId: number, area: Area): Promise<BookingThread> {
    const { booking, side } = await access(reader, bookingId, area);
    const rows = await repository.messages(bookingId);
    const othersFromGuest = side !== 'guest';
    return {
      booking: {
        id: booking.id,
        code: booking.code,
        hut: booking.hut,
        hut_ar: booking.hutAr,
        guest: booking.guest,
        date_from: booking.dateFrom,
        date_to: booking.dateTo,
      },
      can_write: side !== 'supplier',
      unread: rows.filter((row) => row.fromGuest === othersFromGuest && row.readAt === null).length,
      messages: rows.map((row) => toMessage(area, bookingId, row)),
    };
  }

  function notify(booking: ThreadBooking, fromGuest: boolean, lang: Language, content: string, hasAttachment: boolean) {
    const common = { guest: booking.guest, code: booking.code, content, hasAttachment };
    if (!fromGuest) {
      const language = booking.guestLanguage;
      deps.deliverMail({
        to: booking.guestEmail,
        ...conversationEmail(language, {
          ...common,
          to: 'guest',
          name: booking.guest,
          hut: language === 'ar' ? booking.hutAr || booking.hut : booking.hut || booking.hutAr,
          link: `${deps.publicUrl}${localizedPath('/my-booking', language)}?messages=${booking.id}`,
        }),
      });
      return;
    }
    const link = (language: Language) => `${deps.publicUrl}${localizedPath(`/dashboard/bookings/${booking.id}`, language)}`;
    const send = (email: string, language: Language) =>
      deps.deliverMail({
        to: email,
        ...conversationEmail(language, {
          ...common,
          to: 'staff',
          name: '',
          hut: language === 'ar' ? booking.hutAr || booking.hut : booking.hut || booking.hutAr,
          link: link(language),
        }),
      });
    if (deps.supportEmail) send(deps.supportEmail, lang);
    else void repository.activeAdmins().then((admins) => admins.forEach((admin) => send(admin.email, admin.language)));
  }

  return {
    access,
    thread,

    async write(
      reader: AuthUser,
      bookingId: number,
      area: Area,
      input: { content: string; file?: { kind: FileKind; buffer: Buffer }; lang: Language },
    ): Promise<BookingMessage> {
      const { booking, side } = await access(reader, bookingId, area);
      // A supplier reads the thread; the route's roles already keep them from writing, this says why if one tries.
      if (side === 'supplier') throw new NotFound();
      const content = input.content.trim();
      if (!content && !input.file) throw new ValidationFailed({ content: [text('conversation.empty')] });
      const stored = input.file ? await storePrivateFile(input.file.buffer, input.file.kind, deps.filesDir) : null;
      const fromGuest = side === 'guest';
      const row = await repository.insert({
        bookingId,
        authorId: reader.id,
        fromGuest,
        body: content,
        attachment: stored,
        language: input.lang,
        createdAt: clock.now(),
      });
      // Writing answers what came before it: the writer's side has read the other side's messages.
      await repository.markRead(bookingId, !fromGuest, clock.now());
      notify(booking, fromGuest, input.lang, content, Boolean(stored));
      const [written] = (await repository.messages(bookingId)).filter((message) => message.id === row.id);
      return toMessage(area, bookingId, written);
    },

    /** The caller's side has read the other side's messages (a supplier's reading marks nothing). */
    async markRead(reader: AuthUser, bookingId: number, area: Area): Promise<BookingThread> {
      const { side } = await access(reader, bookingId, area);
      if (side !== 'supplier') await repository.markRead(bookingId, side === 'staff', clock.now());
      return thread(reader, bookingId, area);
    },

    async attachment(reader: AuthUser, bookingId: number, messageId: number, area: Area) {
      await access(reader, bookingId, area);
      const message = await repository.attachment(bookingId, messageId);
      if (!message?.attachment) throw new NotFound();
      const name = path.basename(message.attachment);
      const kind = kindOfStoredName(name);
      if (!kind) throw new NotFound();
      const body = await readFile(path.join(deps.filesDir, name)).catch(() => null);
      if (!body) throw new NotFound();
      return { body, contentType: mimeOf(kind), filename: `ken-message-${message.id}.${extensionOf(kind)}` };
    },

    async unreadForGuest(reader: AuthUser) {
      const rows = await repository.unreadForGuest(reader.id);
      return { results: rows.map((row) => ({ booking_id: row.bookingId, unread: row.unread })) };
    },

    async threads(reader: AuthUser, query: { page?: number; page_size?: number; unread?: boolean }) {
      const page = query.page ?? 1;
      const size = query.page_size ?? 25;
      const { limit, offset } = windowOf(page, size);
      const { count, rows } = await repository.threads({
        supplierId: reader.role === 'supplier' ? reader.id : undefined,
        unreadOnly: query.unread === true,
        limit,
        offset,
      });
      const results: ThreadSummary[] = rows.map((row) => ({
        booking_id: row.bookingId,
        code: row.code,
        guest: row.guest,
        hut: row.hut,
        hut_ar: row.hutAr,
        last_message: row.lastMessage,
        last_from: row.lastFromGuest ? 'guest' : 'resort',
        last_at: new Date(row.lastAt).toISOString(),
        unread: row.unread,
      }));
      return paginate(count, page, size, results);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
