import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { addDays, isWeekendNight, todayIn } from '../../shared/dates';
import { amountsOf, DEFAULT_VAT_RATE, toCents, toMoney } from '../../shared/money';
import { quoteBooking } from '../modules/bookings/quote';
import { newBookingCode } from '../modules/bookings/service';
import { qrTokenFor } from '../modules/bookings/view';
import { rows } from '../db/sql';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const SEED_TIME_ZONE = 'Asia/Riyadh';

/**
 * Two paid stays for guest@kenresort.sa so "My bookings" has something to show: one that ended three days
 * before the seed day (can be rated) and one three weeks ahead with two Night Snorkelling tickets. Only
 * when no booking exists yet, inside the seed's transaction. The QR token is signed with `qrSecret` when
 * given (the server's JWT secret); without it the stays carry no QR until staff re-issue one.
 */
export async function seedDemoBookings(
  tx: Tx,
  now: Date,
  options: { vatRate?: number; qrSecret?: string } = {},
): Promise<Record<string, number>> {
  const [{ n }] = await tx.select({ n: count() }).from(schema.bookings);
  if (Number(n) > 0) return { bookings: 0 };
  const [guest] = await rows<{ id: number }>(tx, sql`SELECT id FROM users WHERE email = 'guest@kenresort.sa'`);
  const huts = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM huts WHERE is_active AND deleted_at IS NULL ORDER BY sort_order, id LIMIT 2`,
  );
  if (!guest || huts.length < 2) return { bookings: 0 };
  const vatRate = options.vatRate ?? DEFAULT_VAT_RATE;
  const today = todayIn(SEED_TIME_ZONE, now);
  const stamp = now.toISOString();

  // Upcoming: priced by the booking module's own quote (nights, weekend nights, tickets, VAT).
  const upcomingFrom = addDays(today, 18);
  const [snorkel] = await rows<{ event_id: number; id: number }>(
    tx,
    sql`SELECT d.event_id, d.id FROM event_dates d JOIN events e ON e.id = d.event_id
    WHERE d.date > ${upcomingFrom}::date AND d.date <= ${addDays(upcomingFrom, 3)}::date ORDER BY d.date, d.id LIMIT 1`,
  );
  const quote = await quoteBooking(
    tx,
    {
      hut: huts[0].id,
      persons_max_num: 2,
      kids_max_num: 0,
      date: { date_from: upcomingFrom, date_to: addDays(upcomingFrom, 3) },
      events: snorkel ? [{ event: snorkel.event_id, date: snorkel.id, quantity: 2 }] : [],
    },
    { today, now, vatRate },
  );

  // Past: the catalogue's prices start on the seed day, so the past nights use the hut's first season's prices.
  const pastFrom = addDays(today, -6);
  const pastTo = addDays(today, -3);
  const [season] = await rows<{ price: string; weekend_price: string | null }>(
    tx,
    sql`SELECT price::text AS price, weekend_price::text AS weekend_price
    FROM hut_price_ranges WHERE hut_id = ${huts[1].id}::int ORDER BY date_from LIMIT 1`,
  );
  let pastCents = 0;
  for (let night = pastFrom; night < pastTo; night = addDays(night, 1)) {
    pastCents += toCents(isWeekendNight(night) && season?.weekend_price ? season.weekend_price : (season?.price ?? '0'));
  }
  const past = amountsOf(pastCents, 0, vatRate);

  const stays = [
    { hutId: huts[1].id, from: pastFrom, to: pastTo, amounts: past, createdAt: addDays(today, -30) },
    { hutId: quote.hutId, from: quote.from, to: quote.to, amounts: quote.amounts, createdAt: addDays(today, -1) },
  ];
  const inserted = [];
  for (const stay of stays) {
    const total = toMoney(stay.amounts.total);
    const [row] = await rows<{ id: number; code: string }>(
      tx,
      sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, kids_max_num, status, stay,
        subtotal, discount, vat, total, paid, created_at, updated_at)
      VALUES (${newBookingCode()}, ${guest.id}::int, ${stay.hutId}::int, 2, 0, 'paid', daterange(${stay.from}::date, ${stay.to}::date),
        ${toMoney(stay.amounts.subtotal)}::numeric, ${toMoney(stay.amounts.discount)}::numeric, ${toMoney(stay.amounts.vat)}::numeric, ${total}::numeric, ${total}::numeric,
        ${`${stay.createdAt}T09:00:00Z`}::timestamptz, ${stamp}::timestamptz) RETURNING id, code`,
    );
    if (options.qrSecret)
      await tx.execute(sql`UPDATE bookings SET qr_token = ${qrTokenFor(options.qrSecret, row)} WHERE id = ${row.id}::int`);
    await tx.execute(sql`INSERT INTO payment_transactions (provider, checkout_id, gateway_payment_id, booking_id, amount, currency, status, kind, brand, last4, raw, created_at, verified_at)
      VALUES ('sandbox', ${`demo-${row.code}`}, ${`demo-pay-${row.code}`}, ${row.id}::int, ${total}::numeric, 'SAR', 'success', 'booking', 'VISA', '1111',
        ${JSON.stringify({ channel: 'card', demo: true })}::jsonb, ${`${stay.createdAt}T09:05:00Z`}::timestamptz, ${`${stay.createdAt}T09:05:00Z`}::timestamptz)`);
    inserted.push(row);
  }
  for (const line of quote.lines) {
    await tx.execute(sql`INSERT INTO booking_tickets (booking_id, kind, event_date_id, quantity, unit_price, total, is_extra)
      VALUES (${inserted[1].id}::int, 'event', ${line.targetId}::int, ${line.quantity}::int, ${toMoney(line.unitPrice)}::numeric, ${toMoney(line.unitPrice * line.quantity)}::numeric, false)`);
  }
  return { bookings: inserted.length, booking_tickets: quote.lines.length };
}
