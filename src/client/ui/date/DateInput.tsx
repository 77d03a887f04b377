// The light part of a date field: a text input that takes typed dates and a button that opens the
// calendar. The calendar itself (and the date library) loads only when a guest opens it.
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyles } from '../form/control.styles';
import { CalendarIcon } from '../icons';
import { allowedDay, displayDate, namesNoDay, parseTypedDate, type DateBounds } from './typedDate';

export interface DateInputProps
  extends DateBounds, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  value: string;
  onChange: (day: string) => void;
  /** Names the calendar button ("Choose check-in from the calendar"). */
  fieldLabel: string;
  onOpen: () => void;
  expanded: boolean;
  invalid?: boolean;
  /** What is wrong with the typed text, in words that say what is allowed (null once it is right). */
  onTypedProblem?: (problem: string | null) => void;
  /** Says why a day before `min` is refused (a check-out on or before the check-in), instead of the plain bound. */
  minProblem?: string;
}

/** dd/mm/yyyy in either digit set; a complete, allowed date is passed up as YYYY-MM-DD, anything else as ''. */
export const DateInput = forwardRef<HTMLButtonElement, DateInputProps>(function DateInput(
  { value, onChange, fieldLabel, onOpen, expanded, invalid, onTypedProblem, minProblem, min, max, isDisabled, onBlur, ...rest },
  buttonRef,
) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [text, setText] = useState(() => displayDate(value, lang));
  const [shown, setShown] = useState({ value, lang });
  // What the typing last passed up, until the parent hands it back. A parent may hand it back a render later
  // (a value kept in the URL): until then the old value still comes in, and must not rewrite the text.
  const [passedUp, setPassedUp] = useState<string | null>(null);
  // A value set from outside (the calendar, a reset, the URL) or a language switch rewrites the text;
  // a value the typing itself passed up leaves the text as typed.
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    setPassedUp(null);
    if (shown.lang !== lang || (value !== passedUp && parseTypedDate(text) !== value)) setText(value ? displayDate(value, lang) : '');
  }

  // Checked in the field, in the reader's language and digits, before any request (issue 20, item 21).
  const shownDay = (day: string) => displayDate(day, lang);
  const problemOf = (typed: string): string | null => {
    if (!typed.trim()) return null;
    const day = parseTypedDate(typed);
    if (!day) return namesNoDay(typed) ? t('datePicker.noSuchDay', { typed: typed.trim() }) : t('datePicker.invalid');
    const range = min && max ? t('datePicker.between', { min: shownDay(min), max: shownDay(max) }) : null;
    if (min && day < min) return minProblem ?? range ?? t('datePicker.fromDay', { min: shownDay(min) });
    if (max && day > max) return range ?? t('datePicker.untilDay', { max: shownDay(max) });
    if (isDisabled?.(day)) return t('datePicker.unavailable', { day: shownDay(day) });
    return null;
  };

  return (
    <Box>
      <Input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder={t('datePicker.placeholder')}
        value={text}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const day = parseTypedDate(typed);
          const next = day && allowedDay(day, { min, max, isDisabled }) ? day : '';
          if (next !== value) {
            setPassedUp(next);
            onChange(next);
          }
          if (!problemOf(typed)) onTypedProblem?.(null);
        }}
        onBlur={(event) => {
          onTypedProblem?.(problemOf(text));
          if (value) setText(displayDate(value, lang));
          onBlur?.(event);
        }}
      />
      <OpenButton
        ref={buttonRef}
        type="button"
        aria-label={t('datePicker.open', { label: fieldLabel })}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={onOpen}
      >
        <CalendarIcon size={18} />
      </OpenButton>
    </Box>
  );
});

const Box = styled.div`
  position: relative;
  min-width: 0;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  && {
    min-height: 48px;
    /* Room for dd/mm/yyyy beside the button in a stay's half-width field on a 390 px phone. */
    padding-left: 10px;
    padding-right: 42px;
    text-align: left;
  }
`;

const OpenButton = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  bottom: 2px;
  display: inline-grid;
  place-items: center;
  width: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.input};
  background: transparent;
  color: ${({ theme }) => theme.colors.lagoonDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: -2px;
  }
`;
