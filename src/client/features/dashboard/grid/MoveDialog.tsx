import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addDays, daysBetween } from '../../../../shared/dates';
import type { BookingChangeAnswer } from '../../../../shared/schemas/bookingChange';
import type { Grid, GridBooking } from '../../../../shared/schemas/dashboard/grid';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { Dialog } from '../../../ui/Dialog';
import { formatDate, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useMoveBookingMutation } from './gridApi';

/** Where a stay is moved to: its hut and its check-in and check-out days. */
export interface MoveTarget {
  hut: number;
  date_from: string;
  date_to: string;
}

type Props = { booking: GridBooking & { hut: number }; huts: Grid['huts']; target: MoveTarget; onClose: () => void };

/**
 * Moving a stay: the new hut and dates (from a drag, or chosen here with the keyboard) are priced first (a dry run of
 * the booking's change), the difference shown, and only a confirmation saves it. Any change to the fields prices again.
 */
export function MoveDialog({ booking, huts, target: initial, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [target, setTarget] = useState(initial);
  const [price, priced] = useMoveBookingMutation();
  const [save, saved] = useMoveBookingMutation();
  const [quote, setQuote] = useState<BookingChangeAnswer | null>(null);
  const unchanged = target.hut === booking.hut && target.date_from === booking.date_from && target.date_to === booking.date_to;
  const valid = target.date_to > target.date_from;

  useEffect(() => {
    setQuote(null);
    if (unchanged || !valid) return;
    const request = price({ id: booking.id, ...target, dry_run: true });
    request
      .unwrap()
      .then(setQuote)
      .catch(() => undefined);
    return () => request.abort();
  }, [booking.id, target, unchanged, valid, price]);

  const hutName = (id: number) => {
    const hut = huts.find((candidate) => candidate.id === id);
    return hut ? (lang === 'ar' ? hut.title_ar || hut.title : hut.title) : '';
  };
  const day = (value: string) => formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const nights = daysBetween(booking.date_from, booking.date_to);
  const error = priced.error ?? saved.error;
  const fields = fieldErrors(error);
  const refusal = detailOf(error) ?? Object.values(fields).flat()[0];

  const confirm = async () => {
    try {
      await save({ id: booking.id, ...target }).unwrap();
      notify('success', t('dashboard.grid.moved', { name: booking.guest_name }));
      onClose();
    } catch {
      // The refusal is shown in the dialog (nights taken, closed, changed meanwhile).
    }
  };

  return (
    <Dialog title={t('dashboard.grid.moveTitle', { name: booking.guest_name })} onClose={onClose}>
      <p>{t('dashboard.grid.moveFrom', { hut: hutName(booking.hut), from: day(booking.date_from), to: day(booking.date_to) })}</p>
      <Fields>
        <Select
          label={t('dashboard.grid.moveHut')}
          value={String(target.hut)}
          onChange={(event) => setTarget({ ...target, hut: Number(event.target.value) })}
          options={huts.map((hut) => ({ value: String(hut.id), label: lang === 'ar' ? hut.title_ar || hut.title : hut.title }))}
        />
        <DateField
          label={t('dashboard.grid.moveCheckIn')}
          value={target.date_from}
          onChange={(picked) => picked && setTarget({ ...target, date_from: picked, date_to: addDays(picked, nights) })}
        />
        <DateField
          label={t('dashboard.grid.moveCheckOut')}
          value={target.date_to}
          error={fields.date_to?.[0]}
          onChange={(picked) => picked && setTarget({ ...target, date_to: picked })}
        />
      </Fields>
      <Outcome role="status" aria-live="polite">
        {unchanged ? (
          t('dashboard.grid.moveUnchanged')
        ) : refusal ? (
          <Refusal>{refusal}</Refusal>
        ) : !quote ? (
          t('dashboard.grid.movePricing')
        ) : (
          <>
            <strong>
              {t('dashboard.grid.moveTo', { hut: hutName(target.hut), from: day(target.date_from), to: day(target.date_to) })}
            </strong>
            <span>
              {quote.difference.direction === 'charge'
                ? t('dashboard.grid.moveCharge', { amount: formatPrice(quote.difference.amount, lang) })
                : quote.difference.direction === 'refund'
                  ? t('dashboard.grid.moveRefund', {
                      amount: formatPrice(quote.difference.amount, lang),
                      refund: formatPrice(quote.difference.refund, lang),
                    })
                  : t('dashboard.grid.moveSamePrice')}
            </span>
          </>
        )}
      </Outcome>
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('dashboard.grid.moveCancel')}
        </Button>
        <Button type="button" disabled={!quote || unchanged || saved.isLoading} onClick={confirm}>
          {t('dashboard.grid.moveConfirm')}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Outcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 3em;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
`;

const Refusal = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
