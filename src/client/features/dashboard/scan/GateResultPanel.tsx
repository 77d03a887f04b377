import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CheckinReason, GateResult } from '../../../../shared/schemas/dashboard/checkin';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber, joinFacts } from '../../../ui/format';
import { useLocalized } from '../../../ui/useLocalized';
import { useGuestsCount } from '../../../ui/guestsCount';
import { CardList } from '../components/CardList';
import { useScanLabels } from './scanLabels';

interface Props {
  result: GateResult;
  /** The check-in was this gate's own, just now (else an earlier one is "already"). */
  justCheckedIn: boolean;
  /** The same for the check-out. */
  justCheckedOut?: boolean;
  busy: boolean;
  onCheckIn: (bookingId: number) => void;
  /** A guest checked in and not yet out is offered the check-out. */
  onCheckOut?: (bookingId: number) => void;
  onRedeem: (ticketId: number) => void;
}

function useReasonText() {
  const { t } = useTranslation();
  const texts: Record<CheckinReason, string> = {
    unknown: t('dashboard.scan.reason.unknown'),
    forged: t('dashboard.scan.reason.forged'),
    not_paid: t('dashboard.scan.reason.not_paid'),
    cancelled: t('dashboard.scan.reason.cancelled'),
    refunded: t('dashboard.scan.reason.refunded'),
    not_today: t('dashboard.scan.reason.not_today'),
  };
  return (reason: CheckinReason) => texts[reason];
}

/** The gate's answer, large and high-contrast for a phone held at arm's length. */
export function GateResultPanel({ result, justCheckedIn, justCheckedOut = false, busy, onCheckIn, onCheckOut, onRedeem }: Props) {
  const { t } = useTranslation();
  const guestsCount = useGuestsCount();
  const { pick, lang } = useLocalized();
  const reasonText = useReasonText();
  const labels = useScanLabels();
  const number = (value: number) => formatNumber(value, lang);
  const day = (value: string) => formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const time = (value: string) => formatDate(value, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const { booking, stay } = result;
  const checkedIn = stay?.checked_in;
  const checkedOut = stay?.checked_out;

  return (
    <Panel aria-label={t('dashboard.scan.result')}>
      <Verdict $valid={result.valid} role="status">
        <strong>{result.valid ? t('dashboard.scan.valid') : t('dashboard.scan.invalid')}</strong>
        {result.reason ? <span>{reasonText(result.reason)}</span> : null}
      </Verdict>
      {booking ? (
        <>
          <Guest>
            <span>{t('dashboard.scan.guest')}</span>
            <strong>{booking.guest}</strong>
            <Bdi>{booking.code}</Bdi>
          </Guest>
          {stay?.day_visit ? (
            <Facts>
              <div>
                <dt>{t('dashboard.scan.dayVisit')}</dt>
                <dd>{pick(stay.hut, 'title')}</dd>
              </div>
              <div>
                <dt>{t('dashboard.scan.day')}</dt>
                <dd>{day(stay.date_from)}</dd>
              </div>
            </Facts>
          ) : stay ? (
            <Facts>
              <div>
                <dt>{t('dashboard.scan.hut')}</dt>
                <dd>{pick(stay.hut, 'title')}</dd>
              </div>
              <div>
                <dt>{t('dashboard.scan.stay')}</dt>
                <dd>
                  {day(stay.date_from)} – {day(stay.date_to)}
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.scan.nights')}</dt>
                <dd>{number(stay.nights)}</dd>
              </div>
              <div>
                <dt>{t('dashboard.scan.people')}</dt>
                <dd>{guestsCount(stay.persons, stay.kids)}</dd>
              </div>
            </Facts>
          ) : null}
          {checkedOut ? (
            <CheckedIn $now={justCheckedOut} role="status">
              {t(justCheckedOut ? 'dashboard.scan.checkedOut' : 'dashboard.scan.alreadyCheckedOut', {
                time: time(checkedOut.at),
                name: checkedOut.by,
              })}
              <Timing>{labels.timing(checkedOut.timing)}</Timing>
              {justCheckedOut && checkedOut.timing === 'early' ? <Timing>{t('dashboard.scan.earlyFreed')}</Timing> : null}
            </CheckedIn>
          ) : checkedIn ? (
            <>
              <CheckedIn $now={justCheckedIn} role="status">
                {t(justCheckedIn ? 'dashboard.scan.checkedIn' : 'dashboard.scan.alreadyCheckedIn', {
                  time: time(checkedIn.at),
                  name: checkedIn.by,
                })}
              </CheckedIn>
              {onCheckOut && booking && !justCheckedIn && result.reason !== 'cancelled' && result.reason !== 'refunded' ? (
                <Button $block $size="lg" $variant="secondary" disabled={busy} onClick={() => onCheckOut(booking.id)}>
                  {t('dashboard.scan.checkOut')}
                </Button>
              ) : null}
            </>
          ) : stay && result.valid ? (
            <Button $block $size="lg" disabled={busy} onClick={() => onCheckIn(booking.id)}>
              {t('dashboard.scan.checkIn')}
            </Button>
          ) : null}
          <Tickets aria-labelledby="gate-tickets">
            <h3 id="gate-tickets">{t('dashboard.scan.ticketsToday')}</h3>
            {result.tickets.length === 0 ? <p>{t('dashboard.scan.noTickets')}</p> : null}
            <CardList>
              {result.tickets.map((ticket) => {
                const title = pick(ticket, 'title');
                return (
                  <li key={ticket.id}>
                    <div>
                      <strong>{title}</strong>
                      <span>
                        {joinFacts([
                          t(ticket.kind === 'event' ? 'dashboard.scan.event' : 'dashboard.scan.service'),
                          t('dashboard.scan.remaining', { remaining: number(ticket.remaining), quantity: number(ticket.quantity) }),
                        ])}
                      </span>
                    </div>
                    <Button
                      $variant="secondary"
                      disabled={busy || !result.valid || ticket.remaining === 0}
                      aria-label={t('dashboard.scan.redeemOne', { title })}
                      onClick={() => onRedeem(ticket.id)}
                    >
                      {t('dashboard.scan.redeem')}
                    </Button>
                  </li>
                );
              })}
            </CardList>
          </Tickets>
        </>
      ) : null}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Verdict = styled.div<{ $valid: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme }) => theme.colors.white};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Guest = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  bdi {
    /* On the reading side in both languages, though the code itself runs left to right. */
    justify-self: start;
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd span {
    white-space: nowrap;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const CheckedIn = styled.p<{ $now: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme, $now }) => ($now ? theme.colors.success : theme.colors.sand)};
  color: ${({ theme, $now }) => ($now ? theme.colors.white : theme.colors.deepSea)};
  border: 2px solid ${({ theme, $now }) => ($now ? theme.colors.success : theme.colors.coral)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Timing = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Tickets = styled.section`
  h3 {
    margin: ${({ theme }) => theme.space(0, 0, 2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  li {
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.input};
  }
  li div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
