import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayIn } from '../../../../shared/dates';
import type { CheckedIn, CheckedOutAt } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/format';
import { FormAlert } from '../../../ui/form';
import { detailOf } from '../components/formErrors';
import { useCheckOutGuestMutation } from '../scan/checkinApi';
import { useScanLabels } from '../scan/scanLabels';

/** The guest's check-out on the booking's screen: when, by whom and early/on time/late; or, for a guest in the hut, the desk's check-out. */
export function CheckOutStatus(props: {
  bookingId: number;
  checkedIn: CheckedIn;
  checkedOut: CheckedOutAt | undefined;
  /** The stay's check-out day as it stands (an early check-out has moved it to the day the guest left). */
  dateTo: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useScanLabels();
  const [checkOut, checkingOut] = useCheckOutGuestMutation();
  const { checkedOut } = props;
  if (checkedOut) {
    const time = formatDate(checkedOut.at, i18n.language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = (value: string) => formatDate(value, i18n.language, { day: 'numeric', month: 'long' });
    return (
      <>
        <Done>
          {t('dashboard.bookings.checkedOutBy', { time, name: checkedOut.by ?? '' })}
          <span>{labels.timing(checkedOut.timing)}</span>
        </Done>
        {checkedOut.booked_date_to ? (
          <Note>
            {t('dashboard.bookings.checkedOutEarly', { date: day(props.dateTo), booked: day(checkedOut.booked_date_to) })}{' '}
            {t('dashboard.bookings.noAutomaticRefund')}
          </Note>
        ) : null}
      </>
    );
  }
  if (!props.checkedIn) return <span>{t('dashboard.bookings.notCheckedOut')}</span>;
  // Leaving before the last day frees the nights after today (the server shortens the stay); say so before the click.
  const early = todayIn() < props.dateTo;
  const submit = async () => {
    const answer = await checkOut({ id: props.bookingId, via: 'desk' });
    if ('data' in answer) props.onDone();
  };
  return (
    <>
      <Button type="button" $variant="secondary" disabled={checkingOut.isLoading} onClick={() => void submit()}>
        {t('dashboard.bookings.checkOutNow')}
      </Button>
      {early ? (
        <Note>
          {t('dashboard.bookings.earlyHint', { date: formatDate(props.dateTo, i18n.language, { day: 'numeric', month: 'long' }) })}
        </Note>
      ) : null}
      <FormAlert messages={detailOf(checkingOut.error)} />
    </>
  );
}

const Done = styled.span`
  display: grid;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
