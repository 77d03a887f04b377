import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import type { PaymentService } from './paymentService';
import type { BookingDeps } from './context';

/**
 * Every step is a conditional UPDATE, so several instances can run it at once: a row changes once.
 * Seats need no release: they are counted from holding bookings only.
 */
export async function sweepOnce(deps: BookingDeps, payments?: PaymentService) {
  const now = deps.clock.now().toISOString();
  const tz = deps.config.timeZone.replace(/'/g, '');
  const expired = await rows<{ id: number }>(deps.db, sql`UPDATE bookings SET status = 'expired', updated_at = ${now}::timestamptz
    WHERE status = 'confirmed' AND hold_expires_at <= ${now}::timestamptz RETURNING id`);
  const completed = await rows<{ id: number }>(deps.db, sql`UPDATE bookings b SET status = 'completed', updated_at = ${now}::timestamptz FROM huts h
    WHERE h.id = b.hut_id AND b.status = 'paid' AND ((upper(b.stay) + h.check_out) AT TIME ZONE ${sql.raw(`'${tz}'`)}) <= ${now}::timestamptz RETURNING b.id`);
  // Extras added but never paid stop holding seats after the same time a hold would.
  const holdCutoff = new Date(deps.clock.now().getTime() - deps.config.holdMinutes * 60_000).toISOString();
  await deps.db.execute(sql`DELETE FROM booking_tickets t WHERE t.is_extra AND t.paid_at IS NULL AND t.created_at <= ${holdCutoff}::timestamptz
    AND NOT EXISTS (SELECT 1 FROM payment_transactions p WHERE p.id = t.payment_transaction_id AND p.status IN ('pending', 'success'))`);
  const reconciled = payments ? await payments.reconcile() : 0;
  return { expired: expired.length, completed: completed.length, reconciled };
}

export function startBookingJobs(deps: BookingDeps, payments: PaymentService, intervalSeconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOnce(deps, payments)
      .then((result) => {
        if (result.expired || result.completed || result.reconciled) deps.log.info(result, 'booking jobs');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'booking jobs failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
