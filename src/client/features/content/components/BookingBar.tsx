import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { CalendarIcon, GuestsIcon, SearchIcon } from '../../../ui/icons';
import { formatNumber } from '../../../ui/format';

const MAX_GUESTS = 8;

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return isoDay(new Date(year, month - 1, date + 1));
};

/** Dates and guests, then on to the huts with the filter applied. */
export function BookingBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = { from: useId(), to: useId(), guests: useId() };
  const today = isoDay(new Date());
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [guests, setGuests] = useState('2');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (dateFrom) params.set('date_from', dateFrom);
    if (dateTo) params.set('date_to', dateTo);
    params.set('guests', guests);
    navigate(`/huts?${params.toString()}`);
  };

  return (
    <Form role="search" aria-label={t('home.bookingBarLabel')} onSubmit={onSubmit}>
      <Field>
        <Label htmlFor={ids.from}>
          <CalendarIcon size={16} />
          {t('home.checkIn')}
        </Label>
        <Input
          id={ids.from}
          type="date"
          min={today}
          value={dateFrom}
          onChange={(event) => {
            setDateFrom(event.target.value);
            if (dateTo && event.target.value && dateTo <= event.target.value) setDateTo('');
          }}
        />
      </Field>
      <Field>
        <Label htmlFor={ids.to}>
          <CalendarIcon size={16} />
          {t('home.checkOut')}
        </Label>
        <Input
          id={ids.to}
          type="date"
          min={dateFrom ? nextDay(dateFrom) : today}
          value={dateTo}
          onChange={(event) => setDateTo(event.target.value)}
        />
      </Field>
      <Field>
        <Label htmlFor={ids.guests}>
          <GuestsIcon size={16} />
          {t('home.guests')}
        </Label>
        <Select id={ids.guests} value={guests} onChange={(event) => setGuests(event.target.value)}>
          {Array.from({ length: MAX_GUESTS }, (_, index) => index + 1).map((count) => (
            <option key={count} value={String(count)}>
              {t('home.guestCount', { count, formatted: formatNumber(count, i18n.language) })}
            </option>
          ))}
        </Select>
      </Field>
      <Submit type="submit" $size="lg">
        <SearchIcon size={18} />
        {t('home.search')}
      </Submit>
    </Form>
  );
}

export default BookingBar;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 960px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.foam};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr 0.8fr auto;
    align-items: end;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.deepSea};
`;

const control = `
  width: 100%;
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid #d9d0c1;
  border-radius: 6px;
  background: #ffffff;
  color: #1b1f23;
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

const Submit = styled(Button)`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    min-height: 48px;
  }
`;
