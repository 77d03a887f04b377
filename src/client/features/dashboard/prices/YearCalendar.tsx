import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { StaffClosedNights, StaffPriceRange } from '../../../../shared/schemas/dashboard/huts';
import { monthGrid, todayIn } from '../../../ui/calendar/dates';
import { shownFirst } from '../../../ui/calendar/monthGridParts';
import { factSeparator, firstDayOfWeek, formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { dayForKey, nightState, pickNight, spanOf, type NightSelection } from './yearCalendar';

type Props = {
  year: number;
  ranges: StaffPriceRange[];
  closed: StaffClosedNights[];
  selection: NightSelection | null;
  onSelect: (selection: NightSelection) => void;
  /** Nights to point at (the range in the way of a refused change). */
  highlight?: { date_from: string; date_to: string } | null;
  /** The resort's today (injectable for tests): the calendar opens on its month. */
  today?: string;
};

const MONTHS = Array.from({ length: 12 }, (_value, index) => index + 1);
// 2023-01-01 was a Sunday: a known week to ask Intl for the weekday names.
const weekdayDate = (index: number) => `2023-01-0${index + 1}`;

/**
 * A hut's year, month by month: each night shows its price (weekend nights marked) or that it is closed.
 * Click or Enter picks the first night of a span, again the last; Shift extends. Arrows move in the
 * reading direction, weeks start on Saturday in Arabic.
 */
export function YearCalendar({ year, ranges, closed, selection, onSelect, highlight, today = todayIn() }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rtl = i18n.dir(lang) === 'rtl';
  const firstDay = firstDayOfWeek(lang);
  // The year opens where staff work: on today when it is this year, else on its first night.
  const openingDay = today.startsWith(String(year)) ? today : `${year}-01-01`;
  const [focusDay, setFocusDay] = useState(() => selection?.end ?? openingDay);
  const wantsFocus = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const months = useMemo(
    () => MONTHS.map((month) => ({ month, weeks: monthGrid(`${year}-${String(month).padStart(2, '0')}-01`, firstDay) })),
    [year, firstDay],
  );
  const span = selection ? spanOf(selection) : null;
  const weekdays = Array.from({ length: 7 }, (_value, index) => weekdayDate((firstDay + index) % 7));

  useEffect(() => {
    if (!focusDay.startsWith(String(year))) setFocusDay(openingDay);
  }, [year, focusDay, openingDay]);
  // On a phone the months stack: bring this month into view instead of January (without moving focus).
  useEffect(() => {
    if (!today.startsWith(String(year))) return;
    const month = rootRef.current?.querySelector<HTMLElement>(`[data-month="${today.slice(0, 7)}"]`);
    if (!month) return;
    const box = month.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) month.scrollIntoView({ block: 'start' });
  }, [year, today]);
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const pick = (day: string, extend: boolean) => {
    setFocusDay(day);
    onSelect(pickNight(selection, day, extend));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(day, event.shiftKey);
      return;
    }
    const next = dayForKey(day, event.key, rtl);
    if (!next || !next.startsWith(String(year))) return;
    event.preventDefault();
    wantsFocus.current = true;
    setFocusDay(next);
    if (event.shiftKey) onSelect(pickNight(selection ?? { anchor: day, end: day, complete: false }, next, true));
  };

  return (
    <Months ref={rootRef}>
      {months.map(({ month, weeks }) => {
        const first = `${year}-${String(month).padStart(2, '0')}-01`;
        const caption = formatDate(first, lang, { month: 'long', year: 'numeric' });
        return (
          <Month key={month} data-month={first.slice(0, 7)}>
            <table role="grid" aria-label={caption}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {weekdays.map((day) => (
                    <th key={day} scope="col" abbr={formatDate(day, lang, { weekday: 'long' })}>
                      {formatDate(day, lang, { weekday: 'narrow' })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, row) => (
                  <tr key={row}>
                    {week.map((day, column) => {
                      if (!day) return <td key={column} />;
                      const night = nightState(day, ranges, closed);
                      const selected = !!span && span.from <= day && day <= span.to;
                      const flagged = !!highlight && highlight.date_from <= day && day <= highlight.date_to;
                      const dayNumber = formatNumber(Number(day.slice(8)), lang);
                      const shownPrice =
                        !night.closed && night.price ? formatNumber(Number(night.price), lang, { notation: 'compact' }) : null;
                      const status = night.closed
                        ? t('dashboard.prices.closed')
                        : night.price
                          ? `${formatPrice(night.price, lang)}${night.weekend && night.range?.weekend_price ? `${factSeparator(lang)}${t('dashboard.prices.weekend')}` : ''}`
                          : t('dashboard.prices.noPrice');
                      return (
                        <td key={column} role="gridcell" aria-selected={selected}>
                          <Night
                            type="button"
                            data-day={day}
                            tabIndex={day === focusDay ? 0 : -1}
                            $selected={selected}
                            $closed={!!night.closed}
                            $priced={!!night.price}
                            $weekend={night.weekend}
                            $flagged={flagged}
                            aria-label={shownFirst(
                              shownPrice ? `${dayNumber} ${shownPrice}` : undefined,
                              `${formatDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long' })}: ${status}`,
                            )}
                            onClick={(event: MouseEvent) => pick(day, event.shiftKey)}
                            onKeyDown={(event) => onKeyDown(event, day)}
                          >
                            <span>{dayNumber}</span> <small aria-hidden="true">{night.closed ? '×' : (shownPrice ?? '')}</small>
                          </Night>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Month>
        );
      })}
    </Months>
  );
}

const Months = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Month = styled.div`
  scroll-margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: start;
  }
  th {
    padding-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td {
    padding: 1px;
  }
`;

type NightStyle = { $selected: boolean; $closed: boolean; $priced: boolean; $weekend: boolean; $flagged: boolean };
const Night = styled.button<NightStyle>`
  display: grid;
  width: 100%;
  min-height: 40px;
  padding: 2px 0;
  border: 1px solid transparent;
  border-radius: 6px;
  background: ${({ theme, $priced, $weekend }) => ($priced ? ($weekend ? '#e6f1f1' : '#f1f8f8') : theme.colors.white)};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  line-height: 1.1;
  cursor: pointer;
  span {
    font-size: 13px;
  }
  small {
    min-height: 12px;
    color: ${({ theme }) => theme.colors.lagoonDark};
    font-size: 10px;
  }
  ${({ $closed, theme }) =>
    $closed &&
    css`
      background: repeating-linear-gradient(
        135deg,
        ${theme.colors.sand},
        ${theme.colors.sand} 4px,
        ${theme.colors.white} 4px,
        ${theme.colors.white} 8px
      );
      color: ${theme.colors.muted};
      small {
        color: ${theme.colors.danger};
      }
    `}
  ${({ $flagged, theme }) =>
    $flagged &&
    css`
      border-color: ${theme.colors.danger};
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.lagoon};
      color: ${theme.colors.white};
      small {
        color: ${theme.colors.white};
      }
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.coral};
    outline-offset: 1px;
  }
`;
