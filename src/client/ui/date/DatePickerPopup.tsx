// The calendar a date field opens: the availability calendar's month grid and look, for one day or a
// stay's two. Loaded on demand (React.lazy) with date-fns, which does the arithmetic and names months and
// weekdays in the active language; digits come from ../format like everywhere else on the site.
import { addDays, addMonths, format, getYear, parseISO, setYear, startOfMonth } from 'date-fns';
import type { Month } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayIn } from '../../../shared/dates';
import { hijriDate, hijriDayNumber, hijriMonths, showsHijri } from '../../../shared/hijri';
import { useDateCalendars } from '../dateCalendars';
import { monthGrid } from '../calendar/dates';
import { Cell, Grid, Head, MonthNav, NavButton } from '../calendar/Calendar.styles';
import { cellState, dayCellLabel, dayCellProps, MonthWeeks } from '../calendar/monthGridParts';
import { useCalendarKeyboard } from '../calendar/useCalendarKeyboard';
import { firstDayOfWeek, formatNumber } from '../format';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { allowedDay, type DateBounds } from './typedDate';

export type PickerMode = 'single' | 'range';
export type DateRange = { start: string | null; end: string | null };

export interface DatePickerPopupProps extends DateBounds {
  mode: PickerMode;
  value: DateRange;
  /** Range mode: which end the next pick sets. */
  picking: 'start' | 'end';
  /** Names the dialog. */
  label: string;
  /** A pick; `done` closes the calendar (a single day, or a stay's second day). */
  onSelect: (value: DateRange, done: boolean) => void;
  onClose: () => void;
}

const toDate = (day: string) => parseISO(day);
const toDay = (date: Date) => format(date, 'yyyy-MM-dd');

