// "Book tickets" on an event's or a service's page (issue 25 §2): a visitor without a stay picks a dated session and how
// many tickets, sees the total, and books; on a phone a bar at the bottom leads to it. Offers not open to day visitors
// show nothing here: guests staying add them to their stay from My bookings, as before.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { DayVisitTerms } from '../../../../shared/schemas/dayVisit';
import { toCents, toMoney } from '../../../../shared/money';
import { Button, LinkButton } from '../../../ui/Button';
import { fixedBar } from '../../../ui/focusNotObscured';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { selectIsAuthenticated } from '../../auth/authSlice';
import { Bar, RoomForBar } from './PhoneBookBar';
import { Stepper } from './Stepper';

const BookTicketsAction = lazy(() => import(/* webpackChunkName: "book-tickets" */ '../../booking/components/BookTicketsAction'));

export type SessionRow = { id: number; date: string; price: string; seats_left: number; min?: number; max?: number };

type Props = {
  kind: 'event' | 'service';
  offerId: number;
  terms: DayVisitTerms | undefined;
  sessions: SessionRow[];
  /** The offer's own limits (a service's); an event's session carries its own. */
  limits: { min: number; max: number };
};

export function DayTicketsPanel({ kind, offerId, terms, sessions, limits }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const signedIn = useSelector(selectIsAuthenticated);
  const here = useLocation().pathname;
  const open = sessions.filter((session) => session.seats_left > 0);
  const [chosen, setChosen] = useState<number | null>(open[0]?.id ?? null);
  const [count, setCount] = useState<number | null>(null);
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  if (!terms?.open) return null;

  const session = open.find((row) => row.id === chosen) ?? null;
  const min = session?.min ?? limits.min;
  const max = Math.max(min, Math.min(session?.max ?? limits.max, session?.seats_left ?? limits.max));
  const quantity = Math.min(max, Math.max(min, count ?? min));
  const total = session ? toMoney(toCents(session.price) * quantity) : null;
  const showPanel = () => {
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panelRef.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  };
  const day = (value: string) => formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'long' });

  return (
    <Panel ref={panelRef} id="tickets" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dayVisit.heading')}</h2>
      <Lead>{t('dayVisit.lead')}</Lead>
      {open.length === 0 ? (
        <Lead>{t('dayVisit.soldOut')}</Lead>
      ) : (
        <>
          <Sessions>
            <legend>{t('dayVisit.date')}</legend>
            {open.map((row) => (
              <label key={row.id} className={row.id === chosen ? 'chosen' : undefined}>
                <input type="radio" name={`session-${offerId}`} checked={row.id === chosen} onChange={() => setChosen(row.id)} />
                <span className="day">
                  <time dateTime={row.date}>{day(row.date)}</time>
                  <small>{t('counts.seatsLeft', { count: row.seats_left, n: formatNumber(row.seats_left, lang) })}</small>
                </span>
                <span className="price">{formatPrice(row.price, lang)}</span>
              </label>
            ))}
          </Sessions>
          <Stepper label={t('dayVisit.tickets')} value={quantity} min={min} max={max} onChange={setCount} />
          {total ? (
            <Total>
              <span>{t('dayVisit.total')}</span>
              <strong>{formatPrice(total, lang)}</strong>
            </Total>
          ) : null}
          <Policy>{t('dayVisit.policy', { hours: t('counts.hours', { count: terms.cancel_hours }) })}</Policy>
          {signedIn ? (
            <Suspense
              fallback={
                <Button $block $size="lg" disabled>
                  {t('dayVisit.book')}
                </Button>
              }
            >
              <BookTicketsAction kind={kind} offerId={offerId} dateId={session?.id ?? null} quantity={quantity} />
            </Suspense>
          ) : (
            <LinkButton to={`/account/login?next=${encodeURIComponent(`${here}#tickets`)}`} $block $size="lg">
              {t('dayVisit.signIn')}
            </LinkButton>
          )}
        </>
      )}
      <Lead>{t('dayVisit.staying')}</Lead>
      {open.length > 0 ? (
        <>
          <RoomForBar />
          <Bar {...fixedBar('bottom')} aria-label={t('dayVisit.barLabel')}>
            <p>
              {session ? (
                <>
                  <small>{t('dayVisit.from')}</small>
                  <strong>{formatPrice(session.price, lang)}</strong>
                </>
              ) : null}
            </p>
            <Button $size="lg" onClick={showPanel}>
              {t('dayVisit.book')}
            </Button>
          </Bar>
        </>
      ) : null}
    </Panel>
  );
}

export default DayTicketsPanel;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-top: ${({ theme }) => theme.space(24)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Sessions = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: ${({ theme }) => theme.minTarget};
    padding: ${({ theme }) => theme.space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.input};
    cursor: pointer;
  }
  label.chosen {
    border-color: ${({ theme }) => theme.colors.lagoon};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.lagoon};
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.lagoon};
  }
  .day {
    display: grid;
    flex: 1;
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .price {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Policy = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.lagoon};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
