import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek, formatDate, formatNumber, formatPrice } from '../format';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { addMonths, isWeekendNight, monthGrid, startOfMonth } from './dates';
import { cellState, dayCellLabel, dayCellProps, MonthWeeks } from './monthGridParts';
import { canPick, pickDay, type NightMap, type Refusal, type StayRange } from './selection';
import { useCalendarKeyboard } from './useCalendarKeyboard';
import { Caption, Cell, DayPrice, Grid, Head, Legend, MonthNav, NavButton, Note, Wrap } from './Calendar.styles';

type Props = {
  nights: NightMap;
  range: StayRange;
  onChange: (range: StayRange) => void;
  /** The first and last day that can be shown (today and the end of the priced window). */
  min: string;
  max: string;
  loading?: boolean;
};

// 2023-01-01 was a Sunday: a known week to ask Intl for the weekday names.
const weekdayDate = (index: number) => `2023-01-0${index + 1}`;
const clamp = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/** Widest price text a day cell holds at its 13–14 px size on a 390 px phone (about 44 px). */
const CELL_PRICE_CHARS = 6;

/** The cell's price: exact ("1,250"), compact ("1.3K") only when the exact figure would not fit. */
export function cellPrice(price: string, lang: string): string {
  const value = Number(price);
  const exact = formatNumber(value, lang, { maximumFractionDigits: 2 });
  return exact.length <= CELL_PRICE_CHARS ? exact : formatNumber(value, lang, { notation: 'compact', maximumFractionDigits: 1 });
}

