import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
    return (
      <Done>
        {t('dashboard.bookings.checkedOutBy', { time, name: checkedOut.by ?? '' })}
        <span>{labels.timing(checkedOut.timing)}</span>
      </Done>
    );
  }
  if (!props.checkedIn) return <span>{t('dashboard.bookings.notCheckedOut')}</span>;
  const submit = async () => {
    const answer = await checkOut({ id: props.bookingId, via: 'desk' });
    if ('data' in answer) props.onDone();
  };
  return (
    <>
      <Button type="button" $variant="secondary" disabled={checkingOut.isLoading} onClick={() => void submit()}>
        {t('dashboard.bookings.checkOutNow')}
      </Button>
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