export default function DatePickerPopup({
  mode,
  value,
  picking: initialPicking,
  label,
  onSelect,
  onClose,
  min,
  max,
  isDisabled,
}: DatePickerPopupProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rtl = i18n.dir(lang) === 'rtl';
  const locale = lang.startsWith('ar') ? ar : enUS;
  const weekStartsOn = firstDayOfWeek(lang) as 0 | 6;
  const captionId = useId();
  // In Arabic the Umm al-Qura day under each Gregorian one (unless the guest chose Gregorian only).
  const hijri = showsHijri(lang, useDateCalendars());
  const [picking, setPicking] = useState(mode === 'range' && value.start ? initialPicking : 'start');
  const anchor =
    (picking === 'end' ? (value.end ?? (value.start ? toDay(addDays(toDate(value.start), 1)) : null)) : value.start) ?? todayIn();
  // Focus lands in the grid when the calendar opens and follows the keyboard.
  const { setFocusDay, month, gridRef, onKeyDown, showMonth, tabStop } = useCalendarKeyboard({
    initialDay: anchor,
    min,
    max,
    rtl,
    firstDay: weekStartsOn,
    focusOnMount: true,
    onPick: (day) => select(day),
  });
  const weeks = useMemo(() => monthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const bounds = { min, max, isDisabled };

  const select = (day: string) => {
    if (!allowedDay(day, bounds)) return;
    setFocusDay(day);
    if (mode === 'single') return onSelect({ start: day, end: null }, true);
    if (picking === 'end' && value.start && day > value.start) return onSelect({ start: value.start, end: day }, true);
    // A first day, or one on or before the stay's start, starts the stay again.
    setPicking('end');
    onSelect({ start: day, end: value.end && value.end > day ? value.end : null }, false);
  };

  const monthDate = toDate(month);
  const firstMonth = min ? toDay(startOfMonth(toDate(min))) : null;
  const lastMonth = max ? toDay(startOfMonth(toDate(max))) : null;
  // Birth dates and the like span decades: a year list saves paging month by month.
  const years =
    min && max && getYear(toDate(max)) - getYear(toDate(min)) > 1
      ? Array.from({ length: getYear(toDate(max)) - getYear(toDate(min)) + 1 }, (_, index) => getYear(toDate(max)) - index)
      : null;
  const monthName = locale.localize.month(monthDate.getMonth() as Month, { width: 'wide' });
  const yearText = formatNumber(getYear(monthDate), lang, { useGrouping: false });
  const today = todayIn();

  return (
    <Popup
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <MonthNav>
        <NavButton
          type="button"
          onClick={() => showMonth(toDay(addMonths(monthDate, -1)))}
          disabled={!!firstMonth && month <= firstMonth}
          aria-label={t('calendar.previousMonth')}
        >
          <ChevronLeftIcon size={20} />
        </NavButton>
        <Caption id={captionId} aria-live="polite">
          {years ? (
            <>
              <span>{monthName}</span>
              <select
                aria-label={t('datePicker.year')}
                value={getYear(monthDate)}
                onChange={(event) => showMonth(toDay(setYear(monthDate, Number(event.target.value))))}
              >
                {years.map((year) => (
                  <option key={year} value={year}>
                    {formatNumber(year, lang, { useGrouping: false })}
                  </option>
                ))}
              </select>
            </>
          ) : (
            `${monthName} ${yearText}`
          )}
        </Caption>
        <NavButton
          type="button"
          onClick={() => showMonth(toDay(addMonths(monthDate, 1)))}
          disabled={!!lastMonth && month >= lastMonth}
          aria-label={t('calendar.nextMonth')}
        >
          <ChevronRightIcon size={20} />
        </NavButton>
      </MonthNav>
      {/* The Hijri months the grid's days fall in, so the day numbers under the Gregorian ones can be read. */}
      {hijri ? <HijriMonths>{hijriMonths(month, toDay(addDays(addMonths(monthDate, 1), -1)))}</HijriMonths> : null}
      <Grid ref={gridRef} role="grid" aria-label={`${monthName} ${yearText}`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, index) => {
              const weekday = (weekStartsOn + index) % 7;
              return (
                <Head key={weekday} scope="col" abbr={locale.localize.day(weekday as 0, { width: 'wide' })}>
                  {locale.localize.day(weekday as 0, { width: lang.startsWith('ar') ? 'narrow' : 'short' })}
                </Head>
              );
            })}
          </tr>
        </thead>
        <MonthWeeks
          weeks={weeks}
          renderDay={(day) => {
            const allowed = allowedDay(day, bounds);
            const isStart = day === value.start;
            const isEnd = mode === 'range' && day === value.end;
            const inside = mode === 'range' && !!value.start && !!value.end && day > value.start && day < value.end;
            return (
              <Day
                key={day}
                {...dayCellProps(day, {
                  tabStop,
                  label: dayCellLabel(t, day, lang, {
                    note: hijri ? hijriDate(day) : undefined,
                    isStart: mode === 'range' && isStart,
                    isEnd,
                  }),
                  selected: isStart || isEnd || inside,
                  disabled: !allowed,
                })}
                aria-current={day === today ? 'date' : undefined}
                $state={cellState({ isStart, isEnd, inside, disabled: !allowed })}
                $weekend={false}
                $blocked={!allowed && !!isDisabled?.(day)}
                $hijri={hijri}
                onFocus={() => setFocusDay(day)}
                onClick={() => select(day)}
              >
                <span className="day">{formatNumber(Number(day.slice(8)), lang)}</span>
                {hijri ? (
                  <span className="hijri" aria-hidden="true">
                    {hijriDayNumber(day)}
                  </span>
                ) : null}
              </Day>
            );
          }}
        />
      </Grid>
    </Popup>
  );
}

const Popup = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 6px);
  left: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: min(340px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Caption = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.deepSea};
  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.white};
    color: inherit;
    font: inherit;
  }
`;

const HijriMonths = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Day = styled(Cell)<{ $hijri: boolean }>`
  height: ${({ $hijri }) => ($hijri ? '48px' : '40px')};
  padding: 0;
  .hijri {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.min};
    line-height: 1.2;
    opacity: 0.75;
  }
`;