/** An availability calendar: one month grid, keyboard-driven (APG date grid), mirrored in Arabic. */
export function Calendar({ nights, range, onChange, min, max, loading }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rtl = i18n.dir(lang) === 'rtl';
  const captionId = useId();
  const firstDay = firstDayOfWeek(lang);
  const { setFocusDay, month, gridRef, onKeyDown, showMonth, tabStop } = useCalendarKeyboard({
    initialDay: range.checkIn ?? min,
    min,
    max,
    rtl,
    firstDay,
    onPick: (day) => select(day),
  });
  const [refused, setRefused] = useState<{ day: string; reason: Refusal } | null>(null);
  /** The day under the pointer or keyboard focus: its exact price is spelled out under the grid. */
  const [inspected, setInspected] = useState<string | null>(null);
  const weeks = useMemo(() => monthGrid(month, firstDay), [month, firstDay]);

  // A stay chosen outside the grid (the "from" price, a shared link) brings its month into view.
  useEffect(() => {
    if (!range.checkIn) return;
    const chosen = clamp(range.checkIn, min, max);
    if (startOfMonth(chosen) === month) return;
    showMonth(chosen);
    setFocusDay(chosen);
    // Only a new check-in moves the grid; paging months by hand must not snap back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range.checkIn]);

  const select = (day: string) => {
    const result = pickDay(range, nights, day);
    setRefused(result.refused ? { day, reason: result.reason ?? 'taken' } : null);
    setFocusDay(day);
    if (result.range !== range) onChange(result.range);
  };

  const picking = range.checkIn !== null && range.checkOut === null;
  const dayName = (day: string) => formatDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long' });
  const count = (value: number) => t('counts.nights', { count: value });
  // The stay rules of the chosen check-in (issue 24 §2): "minimum 3 nights" under the grid while the check-out is picked.
  const stayLimits = (checkIn: string) => {
    const { min_nights: min, max_nights: max } = nights[checkIn] ?? {};
    if (min && min > 1 && max) return t('calendar.stayBetween', { min: count(min), max: count(max) });
    if (min && min > 1) return t('calendar.stayMin', { min: count(min), date: dayName(checkIn) });
    return max ? t('calendar.stayMax', { max: count(max), date: dayName(checkIn) }) : '';
  };
  const refusalText = (reason: Refusal, day: string) => {
    const checkIn = range.checkIn as string;
    if (reason === 'noArrival') return t('calendar.refusedArrival', { date: dayName(day) });
    if (reason === 'noDeparture') return t('calendar.refusedDeparture', { date: dayName(day) });
    if (reason === 'minNights') return t('calendar.refusedMin', { min: count(nights[checkIn]?.min_nights ?? 1), date: dayName(checkIn) });
    if (reason === 'maxNights') return t('calendar.refusedMax', { max: count(nights[checkIn]?.max_nights ?? 1), date: dayName(checkIn) });
    return t('calendar.refused');
  };
  const inspectedNight = inspected ? nights[inspected] : undefined;
  const inspectedPrice = inspectedNight?.available && inspectedNight.price ? inspectedNight.price : null;

  return (
    <Wrap>
      <MonthNav>
        <NavButton
          type="button"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={month <= startOfMonth(min)}
          aria-label={t('calendar.previousMonth')}
        >
          <ChevronLeftIcon size={20} />
        </NavButton>
        <Caption id={captionId} aria-live="polite">
          {formatDate(month, lang, { month: 'long', year: 'numeric' })}
        </Caption>
        <NavButton
          type="button"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={month >= startOfMonth(max)}
          aria-label={t('calendar.nextMonth')}
        >
          <ChevronRightIcon size={20} />
        </NavButton>
      </MonthNav>
      <Grid ref={gridRef} role="grid" aria-labelledby={captionId} aria-busy={loading || undefined} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, index) => {
              const day = weekdayDate((firstDay + index) % 7);
              return (
                <Head key={day} scope="col" abbr={formatDate(day, lang, { weekday: 'long' })}>
                  {formatDate(day, lang, { weekday: 'narrow' })}
                </Head>
              );
            })}
          </tr>
        </thead>
        <MonthWeeks
          weeks={weeks}
          renderDay={(day) => {
            const night = nights[day];
            const outside = day < min || day > max;
            const disabled = outside || !canPick(range, nights, day);
            const isStart = day === range.checkIn;
            const isEnd = day === range.checkOut;
            const inRange = !!range.checkIn && !!range.checkOut && day > range.checkIn && day < range.checkOut;
            const price = night?.available && night.price ? night.price : null;
            const note = price ? formatPrice(price, lang) : t('calendar.unavailable');
            const dayNumber = formatNumber(Number(day.slice(8)), lang);
            const shownPrice = price ? cellPrice(price, lang) : null;
            return (
              <Cell
                key={day}
                {...dayCellProps(day, {
                  tabStop,
                  label: dayCellLabel(t, day, lang, { shown: shownPrice ? `${dayNumber} ${shownPrice}` : undefined, note, isStart, isEnd }),
                  selected: isStart || isEnd || inRange,
                  disabled,
                })}
                $state={cellState({ isStart, isEnd, inside: inRange, disabled })}
                $weekend={!!price && isWeekendNight(day)}
                $blocked={!outside && !price}
                title={price ? formatPrice(price, lang) : undefined}
                onFocus={() => {
                  setFocusDay(day);
                  setInspected(day);
                }}
                onBlur={() => setInspected(null)}
                onMouseEnter={() => setInspected(day)}
                onMouseLeave={() => setInspected(null)}
                onClick={() => (outside ? undefined : select(day))}
              >
                <span className="day">{dayNumber}</span>{' '}
                <span className="price" aria-hidden="true">
                  {shownPrice ?? '–'}
                </span>
              </Cell>
            );
          }}
        />
      </Grid>
      <Legend>
        <span className="weekend">{t('calendar.weekendLegend')}</span>
        <span className="blocked">{t('calendar.unavailableLegend')}</span>
      </Legend>
      <DayPrice aria-hidden="true">
        {inspectedPrice
          ? t('calendar.dayPrice', {
              date: formatDate(inspected as string, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
              price: formatPrice(inspectedPrice, lang),
            })
          : null}
      </DayPrice>
      <Note role="status" data-refusal={refused?.reason}>
        {refused
          ? refusalText(refused.reason, refused.day)
          : picking
            ? [t('calendar.pickCheckOut'), stayLimits(range.checkIn as string)].filter(Boolean).join(' ')
            : range.checkIn && range.checkOut
              ? null
              : t('calendar.pickCheckIn')}
      </Note>
    </Wrap>
  );
}

export default Calendar;
