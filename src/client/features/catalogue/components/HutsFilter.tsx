import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { addDays, todayIn } from '../../../ui/calendar/dates';
import { formatNumber } from '../../../ui/format';
import { CalendarIcon, GuestsIcon, SearchIcon } from '../../../ui/icons';

export type HutFilter = { date_from: string; date_to: string; guests: string };

const MAX_GUESTS = 8;

/** Dates and guests for the hut list; applied on submit so the URL changes once per search. */
export function HutsFilter({ value, onApply, onClear }: { value: HutFilter; onApply: (filter: HutFilter) => void; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const ids = { from: useId(), to: useId(), guests: useId() };
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL is the source of truth: back/forward replace the draft.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const today = todayIn();
  const active = !!(value.date_from || value.date_to || value.guests);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <Form role="search" aria-label={t('huts.filterLabel')} onSubmit={onSubmit}>
      <Field>
        <label htmlFor={ids.from}>
          <CalendarIcon size={16} />
          {t('huts.checkIn')}
        </label>
        <input
          id={ids.from}
          type="date"
          min={today}
          value={draft.date_from}
          onChange={(event) => {
            const dateFrom = event.target.value;
            setDraft((current) => ({ ...current, date_from: dateFrom, date_to: current.date_to && current.date_to <= dateFrom ? '' : current.date_to }));
          }}
        />
      </Field>
      <Field>
        <label htmlFor={ids.to}>
          <CalendarIcon size={16} />
          {t('huts.checkOut')}
        </label>
        <input
          id={ids.to}
          type="date"
          min={draft.date_from ? addDays(draft.date_from, 1) : today}
          value={draft.date_to}
          onChange={(event) => setDraft((current) => ({ ...current, date_to: event.target.value }))}
        />
      </Field>
      <Field>
        <label htmlFor={ids.guests}>
          <GuestsIcon size={16} />
          {t('huts.guests')}
        </label>
        <select id={ids.guests} value={draft.guests} onChange={(event) => setDraft((current) => ({ ...current, guests: event.target.value }))}>
          <option value="">{t('huts.anyGuests')}</option>
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
          {t('huts.applyFilter')}
        </Button>
        {active ? (
          <Button $variant="ghost" onClick={onClear}>
            {t('huts.clearFilters')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

export default HutsFilter;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.foam};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr 0.7fr auto;
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
  input,
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
