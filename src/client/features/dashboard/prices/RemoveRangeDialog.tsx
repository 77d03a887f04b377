import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HutCalendar } from '../../../../shared/schemas/dashboard/huts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatDate, formatPrice } from '../../../ui/format';
import { FormAlert } from '../../../ui/form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf } from '../components/formErrors';
import { useRemovePriceRangeMutation } from './pricesApi';

type Props = { hutId: number; range: HutCalendar['ranges'][number]; onClose: () => void };

/**
 * Deleting a price range asks first and says what it affects. While bookings hold nights that only this
 * range prices, it cannot go (the server refuses too): the dialog lists them, to be moved first.
 */
export function RemoveRangeDialog({ hutId, range, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [remove, removal] = useRemovePriceRangeMutation();
  const day = (value: string) => formatDate(value, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const title = t('dashboard.prices.deleteTitle', { from: day(range.date_from), to: day(range.date_to) });

  if (range.booked.length > 0) {
    return (
      <Dialog title={title} onClose={onClose}>
        <p>{t('dashboard.prices.deleteBooked')}</p>
        <Bookings>
          {range.booked.map((booking) => (
            <li key={booking.id}>
              <Link to={`/dashboard/bookings/${booking.id}`}>
                <bdi dir="ltr">{booking.code}</bdi>
              </Link>
              <span>
                {day(booking.date_from)} – {day(booking.date_to)}
              </span>
            </li>
          ))}
        </Bookings>
        <Button type="button" onClick={onClose}>
          {t('dashboard.prices.keepRange')}
        </Button>
      </Dialog>
    );
  }
  const confirm = async () => {
    const result = await remove({ hutId, rangeId: range.id, version: range.version });
    if (!('error' in result)) onClose();
  };
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t('dashboard.common.delete')}
      danger
      busy={removal.isLoading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t('dashboard.prices.deleteText', { price: formatPrice(range.price, lang) })}</p>
      <FormAlert messages={detailOf(removal.error)} />
    </ConfirmDialog>
  );
}

const Bookings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1, 3)};
  }
`;
