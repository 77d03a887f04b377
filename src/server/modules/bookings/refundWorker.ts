// The refund worker (issue 22, "refunds that are never lost"). A refund is first a durable request (refunds.ts records
// it with its reservation); this sends it. Any instance may run it at once: a claim takes one due request with
// FOR UPDATE SKIP LOCKED and a lease, so two senders never hold the same request; the provider is called outside any
// transaction; its answer is written back only while the lease is still this sender's. A send whose answer was lost
// (a time-out, a crash) leaves the request uncertain, and whoever claims it next asks the provider for the refund by
// its own reference before sending it again: a refund is never given twice. Refused sends are retried with back-off
// (REFUND_RETRY_MINUTES) up to REFUND_MAX_ATTEMPTS, then failed for good with a staff alert; an unanswered one is
// never failed (the money may have gone back), only asked about again.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import type { RefundResult } from '../../lib/payments/provider';
import { sendBookingMail } from './bookingMail';
import type { BookingDeps } from './context';
import { recordOwedAtDesk } from './deskRefunds';
import { creditNoteInput, invoiceOfCharge } from './taxDocuments';
import { recordRun } from '../../lib/jobRuns';
import {
  claimRefund,
  markRefundedWhenSettled,
  recordRefundAttempt,
  refundFailedForGood,
  refundLater,
  refundSucceeded,
  type ClaimedRefund,
} from './store';

/** How long a sender may take over one refund before another instance may pick it up (and ask the provider first). */
export const REFUND_LEASE_MS = 2 * 60_000;

export type RefundOutcome = 'succeeded' | 'pending' | 'failed';

