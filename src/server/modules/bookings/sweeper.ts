import type { PaymentService } from './paymentService';
import type { BookingDeps } from './context';
import { completeEndedStays, dropUnpaidExtras, expireLapsedHoldsAll } from './store';
import { refundInterruptedCancellations } from './sessionCancel';
import { recordRun } from '../../lib/jobRuns';

/**
 * Every step is a conditional UPDATE, so several instances can run it at once: a row changes once.
 * Seats need no release: they are counted from holding bookings only. Refunds of interrupted session cancellations
 * are at most one per ticket (the refund path's lock and unique index), whichever instance asks.
 */
export async function sweepOnce(deps: BookingDeps, payments?: PaymentService) {
  const now = deps.clock.now();
  const expired = await expireLapsedHoldsAll(deps.db, now);
  const completed = await completeEndedStays(deps.db, now, deps.config.timeZone);
  // Extras added but never paid stop holding seats after the same time a hold would.
  await dropUnpaidExtras(deps.db, new Date(now.getTime() - deps.config.holdMinutes * 60_000));
  const reconciled = payments ? await payments.reconcile() : 0;
  // A session cancelled just before an instance stopped: its tickets' refunds are asked for here.
  const interrupted = await refundInterruptedCancellations(deps);
  return { expired: expired.length, completed: completed.length, reconciled, interrupted };
}

export function startBookingJobs(deps: BookingDeps, payments: PaymentService, intervalSeconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recordRun('hold_sweeper', sweepOnce(deps, payments))
      .then((result) => {
        if (result.expired || result.completed || result.reconciled || result.interrupted) deps.log.info(result, 'booking jobs');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'booking jobs failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
