import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addDays } from '../../../../shared/dates';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { factSeparator, formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGuestsCount } from '../../../ui/guestsCount';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useGetBookingDayQuery } from './bookingsApi';
import { CheckInStatus } from './CheckInStatus';
import { pickLocalized } from '../../../ui/useLocalized';

/** Arrivals or departures of one resort day (today by default): guests, hut, tickets and what is still unpaid. Day and kind in the URL. */
export default function DayScreen() {
  const { t, i18n } = useTranslation();
  const guestsCount = useGuestsCount();
  const lang = i18n.language;
  const [search, setSearch] = useSearchParams();
  const kind = search.get('kind') === 'departures' ? 'departures' : 'arrivals';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : undefined;
  const day = useGetBookingDayQuery({ kind, date });
  const shown = date ?? day.data?.today;
  // The field holds what is being typed; only a whole date moves the list (and the day buttons move the field).
  const [typed, setTyped] = useState({ day: shown ?? '', for: shown });
  if (typed.for !== shown) setTyped({ day: shown ?? '', for: shown });
  const title = kind === 'arrivals' ? t('dashboard.bookings.arrivals') : t('dashboard.bookings.departures');
  useDocumentTitle(title);
  const go = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      return next;
    });

  return (
    <>
      <ScreenHeader
        title={title}
        text={shown ? formatDate(shown, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : undefined}
      />
      <FilterBar>
        <Select
          label={t('dashboard.bookings.show')}
          value={kind}
          onChange={(event) => go({ kind: event.target.value })}
          options={[
            { value: 'arrivals', label: t('dashboard.bookings.arrivals') },
            { value: 'departures', label: t('dashboard.bookings.departures') },
          ]}
        />
        <DateField
          label={t('dashboard.bookings.day')}
          value={typed.day}
          onChange={(picked) => {
            setTyped({ day: picked, for: shown });
            if (picked) go({ date: picked });
          }}
        />
        <Switcher>
          <Button type="button" $variant="secondary" disabled={!shown} onClick={() => shown && go({ date: addDays(shown, -1) })}>
            {t('dashboard.bookings.previousDay')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => go({ date: null })}>
            {t('dashboard.bookings.today')}
          </Button>
          <Button type="button" $variant="secondary" disabled={!shown} onClick={() => shown && go({ date: addDays(shown, 1) })}>
            {t('dashboard.bookings.nextDay')}
          </Button>
        </Switcher>
      </FilterBar>
      {day.isError ? (
        <ErrorState onRetry={day.refetch} />
      ) : !day.data ? (
        <Skeleton $height="200px" />
      ) : day.data.results.length === 0 ? (
        <EmptyState title={kind === 'arrivals' ? t('dashboard.bookings.noArrivals') : t('dashboard.bookings.noDepartures')} />
      ) : (
        <Cards aria-label={title}>
          {day.data.results.map((row) => (
            <Card key={row.id}>
              <h2>
                <Link to={`/dashboard/bookings/${row.id}`}>{row.guest.full_name || row.guest.email}</Link>
              </h2>
              <p>
                <bdi dir="ltr">{row.code}</bdi>
                {factSeparator(lang)}
                {pickLocalized(row.hut ?? row.visit ?? { title: '', title_ar: '' }, 'title', lang)}
              </p>
              <p>
                {guestsCount(row.persons, row.kids)}
                {factSeparator(lang)}
                <bdi dir="ltr">{row.guest.phone || row.guest.email}</bdi>
              </p>
              {row.tickets.length > 0 ? (
                <ul>
                  {row.tickets.map((ticket, index) => (
                    <li key={index}>
                      {lang === 'ar' ? ticket.title_ar || ticket.title : ticket.title} × {formatNumber(ticket.quantity, lang)}
                      {ticket.date ? `${factSeparator(lang)}${formatDate(ticket.date, lang, { day: 'numeric', month: 'short' })}` : ''}
                      {ticket.is_extra ? `${factSeparator(lang)}${t('dashboard.bookings.extra')}` : ''}
                      {ticket.cancelled ? `${factSeparator(lang)}${t('dashboard.bookings.ticketCancelled')}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
              {kind === 'arrivals' ? <CheckInStatus checkedIn={row.checked_in} /> : null}
              <Due $owing={Number(row.not_paid) > 0}>
                {Number(row.not_paid) > 0
                  ? t('dashboard.bookings.stillUnpaid', { amount: formatPrice(row.not_paid, lang, row.currency) })
                  : t('dashboard.bookings.allPaid')}
              </Due>
            </Card>
          ))}
        </Cards>
      )}
    </>
  );
}

// Previous day, Today, Next day: one row on a desktop (two of the filter bar's columns), wrapping only on a phone.
const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  ${({ theme }) => theme.media.md} {
    flex-wrap: nowrap;
    grid-column: span 2;
  }
`;

const Cards = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space(1, 0)};
    overflow-wrap: anywhere;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const Due = styled.p<{ $owing: boolean }>`
  font-weight: 600;
  color: ${({ theme, $owing }) => ($owing ? theme.colors.danger : theme.colors.muted)};
`;
