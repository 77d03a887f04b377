import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StaySearchForm, type StaySearch } from '../../../ui/StaySearchForm';

const START: StaySearch = { date_from: '', date_to: '', guests: '2' };

/** Dates and guests, then on to the huts with the filter applied. */
export function BookingBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const search = ({ date_from, date_to, guests }: StaySearch) => {
    const params = new URLSearchParams();
    if (date_from) params.set('date_from', date_from);
    if (date_to) params.set('date_to', date_to);
    params.set('guests', guests);
    navigate(`/huts?${params.toString()}`);
  };

  return <Bar value={START} onSubmit={search} label={t('home.bookingBarLabel')} submitLabel={t('home.search')} />;
}

export default BookingBar;

const Bar = styled(StaySearchForm)`
  width: 100%;
  max-width: 960px;
`;
