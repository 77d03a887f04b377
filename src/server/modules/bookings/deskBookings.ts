import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { amountsOf, toCents, toMoney, vatPart } from '../../../shared/money';
import { PHONE_PATTERN } from '../../../shared/schemas/account';
import type { BookingBody } from '../../../shared/schemas/booking';
import type {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskOffers,
  DeskOptions,
  DeskQuote,
  DeskQuoteBody,
  DeskRecordPaymentBody,
  DeskSettings,
} from '../../../shared/schemas/dashboard/deskBookings';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Conflict, NotFound, text, ValidationFailed } from '../../lib/errors';
import { pgCode } from '../../lib/pgErrors';
import { Stale } from '../../lib/versioned';
import { completeWithin, finishCompletion, type Completion } from './completion';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import {
  activePlanIds,
  deskBookingOf,
  deskHuts,
  discountAndHold,
  emailTaken,
  findGuest,
  forgetUnusedGuest,
  hasRealEmail,
  insertDeskBooking,
  insertDeskCharge,
  insertDeskGuest,
  insertDeskPayment,
  NO_EMAIL_DOMAIN,
  readDeskSettings,
  searchGuests,
  writeDeskSettings,
  type DeskSettingsRow,
} from './deskRepository';
import { paymentLinkMail } from './deskMail';
import { paymentLinkToken, paymentLinkUrl } from './paymentLink';
import { quoteBooking } from './quote';
import type { BookingService } from './service';
import { closeCheckout, offersDuring, openCheckout } from './store';
import { discardBooking } from './writes';
import { findBooking, ticketsOf, unpaidCents } from './view';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The stay part of a desk body: exactly what an online booking sends. */
const stayOf = (body: DeskQuoteBody): BookingBody => ({
  hut: body.hut,
  persons_max_num: body.persons_max_num,
  kids_max_num: body.kids_max_num,
  date: body.date,
  events: body.events,
  services: body.services,
  special_items: body.special_items,
  promocode: body.promocode,
  // The plan chosen at the desk (issue 24 §2); none: the standard flexible plan. The quote refuses one not offered.
  rate_plan: body.rate_plan ?? null,
});

/** A manual discount in halalas: `percent` of what is left after the promo code, within the desk's limit. */
function manualDiscountOf(totalCents: number, discount: DeskQuoteBody['discount'], maxPercent: number) {
  if (!discount) return 0;
  if (discount.percent > maxPercent) throw new ValidationFailed({ discount: [text('deskBooking.discountOverLimit', { max: maxPercent })] });
  if (!discount.reason.trim()) throw new ValidationFailed({ discount: [text('deskBooking.discountReason')] });
  return Math.round((totalCents * discount.percent) / 100);
}

const asSettings = (row: DeskSettingsRow): DeskSettings => ({
  ...row,
  max_discount_percent: Number(row.max_discount_percent),
  manager_max_discount_percent: Number(row.manager_max_discount_percent),
});

/** The largest manual discount this staff member may give: a manager's limit, or the front desk's. */
const discountLimit = (settings: DeskSettingsRow, actor: Pick<Actor, 'staffRole'>) =>
  Number(actor.staffRole === 'manager' ? settings.manager_max_discount_percent : settings.max_discount_percent);

