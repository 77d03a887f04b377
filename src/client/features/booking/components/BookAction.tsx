// The hut page's way into booking for a signed-in guest: promo code, the terms, and Book. Loaded only
// for signed-in guests, so a visitor's first visit never carries the booking code.
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { Button } from '../../../ui/Button';
import { Checkbox, TextField } from '../../../ui/form';
import { FailureNote } from './FailureNote';
import { useBookingFlow } from '../useBookingFlow';

type Props = {
  hutId: number;
  checkIn: string | null;
  checkOut: string | null;
  adults: number;
  kids: number;
  /** The rate plan chosen (null: standard) and its cancellation policy, said before booking (issue 24 §2). */
  ratePlan?: number | null;
  policy?: string;
};

export function BookAction({ hutId, checkIn, checkOut, adults, kids, ratePlan = null, policy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [promo, setPromo] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const { state, send } = useBookingFlow({}, { bookingCreated: (booking) => navigate(`/${booking.id}/confirm/confirm-booking`) });
  const creating = state.matches('creating');
  const ready = !!checkIn && !!checkOut;
  const refundHours = useGetPublicConfigQuery().data?.cancel_full_refund_hours;
  const termsRef = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  // Book stays focusable while it cannot be used, and says why (dates missing, terms unticked).
  const blockedBy = creating ? null : !ready ? t('booking.start.needDates') : !accepted ? t('booking.start.needTerms') : null;

  const book = () => {
    if (!ready || creating) return;
    if (!accepted) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    if (!checkIn || !checkOut) return;
    send({
      type: 'booking.create',
      body: {
        hut: hutId,
        persons_max_num: adults,
        kids_max_num: kids,
        date: { date_from: checkIn, date_to: checkOut },
        promocode: promo.trim() || null,
        rate_plan: ratePlan,
      },
    });
  };

  return (
    <Wrap>
      <TextField
        label={t('booking.start.promo')}
        value={promo}
        onChange={(event) => setPromo(event.target.value)}
        maxLength={40}
        autoComplete="off"
        dir="auto"
      />
      <Checkbox
        ref={termsRef}
        checked={accepted}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setTermsError(false);
        }}
        label={
          <Trans i18nKey="booking.start.terms" components={{ terms: <Link to="/terms-and-conditions" target="_blank" rel="noopener" /> }} />
        }
        error={termsError ? t('booking.start.termsRequired') : null}
      />
      {policy ? (
        <Policy data-policy>{policy}</Policy>
      ) : refundHours !== undefined ? (
        <Policy>{t('booking.start.policy', { hours: t('counts.hours', { count: refundHours }) })}</Policy>
      ) : null}
      {state.context.failure ? <FailureNote failure={state.context.failure} /> : null}
      <Button
        $block
        $size="lg"
        aria-disabled={!!blockedBy || creating || undefined}
        aria-describedby={blockedBy ? reasonId : undefined}
        onClick={book}
      >
        {creating ? t('booking.start.booking') : t('bookingPanel.book')}
      </Button>
      {blockedBy && !termsError ? <Reason id={reasonId}>{blockedBy}</Reason> : null}
    </Wrap>
  );
}

export default BookAction;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Policy = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.lagoon};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.ink};
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
