import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../shared/schemas/booking';
import { paymentResultOf, type PaymentResult } from '../../../../shared/paymentResult';
import type { TimelineEntry } from '../../../../shared/schemas/dashboard/bookings';

/** A booking's status in the staff member's language. */
export function useStatusLabel() {
  const { t } = useTranslation();
  const labels: Record<Booking['status'], string> = {
    pending: t('dashboard.bookings.statusPending'),
    confirmed: t('dashboard.bookings.statusConfirmed'),
    paid: t('dashboard.bookings.statusPaid'),
    expired: t('dashboard.bookings.statusExpired'),
    cancelled: t('dashboard.bookings.statusCancelled'),
    refunded: t('dashboard.bookings.statusRefunded'),
    completed: t('dashboard.bookings.statusCompleted'),
  };
  return (status: Booking['status']) => labels[status] ?? status;
}

/** One timeline line's title: a kind, and for staff actions their verb (unknown verbs get a generic label). */
export function useTimelineLabel() {
  const { t } = useTranslation();
  const actions: Record<string, string> = {
    note: t('dashboard.bookings.actionNote'),
    no_show: t('dashboard.bookings.actionNoShow'),
    cancel: t('dashboard.bookings.actionCancel'),
    refund: t('dashboard.bookings.actionRefund'),
    resend_confirmation: t('dashboard.bookings.actionResend'),
    check_in: t('dashboard.bookings.actionCheckIn'),
    check_out: t('dashboard.bookings.actionCheckOut'),
    redeem: t('dashboard.bookings.actionRedeem'),
    desk_refund_handed_over: t('dashboard.bookings.actionDeskRefundHandedOver'),
  };
  const mails: Record<string, string> = {
    confirmed: t('dashboard.bookings.mailConfirmed'),
    resend: t('dashboard.bookings.mailResend'),
    cancelled: t('dashboard.bookings.mailCancelled'),
    refunded: t('dashboard.bookings.mailRefunded'),
    session_cancelled: t('dashboard.bookings.mailSessionCancelled'),
    extras_paid: t('dashboard.bookings.mailExtrasPaid'),
  };
  return (entry: TimelineEntry) => {
    switch (entry.kind) {
      case 'created':
        return t('dashboard.bookings.eventCreated');
      case 'payment':
        return entry.payment_kind === 'extra' ? t('dashboard.bookings.eventExtraPayment') : t('dashboard.bookings.eventPayment');
      case 'refund':
        return t('dashboard.bookings.eventRefund');
      case 'extra':
        return t('dashboard.bookings.eventExtra');
      case 'mail':
        return mails[entry.action ?? ''] ?? t('dashboard.bookings.mailOther');
      case 'cancelled':
        return t('dashboard.bookings.eventCancelled');
      default:
        return actions[entry.action ?? ''] ?? t('dashboard.bookings.actionOther');
    }
  };
}

/** A payment or refund attempt's outcome. */
export function usePaymentStatusLabel() {
  const { t } = useTranslation();
  const labels: Record<string, string> = {
    pending: t('dashboard.bookings.paymentPending'),
    success: t('dashboard.bookings.paymentSuccess'),
    failed: t('dashboard.bookings.paymentFailed'),
    refunded: t('dashboard.bookings.paymentRefunded'),
  };
  return (status: string | null) => (status ? (labels[status] ?? status) : '');
}

/** A payment provider's result code in words ("000.100.110" → "approved by the bank"); the code itself stays for a tooltip. */
export function usePaymentResultLabel() {
  const { t } = useTranslation();
  const labels: Record<PaymentResult, string> = {
    approved: t('dashboard.bookings.resultApproved'),
    review: t('dashboard.bookings.resultReview'),
    pending: t('dashboard.bookings.resultPending'),
    bank_declined: t('dashboard.bookings.resultBankDeclined'),
    risk_declined: t('dashboard.bookings.resultRiskDeclined'),
    authentication: t('dashboard.bookings.resultAuthentication'),
    card_details: t('dashboard.bookings.resultCardDetails'),
    communication: t('dashboard.bookings.resultCommunication'),
    system: t('dashboard.bookings.resultSystem'),
    other: t('dashboard.bookings.resultOther'),
  };
  return (code: string) => labels[paymentResultOf(code)];
}
