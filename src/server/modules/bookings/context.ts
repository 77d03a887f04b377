import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailMessage } from '../../lib/mail';
import type { PaymentProvider } from '../../lib/payments/provider';
import { resortToday } from '../../lib/resortDate';
import type { DocumentIssuer } from '../invoicing/issue';
import type { ContactReader } from '../settings/contactReader';
import type { ViewContext } from './view';

/** What the booking and payment services need from the app; tests build it from a test app. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  provider: PaymentProvider;
  deliverMail(message: MailMessage): void;
  /** The resort's contact details as saved in the back office (the e-ticket's foot). */
  contact: ContactReader;
  /** Issues the tax invoice of a charge and the credit note of a refund (the invoicing module). */
  invoicing: Pick<DocumentIssuer, 'issueDocument'>;
  /** The refund worker of this instance: its name on the leases it takes, and a nudge to run it soon. */
  refunds: { owner: string; nudge(): void };
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
}

export const viewContext = (deps: BookingDeps): ViewContext & { qrSecret: string } => ({
  timeZone: deps.config.timeZone,
  cancelFullRefundHours: deps.config.cancelFullRefundHours,
  now: deps.clock.now(),
  qrSecret: deps.config.jwtSecret,
});

export const todayOf = (deps: Pick<BookingDeps, 'clock' | 'config'>) => resortToday(deps.clock, deps.config.timeZone);
export const holdUntil = (deps: BookingDeps) => new Date(deps.clock.now().getTime() + deps.config.holdMinutes * 60_000);
