import { toCents, toMoney } from '../../../shared/money';
import type { CreateCheckoutBody } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { Conflict, ServiceUnavailable, text, ValidationFailed } from '../../lib/errors';
import { CHANNEL_OF_BRAND, WIDGET_BRANDS } from '../../../shared/paymentBrands';
import { SANDBOX_WIDGET_PATH } from '../../lib/payments/sandbox';
import { GatewayError, UnknownCheckout, type PaymentChannel, type PaymentResult } from '../../lib/payments/provider';
import type { BookingDeps } from './context';
import { pgCode } from '../../lib/pgErrors';
import type { BookingService } from './service';
import { ticketsOf, unpaidCents } from './view';
import { awaitingChange, linkChangeCheckout } from './changePlan';
import { closeCheckout, insertCheckout, openCheckout } from './store';
import type { TransactionRecord } from './transactions';

type Kind = 'booking' | 'extra' | 'change';

/** OPPWA checkouts are valid for 30 minutes; an open one is handed out again only well inside that. */
export const CHECKOUT_REUSE_MS = 25 * 60_000;

/**
 * The answer names the widget script to load (HyperPay's `…/v1/paymentWidgets.js?checkoutId=…`, or the sandbox's own
 * under this server) and the brands its form lists (`data-brands`): one code path on the payment page for both.
 */
export const checkoutAnswer = (t: TransactionRecord) => {
  const widgetUrl =
    t.widget_url ?? (t.provider === 'sandbox' ? `${SANDBOX_WIDGET_PATH}?checkoutId=${encodeURIComponent(t.checkout_id)}` : null);
  return {
    success: true,
    checkout_id: t.checkout_id,
    provider: t.provider,
    amount: t.amount,
    currency: t.currency,
    ...(widgetUrl ? { payment_widget_url: widgetUrl } : {}),
    payment_brands: WIDGET_BRANDS[t.channel] ?? WIDGET_BRANDS.card,
  };
};

/**
 * create-checkout. A booking has at most one open checkout per kind (the partial unique index
 * payment_transactions_one_open guarantees it): two tabs or a double click get the same one, so only one
 * payment can be made. The gateway is asked outside any transaction (a slow gateway must not hold the
 * database); a caller that loses the race to record its checkout hands out the winner's instead.
 */
export function createCheckoutFlow(
  deps: BookingDeps,
  bookings: BookingService,
  apply: (t: TransactionRecord, r: PaymentResult) => Promise<TransactionRecord>,
) {
  const { db, provider } = deps;

  /** What is owed now, or the reason nothing can be paid; with `lock`, under the booking's row lock. */
  async function owed(userId: number, bookingId: number, kind: Kind, tx: Database = db, lock = false) {
    const record = await bookings.owned(userId, bookingId, tx, lock);
    let cents: number;
    if (kind === 'booking') {
      if (record.status === 'paid' || record.status === 'completed') throw new Conflict(text('booking.alreadyPaid'));
      if (record.status !== 'confirmed' && record.status !== 'expired') throw new Conflict(text('booking.notPayable'));
      if (record.status === 'expired' || !record.hold_expires_at || new Date(record.hold_expires_at) <= deps.clock.now())
        throw new Conflict(text('booking.holdExpired'));
      cents = toCents(record.total) - toCents(record.paid);
    } else if (kind === 'change') {
      // The difference of the guest's change waiting for payment (change.ts).
      if (record.status !== 'paid') throw new Conflict(text('bookingChange.guestNotPaid'));
      const change = await awaitingChange(tx, record.id, deps.clock.now());
      if (!change) throw new Conflict(text('bookingChange.noneAwaiting'));
      cents = toCents(change.difference);
    } else {
      if (record.status !== 'paid') throw new Conflict(text('booking.extrasNeedPaid'));
      const extras = ((await ticketsOf(tx, [record.id])).get(record.id) ?? []).filter((ticket) => ticket.is_extra);
      cents = unpaidCents(record, extras);
      if (cents <= 0 && extras.length > 0) throw new Conflict(text('booking.extrasAlreadyPaid'));
    }
    if (cents <= 0) throw new Conflict(text('booking.nothingToPay'));
    return { record, amount: toMoney(cents) };
  }

  /** An open checkout that no longer fits (amount or card brand changed, too old to pay on) is settled with the gateway, then closed. */
  async function retire(open: TransactionRecord) {
    if (open.provider === provider.name) {
      try {
        const after = await apply(open, await provider.getPaymentResult({ checkoutId: open.checkout_id, channel: open.channel }));
        if (after.status !== 'pending') return;
      } catch (error) {
        if (error instanceof GatewayError) throw new ServiceUnavailable(text('booking.gatewayDown'));
        if (!(error instanceof UnknownCheckout)) throw error;
      }
    }
    // A payment the gateway reports later for it is refunded by the completion step (its amount is not owed).
    await closeCheckout(db, open.id, 'superseded');
  }

  return async function createCheckout(userId: number, body: CreateCheckoutBody) {
    const kind = body.kind ?? 'booking';
    // Each brand through its own entity (VISA and MASTER share one); a wallet this installation has no entity for is refused.
    const channel: PaymentChannel = CHANNEL_OF_BRAND[body.brand ?? 'VISA'];
    if (!provider.channels.includes(channel)) throw new ValidationFailed({ brand: [text('booking.brandNotOffered')] });
    // Each pass either answers or sees the state another request just changed; a handful is plenty.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { record, amount } = await owed(userId, body.booking_id, kind);
      const open = await openCheckout(db, record.id, kind);
      const fresh = open && deps.clock.now().getTime() - new Date(open.created_at).getTime() < CHECKOUT_REUSE_MS;
      if (open && fresh && open.provider === provider.name && open.channel === channel && toCents(open.amount) === toCents(amount))
        return checkoutAnswer(open);
      if (open) {
        await retire(open);
        continue;
      }
      let checkout;
      try {
        checkout = await provider.createCheckout({
          amount,
          currency: record.currency,
          merchantTransactionId: `${record.code}-${deps.clock.now().getTime()}-${attempt}`,
          channel,
        });
      } catch (error) {
        if (error instanceof GatewayError) throw new ServiceUnavailable(text('booking.gatewayDown'));
        throw error;
      }
      try {
        const created = await db.transaction(async (tx) => {
          const locked = await owed(userId, body.booking_id, kind, tx, true);
          if (locked.amount !== amount) return null;
          const inserted = await insertCheckout(tx, {
            provider: provider.name,
            checkoutId: checkout.checkoutId,
            bookingId: record.id,
            amount,
            currency: record.currency,
            kind,
            channel,
            widgetUrl: checkout.widgetUrl,
            at: deps.clock.now(),
          });
          if (kind === 'change') await linkChangeCheckout(tx, record.id, inserted.id);
          return inserted;
        });
        if (created) return checkoutAnswer(created);
      } catch (error) {
        // Another tab recorded its checkout first: the next pass hands that one out.
        if (pgCode(error) !== '23505') throw error;
      }
    }
    throw new Conflict(text('booking.paymentInProgress'));
  };
}