/** This instance's name on the leases it takes. */
export const senderName = () => `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The wait before the next send after `attempts` sends (the list's last value repeats). */
export function retryDelayMs(minutes: number[], attempts: number) {
  return (minutes[Math.min(Math.max(attempts, 1), minutes.length) - 1] ?? 1) * 60_000;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The refund's credit note, in the transaction that records it as given back: it corrects the invoice of the charge
 * refunded (none when that charge was never invoiced, e.g. paid before invoicing existed). The one place a credit
 * note is issued. A failure is logged and leaves the refund recorded: the money has gone back either way.
 */
async function issueCreditNote(tx: Database, deps: BookingDeps, refund: ClaimedRefund): Promise<number | null> {
  try {
    return await tx.transaction(async (inner) => {
      const invoice = await invoiceOfCharge(inner, refund.charge_id);
      if (invoice === null) return null;
      const note = await deps.invoicing.issueDocument(
        inner,
        creditNoteInput(
          { id: refund.id, bookingId: refund.booking_id, cents: Math.round(Number(refund.amount) * 100), reason: refund.reason },
          invoice,
        ),
      );
      return note.id;
    });
  } catch (error) {
    deps.log.error({ err: error, refund: refund.id }, 'credit note not issued');
    return null;
  }
}

/**
 * The one way a refund is recorded as given back: the request and its payment row settle with the credit note in one
 * transaction; then a cancelled booking whose refunds have all gone through becomes `refunded`, and the guest gets
 * the refund e-mail when the request asks for it (a staff refund, or one that did not go through at once) or a credit
 * note was issued (attached to it, as PDF).
 */
async function succeed(
  deps: BookingDeps,
  refund: ClaimedRefund,
  answer: RefundResult,
  alsoWithin?: (tx: Database, at: Date) => Promise<void>,
): Promise<RefundOutcome> {
  const now = deps.clock.now();
  let creditNote: number | null = null;
  const settled = await refundSucceeded(
    deps.db,
    refund.id,
    { refundId: answer.refundId, resultCode: answer.resultCode, raw: answer.raw, at: now },
    async (tx) => {
      creditNote = await issueCreditNote(tx, deps, refund);
      await alsoWithin?.(tx, now);
    },
  );
  if (!settled) return 'succeeded';
  await markRefundedWhenSettled(deps.db, refund.booking_id, now);
  // A credit note always reaches the guest, attached to this refund's e-mail: only the sender whose transaction
  // settled the request (and so issued the note) gets here, once.
  if (refund.notify || creditNote !== null) {
    try {
      await sendBookingMail(deps, refund.booking_id, 'refunded', {
        amount: refund.amount,
        documentIds: creditNote === null ? [] : [creditNote],
      });
    } catch (error) {
      deps.log.error({ err: error, refund: refund.id }, 'refund e-mail not sent');
    }
  }
  return 'succeeded';
}

/**
 * A desk charge's refund: owed to the guest at the desk, in the way it was paid (cash, or back on the card terminal).
 * It settles as any refund does (the ledger, the credit note, the guest's e-mail); its payment row says how, who asked,
 * when and its slip (raw.result.desk_refund), and it is owed at the desk until staff record the hand-over
 * (desk_refund_handovers). No provider is asked, no attempt recorded.
 */
function settleAtDesk(deps: BookingDeps, refund: ClaimedRefund, method: 'cash' | 'terminal'): Promise<RefundOutcome> {
  const deskRefund = {
    method,
    owed_to_guest: true,
    requested_by: refund.requested_by,
    at: deps.clock.now().toISOString(),
    reference: `DESK-R${refund.id}`,
    paid_reference: refund.desk_reference ?? '',
  };
  // Owed to the guest until staff record the hand-over (deskRefunds.ts): written in the settling transaction.
  return succeed(
    deps,
    refund,
    { state: 'success', refundId: deskRefund.reference, resultCode: `desk.${method}`, raw: { desk_refund: deskRefund } },
    (tx, at) =>
      recordOwedAtDesk(tx, { id: refund.id, bookingId: refund.booking_id, amount: refund.amount, currency: refund.currency, method, at }),
  );
}

/** Sends (or first asks about) one claimed refund and records the answer; answers where it now stands. */
async function attempt(deps: BookingDeps, owner: string, refund: ClaimedRefund): Promise<RefundOutcome> {
  const { provider, config } = deps;
  const at = () => deps.clock.now();
  const later = async (uncertain: boolean, error: string): Promise<RefundOutcome> => {
    const now = at();
    await refundLater(deps.db, refund.id, {
      owner,
      nextAt: new Date(now.getTime() + retryDelayMs(config.refundRetryMinutes, refund.attempts)),
      uncertain,
      error,
      at: now,
    });
    return 'pending';
  };
  const failForGood = async (resultCode: string, error: string, raw?: unknown): Promise<RefundOutcome> => {
    if (await refundFailedForGood(deps.db, refund.id, { owner, resultCode, error, raw, at: at() }))
      deps.log.error({ refund: refund.id, booking: refund.booking_id, code: resultCode }, 'refund failed for good: staff alerted');
    return 'failed';
  };

  // Money taken at the desk (cash, the card terminal) is given back at the desk: never sent to the gateway.
  if (refund.desk_method) return settleAtDesk(deps, refund, refund.desk_method);

  if (!refund.payment_id) {
    await recordRefundAttempt(deps.db, { refundId: refund.id, action: 'send', outcome: 'refused', resultCode: 'no_payment_id', at: at() });
    return failForGood('no_payment_id', 'the charge has no payment id at the provider');
  }

  // An earlier send may have reached the provider: ask before sending again.
  if (refund.was_uncertain) {
    let found: RefundResult | null;
    try {
      found = await provider.findRefund({ merchantTransactionId: refund.merchant_reference, channel: refund.channel });
    } catch (error) {
      await recordRefundAttempt(deps.db, { refundId: refund.id, action: 'query', outcome: 'unknown', error: errorText(error), at: at() });
      return later(true, errorText(error));
    }
    await recordRefundAttempt(deps.db, {
      refundId: refund.id,
      action: 'query',
      outcome: !found ? 'not_found' : found.state === 'success' ? 'succeeded' : found.state === 'failed' ? 'refused' : 'unknown',
      resultCode: found?.resultCode ?? null,
      response: found?.raw ?? null,
      at: at(),
    });
    if (found?.state === 'success') return succeed(deps, refund, found);
    if (found?.state === 'pending') return later(true, `the provider reports the refund pending (${found.resultCode})`);
    // Not made (or refused): sending it again gives it back once.
  }

  let answer: RefundResult;
  try {
    answer = await provider.refund({
      paymentId: refund.payment_id,
      amount: refund.amount,
      currency: refund.currency,
      channel: refund.channel,
      merchantTransactionId: refund.merchant_reference,
    });
  } catch (error) {
    // No answer (a time-out, the provider unreachable): the refund may have been made. Never failed for that.
    deps.log.error({ err: error, refund: refund.id }, 'refund sent without an answer: will ask the provider');
    await recordRefundAttempt(deps.db, { refundId: refund.id, action: 'send', outcome: 'unknown', error: errorText(error), at: at() });
    return later(true, errorText(error));
  }
  const outcome = answer.state === 'success' ? 'succeeded' : answer.state === 'failed' ? 'refused' : 'unknown';
  await recordRefundAttempt(deps.db, {
    refundId: refund.id,
    action: 'send',
    outcome,
    resultCode: answer.resultCode,
    response: answer.raw,
    at: at(),
  });
  if (answer.state === 'success') return succeed(deps, refund, answer);
  if (answer.state === 'pending') return later(true, `the provider reports the refund pending (${answer.resultCode})`);
  const error = `refused by the provider (${answer.resultCode})`;
  deps.log.error({ refund: refund.id, code: answer.resultCode, attempts: refund.attempts }, 'refund refused by the provider');
  if (refund.attempts >= config.refundMaxAttempts) return failForGood(answer.resultCode, error, answer.raw);
  return later(false, error);
}

/** Claims and sends the one request `id` now (the refund path's first try); answers where it stands. */
export async function sendRefundNow(deps: BookingDeps, owner: string, id: number): Promise<RefundOutcome> {
  const now = deps.clock.now();
  const claimed = await claimRefund(deps.db, { owner, now, leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS), id });
  if (!claimed) return 'pending';
  return attempt(deps, owner, claimed);
}

/** One pass: sends every due refund, one after the other, until none is due (or `limit`); answers how many were tried. */
export async function sendDueRefunds(deps: BookingDeps, owner: string, limit = 100): Promise<number> {
  let tried = 0;
  while (tried < limit) {
    const now = deps.clock.now();
    const claimed = await claimRefund(deps.db, { owner, now, leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS) });
    if (!claimed) break;
    try {
      await attempt(deps, owner, claimed);
    } catch (error) {
      // Left `sending` under this lease: once it runs out another pass asks the provider and carries on.
      deps.log.error({ err: error, refund: claimed.id }, 'refund attempt failed');
    }
    tried += 1;
  }
  return tried;
}

export interface RefundJobs {
  /** One pass of the worker (tests call it directly; a nudge and the timer call it too). */
  runOnce(): Promise<number>;
  /** Soon, without waiting: after a refund was asked for. Only once started (main.ts); tests call runOnce. */
  nudge(): void;
  /** Every JOBS_INTERVAL_SECONDS until stop(). */
  start(): void;
  stop(): void;
}

/** The worker's schedule: one pass at a time per instance (a nudge during a pass runs another after it). */
export function createRefundJobs(deps: BookingDeps, intervalSeconds: number, owner = senderName()): RefundJobs {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const pass = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = recordRun('refund_worker', sendDueRefunds(deps, owner)).finally(() => {
      running = null;
      if (again && timer) {
        again = false;
        void pass().catch((error: unknown) => deps.log.error({ err: error }, 'refund pass failed'));
      }
    });
    return running;
  };
  const background = () => void pass().catch((error: unknown) => deps.log.error({ err: error }, 'refund pass failed'));
  return {
    runOnce: async () => {
      // A pass already under way (the timer's) finishes first; then this one runs.
      while (running) await running.catch(() => 0);
      return pass();
    },
    nudge: () => {
      if (timer) setImmediate(background);
    },
    start: () => {
      if (timer) return;
      timer = setInterval(background, intervalSeconds * 1000);
      timer.unref();
      setImmediate(background);
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
