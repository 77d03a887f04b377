// A stay's two days, check-in → check-out: two typed fields with an arrow between them (mirrored in
// Arabic) and one calendar in range mode, which moves on to the check-out once the check-in is picked.
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addDays } from '../../../shared/dates';
import { FieldError } from '../form/FieldError';
import { ArrowRightIcon } from '../icons';
import { DateInput } from './DateInput';
import type { DateRange } from './DatePickerPopup';
import { displayDate } from './typedDate';
import { DatePickerPopup, usePicker } from './usePicker';

export interface DateRangeFieldProps {
  startLabel: string;
  endLabel: string;
  /** Shown before each label (an icon). */
  icon?: ReactNode;
  /** Names the calendar dialog. */
  label: string;
  value: { start: string; end: string };
  onChange: (value: { start: string; end: string }) => void;
  /** The first day a stay may start. */
  min?: string;
  max?: string;
}

export function DateRangeField({ startLabel, endLabel, icon, label, value, onChange, min, max }: DateRangeFieldProps) {
  const { t, i18n } = useTranslation();
  const ids = { start: useId(), end: useId() };
  const [problems, setProblems] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const problemSetter = (part: 'start' | 'end') => (problem: string | null) =>
    setProblems((old) => (old[part] === problem ? old : { ...old, [part]: problem }));
  const checked = (part: 'start' | 'end') => ({
    invalid: !!problems[part],
    'aria-describedby': problems[part] ? `${ids[part]}-error` : undefined,
    onTypedProblem: problemSetter(part),
  });
  const picker = usePicker<'start' | 'end'>();
  const buttons = { start: useRef<HTMLButtonElement>(null), end: useRef<HTMLButtonElement>(null) };
  const endMin = value.start ? addDays(value.start, 1) : min ? addDays(min, 1) : undefined;
  // A check-out on or before a new check-in no longer makes a stay.
  const setStart = (start: string) => onChange({ start, end: value.end && start && value.end <= start ? '' : value.end });

  return (
    <Wrap ref={picker.wrapRef}>
      <Part>
        <label htmlFor={ids.start}>
          {icon}
          {startLabel}
        </label>
        <DateInput
          ref={buttons.start}
          id={ids.start}
          fieldLabel={startLabel}
          value={value.start}
          onChange={setStart}
          min={min}
          max={max}
          expanded={picker.open === 'start'}
          onOpen={() => picker.show('start', buttons.start.current)}
          {...checked('start')}
        />
      </Part>
      <Arrow aria-hidden="true">
        <ArrowRightIcon size={16} />
      </Arrow>
      <Part>
        <label htmlFor={ids.end}>
          {icon}
          {endLabel}
        </label>
        <DateInput
          ref={buttons.end}
          id={ids.end}
          fieldLabel={endLabel}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          min={endMin}
          max={max}
          expanded={picker.open === 'end'}
          onOpen={() => picker.show('end', buttons.end.current)}
          {...checked('end')}
          minProblem={
            value.start && endMin
              ? t('datePicker.endAfterStart', {
                  end: endLabel,
                  start: startLabel,
                  startDay: displayDate(value.start, i18n.language),
                  min: displayDate(endMin, i18n.language),
                })
              : undefined
          }
        />
      </Part>
      {problems.start || problems.end ? (
        <Problems>
          <FieldError id={`${ids.start}-error`} messages={problems.start} />
          <FieldError id={`${ids.end}-error`} messages={problems.end} />
        </Problems>
      ) : null}
      {picker.open ? (
        <Suspense fallback={null}>
          <DatePickerPopup
            mode="range"
            label={label}
            value={{ start: value.start || null, end: value.end || null }}
            picking={picker.open}
            min={min}
            max={max}
            onClose={picker.close}
            onSelect={(picked: DateRange, done) => {
              onChange({ start: picked.start ?? '', end: picked.end ?? '' });
              if (done) picker.close();
            }}
          />
        </Suspense>
      ) : null}
    </Wrap>
  );
}

export default DateRangeField;

const Wrap = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

/** Under both parts: a check-out's message is about the two days, and a half-width column is too narrow for it. */
const Problems = styled.div`
  grid-column: 1 / -1;
`;

const Arrow = styled.span`
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 48px;
  color: ${({ theme }) => theme.colors.muted};
`;
