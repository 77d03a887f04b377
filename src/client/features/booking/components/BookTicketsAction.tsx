// An offer page's way into a day visit for a signed-in guest: the terms, then Book tickets, which holds the seats and
// opens the one payment screen every booking uses. Loaded only for signed-in guests, like the hut page's BookAction.
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { newRequestKey } from '../../../api/requestKey';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/form';
import { useCreateDayVisitMutation } from '../dayVisitApi';
import { toFlowFailure } from '../lib/flowFailure';
import { FailureNote } from './FailureNote';

type Props = { kind: 'event' | 'service'; offerId: number; dateId: number | null; quantity: number };

export function BookTicketsAction({ kind, offerId, dateId, quantity }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create, { isLoading, error, reset }] = useCreateDayVisitMutation();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const blockedBy = isLoading ? null : dateId === null ? t('dayVisit.needDate') : !accepted ? t('booking.start.needTerms') : null;

  const book = async () => {
    if (isLoading || dateId === null) return;
    if (!accepted) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    const ticket =
      kind === 'event'
        ? { events: [{ event: offerId, date: dateId, quantity }] }
        : { services: [{ service: offerId, date: dateId, quantity }] };
    const booking = await create({ body: ticket, idempotencyKey: newRequestKey() })
      .unwrap()
      .catch(() => null);
    if (booking) navigate(`/${booking.id}/payment`);
  };

  return (
    <Wrap>
      <Checkbox
        ref={termsRef}
        checked={accepted}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setTermsError(false);
          reset();
        }}
        label={
          <Trans i18nKey="booking.start.terms" components={{ terms: <Link to="/terms-and-conditions" target="_blank" rel="noopener" /> }} />
        }
        error={termsError ? t('booking.start.termsRequired') : null}
      />
      {error ? <FailureNote failure={toFlowFailure(error)} /> : null}
      <Button
        $block
        $size="lg"
        aria-disabled={!!blockedBy || isLoading || undefined}
        aria-describedby={blockedBy ? reasonId : undefined}
        onClick={() => void book()}
      >
        {isLoading ? t('booking.start.booking') : t('dayVisit.book')}
      </Button>
      {blockedBy && !termsError ? <Reason id={reasonId}>{blockedBy}</Reason> : null}
    </Wrap>
  );
}

export default BookTicketsAction;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