/** Bookings made by staff at the desk (issue 23 §2): the same quote, hold and payment completion as online. */
export function createDeskBookingService(deps: BookingDeps, bookings: BookingService) {
  const { db } = deps;
  const guestView = (row: { id: number; full_name: string; email: string; phone: string }) => ({
    id: row.id,
    full_name: row.full_name,
    email: hasRealEmail(row.email) ? row.email : null,
    phone: row.phone,
  });

  async function quote(actor: Pick<Actor, 'staffRole'>, body: DeskQuoteBody, withPlans = true): Promise<DeskQuote> {
    const settings = await readDeskSettings(db);
    const limit = discountLimit(settings, actor);
    const context = { today: todayOf(deps), now: deps.clock.now(), vatRate: deps.config.vatRate };
    const priced = await quoteBooking(db, stayOf(body), context);
    const manual = manualDiscountOf(priced.amounts.total, body.discount, limit);
    const total = priced.amounts.total - manual;
    // The same stay on each plan the hut offers, by the same quote, so staff compare before choosing (issue 24 §2).
    const chosen = priced.ratePlan?.id ?? null;
    const plans = withPlans
      ? await Promise.all(
          [null, ...(await activePlanIds(db, body.hut))].map(async (id) => {
            if (id === chosen) return { id, total: toMoney(total) };
            const other = await quoteBooking(db, { ...stayOf(body), rate_plan: id }, context);
            return { id, total: toMoney(other.amounts.total - manualDiscountOf(other.amounts.total, body.discount, limit)) };
          }),
        )
      : [];
    return {
      nights: priced.nights,
      nights_available: priced.nightsAvailable,
      subtotal: toMoney(priced.amounts.subtotal),
      promo_discount: toMoney(priced.amounts.discount),
      manual_discount: toMoney(manual),
      vat: toMoney(vatPart(total, deps.config.vatRate)),
      total: toMoney(total),
      max_discount_percent: limit,
      rate_plan: priced.ratePlan,
      plan_discount: toMoney(priced.stay.plan_discount),
      plan_addon: toMoney(priced.stay.plan_addon),
      plans,
      lines: priced.lines.map((line) => ({
        kind: line.kind,
        title: line.title,
        date: line.date,
        quantity: line.quantity,
        total: toMoney(line.unitPrice * line.quantity),
      })),
    };
  }

  /** The guest to book for: an existing one, or a profile made now (an e-mail already in use must be chosen instead). */
  async function guestFor(body: DeskBookingBody, actor: Actor) {
    if (body.guest_id !== undefined) {
      const found = await findGuest(db, body.guest_id);
      if (!found) throw new ValidationFailed({ guest_id: [text('deskBooking.guestUnknown')] });
      return { row: found, created: false };
    }
    const fresh = body.new_guest;
    if (!fresh) throw new ValidationFailed({ guest_id: [text('deskBooking.guestRequired')] });
    const errors: Record<string, ReturnType<typeof text>[]> = {};
    const phone = fresh.phone.replace(/[\s-]/g, '');
    const email = fresh.email?.trim().toLowerCase() || null;
    if (!fresh.full_name.trim()) errors['new_guest.full_name'] = [text('validation.required')];
    if (!PHONE_PATTERN.test(phone)) errors['new_guest.phone'] = [text('account.invalidPhone')];
    if (email !== null && !EMAIL_PATTERN.test(email)) errors['new_guest.email'] = [text('deskBooking.emailInvalid')];
    else if (email !== null && (await emailTaken(db, email))) errors['new_guest.email'] = [text('deskBooking.emailTaken')];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    try {
      const row = await insertDeskGuest(db, {
        fullName: fresh.full_name.trim(),
        phone,
        email: email ?? `guest-${randomUUID()}@${NO_EMAIL_DOMAIN}`,
        language: fresh.language ?? actor.lang,
      });
      return { row, created: true };
    } catch (error) {
      if (pgCode(error) === '23505') throw new ValidationFailed({ 'new_guest.email': [text('deskBooking.emailTaken')] });
      throw error;
    }
  }

  /** The end of a stay's hold: a link's hours from now, or the arrival day's deadline (resort time). */
  async function holdEnd(
    method: DeskBookingBody['payment']['method'],
    from: string,
    settings: { arrival_deadline_hours: number; link_hold_hours: number },
  ) {
    const now = deps.clock.now();
    if (method === 'link') return new Date(now.getTime() + settings.link_hold_hours * 3_600_000);
    if (method !== 'arrival') return holdUntil(deps);
    const [{ at }] = await rows<{ at: string }>(
      db,
      sql`SELECT ((${from}::date::timestamp + make_interval(hours => ${settings.arrival_deadline_hours}::int)) AT TIME ZONE ${deps.config.timeZone})::text AS at`,
    );
    const deadline = new Date(at);
    if (deadline <= now) throw new ValidationFailed({ payment: [text('deskBooking.arrivalDeadlinePassed')] });
    return deadline;
  }

  /**
   * Takes money at the desk for a held booking, in the caller's transaction: a charge of provider "desk" completed by
   * the one completion step (the booking paid, its tax invoice issued, the ledger's charge), and who took it.
   */
  async function takeAtDesk(tx: Database, bookingId: number, payment: DeskRecordPaymentBody, actor: Actor): Promise<Completion> {
    const record = await findBooking(tx, bookingId, viewContext(deps), true);
    if (!record) throw new NotFound();
    // A paid booking can still owe what a staff change to a dearer stay added (and services not yet paid): the balance,
    // taken as the guest's own balance checkout takes it (kind "extra"), billed by the completion step as the change.
    const balance = record.status === 'paid' ? unpaidCents(record, (await ticketsOf(tx, [bookingId])).get(bookingId) ?? []) : 0;
    if ((record.status === 'paid' && balance === 0) || record.status === 'completed') throw new Conflict(text('booking.alreadyPaid'));
    if (record.status !== 'confirmed' && balance === 0) throw new Conflict(text('booking.notPayable'));
    const kind = balance > 0 ? ('extra' as const) : ('booking' as const);
    const owed = toMoney(balance > 0 ? balance : toCents(record.total) - toCents(record.paid));
    if (kind === 'extra') {
      // The guest's own balance checkout, if one is open, is closed: paid anyway, the completion step refunds it (not owed).
      const open = await openCheckout(tx, bookingId, 'extra');
      if (open) await closeCheckout(tx, open.id, 'superseded', deps.clock.now());
    }
    const checkoutId = `desk-${randomUUID()}`;
    const transactionId = await tx
      .transaction((inner) => insertDeskCharge(inner, { bookingId, checkoutId, amount: owed, method: payment.method, kind }))
      .catch((error: unknown) => {
        if (pgCode(error) === '23505') throw new Conflict(text('deskBooking.paymentUnderWay'));
        throw error;
      });
    const done = await completeWithin(tx, deps, {
      checkoutId,
      state: 'success',
      paymentId: checkoutId,
      resultCode: `desk.${payment.method}`,
      amount: owed,
      currency: 'SAR',
      brand: payment.method.toUpperCase(),
      last4: null,
      description: `Taken at the desk (${payment.method})`,
      raw: { method: payment.method, reference: payment.reference ?? '', by: actor.id },
    });
    if (done.outcome !== 'paid') throw new Conflict(text('booking.notPayable'));
    await insertDeskPayment(tx, {
      transactionId,
      bookingId,
      method: payment.method,
      reference: payment.reference?.trim() ?? '',
      recordedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      area: 'bookings',
      action: 'desk_payment',
      entityType: 'booking',
      entityId: bookingId,
      before: { status: record.status, paid: record.paid },
      after: {
        status: 'paid',
        amount: owed,
        method: payment.method,
        reference: payment.reference ?? '',
        for: kind === 'extra' ? 'balance' : 'stay',
      },
      at: deps.clock.now(),
    });
    return done;
  }

  return {
    quote,

    async options(actor: Pick<Actor, 'staffRole'>): Promise<DeskOptions> {
      const [huts, settings] = await Promise.all([deskHuts(db), readDeskSettings(db)]);
      return { huts, max_discount_percent: discountLimit(settings, actor) };
    },

    /** Sessions of events and services inside the stay (from today on) with seats left, as the guest's own list has them. */
    async offers(from: string, to: string): Promise<DeskOffers> {
      const today = todayOf(deps);
      const start = from > today ? from : today;
      const withSeats = async (kind: 'event' | 'service') =>
        (await offersDuring(db, kind, start, to, deps.clock.now()))
          .map((offer) => ({
            id: offer.id,
            title: offer.title,
            title_ar: offer.title_ar,
            dates: (offer.dates as DeskOffers['events'][number]['dates']).filter((date) => date.seats_left > 0),
          }))
          .filter((offer) => offer.dates.length > 0);
      const [events, services] = await Promise.all([withSeats('event'), withSeats('service')]);
      return { events, services };
    },

    searchGuests: async (search: string) => (await searchGuests(db, search)).map(guestView),

    /** Creates, holds, discounts and (cash, terminal) pays a desk booking; a refusal after the hold lets the nights go. */
    async create(actor: Actor, body: DeskBookingBody): Promise<DeskBookingAnswer> {
      const settings = await readDeskSettings(db);
      const stay = stayOf(body);
      // Refused before anything is written: the limit, the reason, the arrival deadline, the stay itself.
      const preview = await quote(actor, body, false);
      if (!preview.nights_available) throw new Conflict(text('booking.nightsTaken'));
      const holdExpiresAt = await holdEnd(body.payment.method, body.date.date_from, settings);
      const { row: guest, created } = await guestFor(body, actor);
      // A profile made for this booking goes again if the booking is refused (nights taken meanwhile, seats gone).
      const undoGuest = async (error: unknown): Promise<never> => {
        if (created) await forgetUnusedGuest(db, guest.id);
        throw error;
      };
      const draft = await bookings.create(guest.id, stay).catch(undoGuest);
      const held = await bookings.update(guest.id, draft.id, { ...stay, status: 'confirmed' }).catch(async (error: unknown) => {
        await discardBooking(db, { id: draft.id, userId: guest.id });
        return undoGuest(error);
      });
      let completion: Completion | null = null;
      try {
        completion = await db.transaction(async (tx) => {
          const record = (await findBooking(tx, held.id, viewContext(deps), true))!;
          const manual = manualDiscountOf(toCents(record.total), body.discount, discountLimit(settings, actor));
          const total = toCents(record.total) - manual;
          const discount = toCents(record.discount) + manual;
          await discountAndHold(tx, held.id, {
            discount: toMoney(discount),
            total: toMoney(total),
            vat: toMoney(amountsOf(total, 0, deps.config.vatRate).vat),
            holdExpiresAt,
          });
          await insertDeskBooking(tx, {
            bookingId: held.id,
            method: body.payment.method,
            createdBy: actor.id,
            manualDiscount: toMoney(manual),
            percent: body.discount?.percent ?? 0,
            reason: body.discount?.reason.trim() || null,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'bookings',
            action: 'desk_create',
            entityType: 'booking',
            entityId: held.id,
            before: null,
            after: {
              code: record.code,
              guest_id: guest.id,
              new_guest: created,
              payment_method: body.payment.method,
              rate_plan: body.rate_plan ?? null,
              total: toMoney(total),
              hold_expires_at: holdExpiresAt.toISOString(),
            },
            at: deps.clock.now(),
          });
          if (manual > 0) {
            await recordAudit(tx, {
              actorId: actor.id,
              area: 'bookings',
              action: 'manual_discount',
              entityType: 'booking',
              entityId: held.id,
              before: { total: record.total, discount: record.discount },
              after: {
                total: toMoney(total),
                discount: toMoney(discount),
                percent: body.discount!.percent,
                reason: body.discount!.reason.trim(),
              },
              at: deps.clock.now(),
            });
          }
          if (body.payment.method === 'cash' || body.payment.method === 'terminal')
            return takeAtDesk(tx, held.id, { method: body.payment.method, reference: body.payment.reference }, actor);
          return null;
        });
      } catch (error) {
        await discardBooking(db, { id: held.id, userId: guest.id });
        return undoGuest(error);
      }
      if (completion) await finishCompletion(deps, completion);
      const booking = await bookings.view((await findBooking(db, held.id, viewContext(deps)))!);
      let url: string | null = null;
      let emailed = false;
      if (body.payment.method === 'link') {
        url = paymentLinkUrl(deps.config.publicUrl, paymentLinkToken(deps.config.jwtSecret, held.id, holdExpiresAt));
        if (hasRealEmail(guest.email)) {
          const record = (await findBooking(db, held.id, viewContext(deps)))!;
          deps.deliverMail(
            paymentLinkMail({
              to: guest.email,
              lang: record.user_language,
              code: record.code,
              total: booking.total_price,
              expiresAt: holdExpiresAt,
              timeZone: deps.config.timeZone,
              url,
            }),
          );
          emailed = true;
        }
      }
      return {
        booking,
        payment_method: body.payment.method,
        payment_url: url,
        hold_expires_at: booking.status === 'confirmed' ? holdExpiresAt.toISOString() : null,
        link_emailed: emailed,
      };
    },

    /**
     * Money taken at the desk for a desk booking still held (pay at arrival, or a link the guest did not use), or for the
     * balance any paid booking owes (a staff change to a dearer stay, services not yet paid).
     */
    async recordPayment(actor: Actor, bookingId: number, payment: DeskRecordPaymentBody) {
      const found = await findBooking(db, bookingId, viewContext(deps));
      if (!found || (found.status !== 'paid' && !(await deskBookingOf(db, bookingId)))) throw new NotFound();
      const done = await db.transaction((tx) => takeAtDesk(tx, bookingId, payment, actor));
      await finishCompletion(deps, done);
      return bookings.view((await findBooking(db, bookingId, viewContext(deps)))!);
    },

    async settings(): Promise<DeskSettings> {
      const row = await readDeskSettings(db);
      return asSettings(row);
    },

    async saveSettings(actor: Actor, values: DeskSettings): Promise<DeskSettings> {
      return db.transaction(async (tx) => {
        const before = await readDeskSettings(tx);
        const saved = await writeDeskSettings(tx, values);
        if (!saved) throw new Stale();
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'bookings',
          action: 'update',
          entityType: 'desk_booking_settings',
          entityId: 1,
          before,
          after: saved,
          at: deps.clock.now(),
        });
        return asSettings(saved);
      });
    },
  };
}

export type DeskBookingService = ReturnType<typeof createDeskBookingService>;
