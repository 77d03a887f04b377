import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/form';
import { formatDate, formatPrice } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { useCancelBookingMutation } from '../bookingApi';
import { FailureNote } from './FailureNote';
import { toFlowFailure } from '../lib/flowFailure';
import { PricedLines } from '../../../ui/MoneyRows';
import { Dialog, DialogButtons } from './Dialog';

/** Before cancelling: the policy, its deadline in the resort's time and the exact refund. */
export function CancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const config = useGetPublicConfigQuery();
  const [cancel, result] = useCancelBookingMutation();
  const [reason, setReason] = useState('');
  const timeZone = config.data?.time_zone ?? 'Asia/Riyadh';
  const freeUntil = booking.cancellation.free_until;
  const deadline = freeUntil ? formatDate(freeUntil, lang, { dateStyle: 'full', timeStyle: 'short', timeZone }) : null;
  const refund = Number.parseFloat(booking.cancellation.refundable_amount);
  const beforeDeadline = !booking.cancellation.non_refundable;

  const confirm = async () => {
    try {
      const cancelled = await cancel({ id: booking.id, reason: reason.trim() || undefined }).unwrap();
      const refunded = Number.parseFloat(cancelled.cancellation.refundable_amount);
      notify(
        'success',
        refunded > 0
          ? t('myBookings.cancel.doneRefund', { amount: formatPrice(refunded, lang, booking.currency) })
          : t('myBookings.cancel.done'),
      );
      onClose();
    } catch {
      // shown below
    }
  };

  return (
    <Dialog
      title={<Trans i18nKey="myBookings.cancel.title" values={{ code: booking.code }} components={{ code: <bdi dir="ltr" /> }} />}
      onClose={onClose}
    >
      <Policy>
        <p>{t('myBookings.cancel.policy', { hours: t('counts.hours', { count: booking.cancellation.full_refund_hours }) })}</p>
        <Lines>
          {deadline ? (
            <div>
              <dt>{t('myBookings.cancel.deadline')}</dt>
              <dd>{deadline}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('myBookings.cancel.refund')}</dt>
            <dd className={refund > 0 ? 'refund' : 'none'}>
              {formatPrice(booking.cancellation.refundable_amount, lang, booking.currency)}
            </dd>
          </div>
        </Lines>
        <p className="note">
          {refund > 0
            ? t('myBookings.cancel.refundNote')
            : beforeDeadline
              ? t('myBookings.cancel.noPayment')
              : t('myBookings.cancel.noRefund')}
        </p>
      </Policy>
      <TextArea
        label={t('myBookings.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        maxLength={1000}
      />
      {result.isError ? <FailureNote failure={toFlowFailure(result.error)} /> : null}
      <DialogButtons>
        <Button $variant="secondary" onClick={onClose}>
          {t('myBookings.cancel.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={result.isLoading} className="danger">
          {result.isLoading ? t('myBookings.cancel.cancelling') : t('myBookings.cancel.confirm')}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}

export default CancelDialog;

const Policy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  .note {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Lines = styled(PricedLines)`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
`;
