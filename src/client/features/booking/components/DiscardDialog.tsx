import { Trans, useTranslation } from 'react-i18next';
import type { Booking } from '../../../../shared/schemas/booking';
import { Button } from '../../../ui/Button';
import { notify } from '../../../ui/notify';
import { useDiscardBookingMutation } from '../bookingApi';
import { toFlowFailure } from '../lib/flowFailure';
import { Dialog, DialogButtons } from './Dialog';
import { FailureNote } from './FailureNote';

/** Before discarding a booking nothing was paid on (a draft, a hold): say that nothing is charged and the nights are let go. */
export function DiscardDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const [discard, result] = useDiscardBookingMutation();
  const confirm = async () => {
    try {
      await discard(booking.id).unwrap();
      notify('success', t('myBookings.discard.done'));
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Dialog
      title={<Trans i18nKey="myBookings.discard.title" values={{ code: booking.code }} components={{ code: <bdi dir="ltr" /> }} />}
      onClose={onClose}
    >
      <p>{t('myBookings.discard.text')}</p>
      {result.isError ? <FailureNote failure={toFlowFailure(result.error)} /> : null}
      <DialogButtons>
        <Button $variant="secondary" onClick={onClose}>
          {t('myBookings.discard.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={result.isLoading} className="danger">
          {t('myBookings.discard.confirm')}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
