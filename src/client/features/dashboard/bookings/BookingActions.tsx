import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSubmissionKey } from '../../../api/requestKey';
import type { StaffBookingDetail } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatPrice } from '../../../ui/format';
import { FormAlert, Select, TextArea, TextField, toAsciiDigits } from '../../../ui/form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ChangeBookingDialog } from './ChangeBookingDialog';
import { TakeBalanceDialog } from './TakeBalanceDialog';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import {
  useAddBookingNoteMutation,
  useCancelBookingMutation,
  useMarkNoShowMutation,
  useRefundBookingMutation,
  useResendConfirmationMutation,
} from './bookingsApi';

type Open = 'refund' | 'cancel' | 'resend' | 'noShow' | 'change' | 'balance' | null;
const cents = (typed: string) => (/^\d{1,7}(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : NaN);

/** The staff actions on one booking, each behind a dialog; amounts are checked against what can still be refunded. */
export function BookingActions({ detail }: { detail: StaffBookingDetail }) {
  const { t, i18n } = useTranslation();
  const { booking } = detail;
  const [open, setOpen] = useState<Open>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [refundKind, setRefundKind] = useState<'full' | 'partial' | 'none'>('full');
  const [note, setNote] = useState('');
  // One key per note, refund or cancel being submitted: sent twice (a double click, a retry after a lost
  // answer), it acts once (the note's request_key and the Idempotency-Key header carry the same key).
  const noteKey = useSubmissionKey();
  // A refund or cancel submitted twice (a double click, a retry after a lost answer) acts once: Idempotency-Key.
  const refundKey = useSubmissionKey();
  const cancelKey = useSubmissionKey();
  const [localError, setLocalError] = useState<string | undefined>();
  const [refund, refundState] = useRefundBookingMutation();
  const [cancel, cancelState] = useCancelBookingMutation();
  const [resend, resendState] = useResendConfirmationMutation();
  const [noShow, noShowState] = useMarkNoShowMutation();
  const [addNote, noteState] = useAddBookingNoteMutation();
  const refundable = Math.round(Number(detail.refundable) * 100);
  const money = (value: string) => formatPrice(value, i18n.language, booking.currency);
  const cancellable = ['pending', 'confirmed', 'paid'].includes(booking.status);
  const last = [refundState, cancelState, resendState, noShowState, noteState].find((state) => state.isError);

  const close = () => {
    setOpen(null);
    setLocalError(undefined);
  };
  const start = (which: Open) => {
    [refundState, cancelState].forEach((state) => state.reset());
    setAmount('');
    setReason('');
    setRefundKind('full');
    setOpen(which);
  };
  /** Refuses locally what the server would refuse: an amount above what is refundable, or no reason. */
  const checkAmount = (typed: string) => {
    const value = cents(toAsciiDigits(typed.trim()));
    if (Number.isNaN(value) || value <= 0) return t('dashboard.bookings.amountInvalid');
    if (value > refundable) return t('dashboard.bookings.amountTooHigh', { amount: money(detail.refundable) });
    return undefined;
  };
  const submitRefund = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAmount(amount) ?? (reason.trim() ? undefined : t('dashboard.bookings.reasonRequired'));
    setLocalError(problem);
    if (problem) return;
    const result = await refund({
      id: booking.id,
      idempotencyKey: refundKey.key(),
      amount: toAsciiDigits(amount.trim()),
      reason: reason.trim(),
      // Refunds done or still pending: a refund asked for in between (a second click, a colleague) is refused as stale.
      refunded_before: detail.refunds_asked ?? booking.refunded ?? '0.00',
    });
    refundKey.settle(result);
    if ('data' in result) close();
  };
  const submitCancel = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      (refundKind === 'partial' ? checkAmount(amount) : undefined) ?? (reason.trim() ? undefined : t('dashboard.bookings.reasonRequired'));
    setLocalError(problem);
    if (problem) return;
    const result = await cancel({
      id: booking.id,
      idempotencyKey: cancelKey.key(),
      refund: refundKind,
      reason: reason.trim(),
      ...(refundKind === 'partial' ? { amount: toAsciiDigits(amount.trim()) } : {}),
    });
    cancelKey.settle(result);
    if ('data' in result) close();
  };
  const serverError = (state: typeof refundState | typeof cancelState) =>
    isStale(state.error)
      ? t('dashboard.bookings.refundStale')
      : (detailOf(state.error) ?? Object.values(fieldErrors(state.error)).flat()[0]);

  // A paid booking that still owes (a staff change to a dearer stay): the desk takes it in cash or on the terminal.
  const balanceDue = booking.status === 'paid' && Number(booking.not_paid) > 0;

  return (
    <Wrap>
      <Tools>
        {balanceDue ? (
          <Button type="button" onClick={() => setOpen('balance')}>
            {t('dashboard.bookings.takeBalance', { amount: money(booking.not_paid) })}
          </Button>
        ) : null}
        <Button type="button" onClick={() => start('refund')} disabled={refundable === 0}>
          {t('dashboard.bookings.refund')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => start('cancel')} disabled={!cancellable}>
          {t('dashboard.bookings.cancelBooking')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setOpen('resend')}
          disabled={!['paid', 'completed'].includes(booking.status)}
        >
          {t('dashboard.bookings.resend')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setOpen('change')}
          disabled={!(booking.status === 'paid' || booking.status === 'confirmed')}
        >
          {t('dashboard.bookings.change')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setOpen('noShow')} disabled={booking.status !== 'paid' || detail.no_show}>
          {t('dashboard.bookings.noShow')}
        </Button>
      </Tools>
      {last && !open ? <FormAlert messages={detailOf(last.error)} /> : null}
      <NoteForm
        onSubmit={async (event) => {
          event.preventDefault();
          if (!note.trim()) return;
          const key = noteKey.key();
          const result = await addNote({ id: booking.id, note: note.trim(), request_key: key, idempotencyKey: key });
          noteKey.settle(result);
          if ('data' in result) setNote('');
        }}
      >
        <TextArea
          label={t('dashboard.bookings.note')}
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
        />
        <Button type="submit" $variant="secondary" disabled={noteState.isLoading || !note.trim()}>
          {t('dashboard.bookings.addNote')}
        </Button>
      </NoteForm>

      {open === 'change' ? <ChangeBookingDialog detail={detail} onClose={close} /> : null}
      {open === 'balance' ? <TakeBalanceDialog detail={detail} onClose={close} /> : null}
      {open === 'refund' ? (
        <Dialog title={t('dashboard.bookings.refundTitle')} onClose={close}>
          <form onSubmit={submitRefund} noValidate>
            <p>{t('dashboard.bookings.refundableNow', { amount: money(detail.refundable) })}</p>
            <TextField
              label={t('dashboard.bookings.amount')}
              inputMode="decimal"
              dir="ltr"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextArea
              label={t('dashboard.bookings.reason')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              rows={2}
            />
            <FormAlert messages={localError ?? serverError(refundState)} />
            <DialogTools>
              <Button type="button" $variant="ghost" onClick={close}>
                {t('dashboard.common.cancel')}
              </Button>
              <Button type="submit" disabled={refundState.isLoading}>
                {t('dashboard.bookings.refundConfirm')}
              </Button>
            </DialogTools>
          </form>
        </Dialog>
      ) : null}
      {open === 'cancel' ? (
        <Dialog title={t('dashboard.bookings.cancelTitle')} onClose={close}>
          <form onSubmit={submitCancel} noValidate>
            <Select
              label={t('dashboard.bookings.refundKind')}
              value={refundKind}
              onChange={(event) => setRefundKind(event.target.value as typeof refundKind)}
              options={[
                { value: 'full', label: t('dashboard.bookings.refundFull', { amount: money(detail.refundable) }) },
                { value: 'partial', label: t('dashboard.bookings.refundPartial') },
                { value: 'none', label: t('dashboard.bookings.refundNone') },
              ]}
            />
            {refundKind === 'partial' ? (
              <TextField
                label={t('dashboard.bookings.amount')}
                inputMode="decimal"
                dir="ltr"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                hint={t('dashboard.bookings.refundableNow', { amount: money(detail.refundable) })}
              />
            ) : null}
            <TextArea
              label={t('dashboard.bookings.reason')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              rows={2}
            />
            <FormAlert messages={localError ?? serverError(cancelState)} />
            <DialogTools>
              <Button type="button" $variant="ghost" onClick={close}>
                {t('dashboard.common.cancel')}
              </Button>
              <Button type="submit" disabled={cancelState.isLoading}>
                {t('dashboard.bookings.cancelConfirm')}
              </Button>
            </DialogTools>
          </form>
        </Dialog>
      ) : null}
      {open === 'resend' ? (
        <ConfirmDialog
          title={t('dashboard.bookings.resend')}
          confirmLabel={t('dashboard.bookings.resendConfirm')}
          busy={resendState.isLoading}
          onCancel={close}
          onConfirm={() => {
            close();
            void resend(booking.id);
          }}
        >
          <p>{t('dashboard.bookings.resendText', { email: booking.user.email })}</p>
        </ConfirmDialog>
      ) : null}
      {open === 'noShow' ? (
        <ConfirmDialog
          title={t('dashboard.bookings.noShow')}
          confirmLabel={t('dashboard.bookings.noShowConfirm')}
          danger
          busy={noShowState.isLoading}
          onCancel={close}
          onConfirm={() => {
            close();
            void noShow(booking.id);
          }}
        >
          <p>{t('dashboard.bookings.noShowText')}</p>
        </ConfirmDialog>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const NoteForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  > div {
    width: 100%;
  }
`;

const DialogTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
