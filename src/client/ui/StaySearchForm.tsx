// Check-in, check-out and guests: the home page's booking bar and the hut list's filter are this one
// form. "Today" is the resort's day (Asia/Riyadh), not the visitor's, so a guest abroad late at night
// cannot pick a night that has already begun at the resort.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { todayIn } from '../../shared/dates';
import { DateRangeField } from './date/DateRangeField';
import { formatNumber } from './format';
import { CalendarIcon, GuestsIcon, SearchIcon } from './icons';

export type StaySearch = { date_from: string; date_to: string; guests: string };

const MAX_GUESTS = 8;

interface StaySearchFormProps {
  value: StaySearch;
  onSubmit: (search: StaySearch) => void;
  /** Names the search landmark. */
  label: string;
  submitLabel: string;
  /** Offers "any number" of guests (the hut list); the home page asks for a number. */
  allowAnyGuests?: boolean;
  /** Further actions beside the submit button (e.g. clear filters). */
  children?: ReactNode;
  className?: string;
}

export function StaySearchForm({ value, onSubmit, label, submitLabel, allowAnyGuests = false, children, className }: StaySearchFormProps) {
  const { t, i18n } = useTranslation();
  const ids = { guests: useId() };
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The caller's value (often the URL) is the source of truth: back/forward replace the draft.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const today = todayIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit} className={className}>
      <Dates>
        <DateRangeField
          label={t('stay.dates')}
          startLabel={t('stay.checkIn')}
          endLabel={t('stay.checkOut')}
          icon={<CalendarIcon size={16} />}
          min={today}
          value={{ start: draft.date_from, end: draft.date_to }}
          onChange={({ start, end }) => setDraft((current) => ({ ...current, date_from: start, date_to: end }))}
        />
      </Dates>
      <Field>
        <label htmlFor={ids.guests}>
          <GuestsIcon size={16} />
          {t('stay.guests')}
        </label>
        <select
          id={ids.guests}
          value={draft.guests}
          onChange={(event) => setDraft((current) => ({ ...current, guests: event.target.value }))}
        >
          {allowAnyGuests ? <option value="">{t('stay.anyGuests')}</option> : null}
          {Array.from({ length: MAX_GUESTS }, (_, index) => index + 1).map((count) => (
            <option key={count} value={String(count)}>
              {formatNumber(count, i18n.language)}
            </option>
          ))}
        </select>
      </Field>
      <Actions>
        <Button type="submit">
          <SearchIcon size={18} />
          {submitLabel}
        </Button>
        {children}
      </Actions>
    </Form>
  );
}

export default StaySearchForm;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.foam};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr 0.8fr auto;
    align-items: end;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  select {
    width: 100%;
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid #d9d0c1;
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
`;

/** Check-in → check-out: two columns of the bar. */
const Dates = styled(Field)`
  ${({ theme }) => theme.media.sm} {
    grid-column: span 2;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    button {
      min-height: 48px;
    }
  }
`;
