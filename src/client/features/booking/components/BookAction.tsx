// The hut page's way into booking for a signed-in guest: promo code, the terms, and Book. Loaded only
// for signed-in guests, so a visitor's first visit never carries the booking code.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Checkbox, TextField } from '../../../ui/form';
import { FailureNote } from './FailureNote';
import { useBookingFlow } from '../useBookingFlow';

type Props = { hutId: number; checkIn: string | null; checkOut: string | null; adults: number; kids: number };

export function BookAction({ hutId, checkIn, checkOut, adults, kids }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [promo, setPromo] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const { state, send } = useBookingFlow({}, { bookingCreated: (booking) => navigate(`/${booking.id}/confirm/confirm-booking`) });
  const creating = state.matches('creating');
  const ready = !!checkIn && !!checkOut;

  const book = () => {
    if (!accepted) {
      setTermsError(true);
      return;
    }
    if (!checkIn || !checkOut) return;
    send({
      type: 'booking.create',
      body: { hut: hutId, persons_max_num: adults, kids_max_num: kids, date: { date_from: checkIn, date_to: checkOut }, promocode: promo.trim() || null },
    });
  };

  return (
    <Wrap>
      <TextField label={t('booking.start.promo')} value={promo} onChange={(event) => setPromo(event.target.value)} maxLength={40} autoComplete="off" dir="auto" />
      <Checkbox
        checked={accepted}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setTermsError(false);
        }}
        label={<Trans i18nKey="booking.start.terms" components={{ terms: <Link to="/terms-and-conditions" target="_blank" rel="noopener" /> }} />}
        error={termsError ? t('booking.start.termsRequired') : null}
      />
      {state.context.failure ? <FailureNote failure={state.context.failure} /> : null}
      <Button $block $size="lg" disabled={!ready || creating} onClick={book}>
        {creating ? t('booking.start.booking') : t('bookingPanel.book')}
      </Button>
    </Wrap>
  );
}

export default BookAction;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
