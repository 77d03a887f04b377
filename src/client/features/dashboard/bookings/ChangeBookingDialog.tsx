import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BookingChangeAnswer } from '../../../../shared/schemas/bookingChange';
import type { StaffBookingDetail } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { PricedLines } from '../../../ui/MoneyRows';
import { ChangeStayFields, changeBodyOf, useStayChoice } from '../../../ui/ChangeStayFields';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/form';
import { formatPrice } from '../../../ui/format';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useChangeStaffBookingMutation } from './bookingsApi';

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
  const { choice, edit, current, remember } = useStayChoice<BookingChangeAnswer>(booking);
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const body = (dryRun: boolean) => ({ id: booking.id, ...changeBodyOf(choice, dryRun) });
  const ready = !!choice.date_from && choice.date_to > choice.date_from;

  const price = async () => {
    const result = await change(body(true));
    remember('data' in result && result.data ? result.data : null);
  };
  const save = async () => {
    const result = await change(body(false));
    if ('data' in result) onClose();
  };
  const problem = state.isError ? (detailOf(state.error) ?? Object.values(fieldErrors(state.error)).flat()[0]) : undefined;

  return (
    <Dialog title={t('dashboard.bookings.changeTitle')} onClose={onClose}>
      <ChangeStayFields
        choice={choice}
        edit={edit}
        maxPersons={booking.hut_details?.max_persons_num ?? 0}
        maxKids={booking.hut_details?.max_kids_num ?? 0}
      />
      {current ? (
        <Priced aria-live="polite">
          <PricedLines>
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
          </PricedLines>
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

const Priced = styled.div`
  margin: ${({ theme }) => theme.space(3, 0)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
