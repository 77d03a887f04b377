import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addDays } from '../../../../shared/dates';
import type { BookingChangeAnswer } from '../../../../shared/schemas/bookingChange';
import type { StaffBookingDetail } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert, Select } from '../../../ui/form';
import { formatNumber, formatPrice } from '../../../ui/format';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useChangeStaffBookingMutation } from './bookingsApi';

type Choice = { date_from: string; date_to: string; persons: number; kids: number };

/**
 * "Change…" on the back office's booking: new dates or guests, priced first (a dry run at today's prices, the
 * difference and what the cancellation policy refunds), then saved. A dearer stay leaves the difference unpaid on
 * the booking; a cheaper one is refunded by the refund worker. Moving to another hut is the grid's drag or "Move…".
 */
export function ChangeBookingDialog({ detail, onClose }: { detail: StaffBookingDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { booking } = detail;
  const [change, state] = useChangeStaffBookingMutation();
  const [choice, setChoice] = useState<Choice>({
    date_from: booking.dates.date_from,
    date_to: booking.dates.date_to,
    persons: booking.persons_max_num,
    kids: booking.kids_max_num,
  });
  const [priced, setPriced] = useState<{ answer: BookingChangeAnswer; for: Choice } | null>(null);
  const current = priced && priced.for === choice ? priced.answer : null;
  const edit = (next: Partial<Choice>) => setChoice((previous) => ({ ...previous, ...next }));
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const body = (dryRun: boolean) => ({
    id: booking.id,
    date_from: choice.date_from,
    date_to: choice.date_to,
    persons_max_num: choice.persons,
    kids_max_num: choice.kids,
    dry_run: dryRun,
  });
  const ready = !!choice.date_from && choice.date_to > choice.date_from;
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({
      value: String(from + index),
      label: formatNumber(from + index, lang),
    }));

  const price = async () => {
    const result = await change(body(true));
    setPriced('data' in result && result.data ? { answer: result.data, for: choice } : null);
  };
  const save = async () => {
    const result = await change(body(false));
    if ('data' in result) onClose();
  };
  const problem = state.isError ? (detailOf(state.error) ?? Object.values(fieldErrors(state.error)).flat()[0]) : undefined;

  return (
    <Dialog title={t('dashboard.bookings.changeTitle')} onClose={onClose}>
      <Fields>
        <DateField label={t('stay.checkIn')} value={choice.date_from} onChange={(value) => edit({ date_from: value })} />
        <DateField
          label={t('stay.checkOut')}
          value={choice.date_to}
          min={choice.date_from ? addDays(choice.date_from, 1) : undefined}
          onChange={(value) => edit({ date_to: value })}
        />
        <Select
          label={t('myBookings.change.adults')}
          value={String(choice.persons)}
          options={range(1, booking.hut_details.max_persons_num)}
          onChange={(event) => edit({ persons: Number(event.target.value) })}
        />
        <Select
          label={t('myBookings.change.children')}
          value={String(choice.kids)}
          options={range(0, booking.hut_details.max_kids_num)}
          onChange={(event) => edit({ kids: Number(event.target.value) })}
        />
      </Fields>
      {current ? (
        <Priced aria-live="polite">
          <div>
            <dt>{t('myBookings.change.newTotal')}</dt>
            <dd>{money(current.booking.total_price)}</dd>
          </div>
          <div>
            <dt>
              {current.difference.direction === 'charge'
                ? t('dashboard.bookings.changeCharge')
                : current.difference.direction === 'refund'
                  ? t('dashboard.bookings.changeRefund', { amount: money(current.difference.amount) })
                  : t('myBookings.change.difference')}
            </dt>
            <dd>{money(current.difference.direction === 'refund' ? current.difference.refund : current.difference.amount)}</dd>
          </div>
        </Priced>
      ) : null}
      <FormAlert messages={problem} />
      <Tools>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('dashboard.common.cancel')}
        </Button>
        {current ? (
          <Button type="button" onClick={() => void save()} disabled={state.isLoading}>
            {t('myBookings.change.confirm')}
          </Button>
        ) : (
          <Button type="button" onClick={() => void price()} disabled={!ready || state.isLoading}>
            {t('myBookings.change.price')}
          </Button>
        )}
      </Tools>
    </Dialog>
  );
}

export default ChangeBookingDialog;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Priced = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3, 0)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  div {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
