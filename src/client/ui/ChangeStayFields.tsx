import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addDays } from '../../shared/dates';
import { Select } from './form';
import { DateField } from './date/DateField';
import { formatNumber } from './format';

/** The new dates and guests of a stay being changed, by a guest (My bookings) or by staff (the back office). */
export type StayChoice = { date_from: string; date_to: string; persons: number; kids: number };

type StayLike = { dates: { date_from: string; date_to: string }; persons_max_num: number; kids_max_num: number };

export const stayChoiceOf = (booking: StayLike): StayChoice => ({
  date_from: booking.dates.date_from,
  date_to: booking.dates.date_to,
  persons: booking.persons_max_num,
  kids: booking.kids_max_num,
});

export const changeBodyOf = (choice: StayChoice, dryRun: boolean) => ({
  date_from: choice.date_from,
  date_to: choice.date_to,
  persons_max_num: choice.persons,
  kids_max_num: choice.kids,
  dry_run: dryRun,
});

/**
 * The choice being edited and the dry run's answer for it: an answer priced for an earlier choice is not shown, so a
 * guest never confirms a price that belongs to other dates.
 */
export function useStayChoice<Answer>(booking: StayLike) {
  const [choice, setChoice] = useState<StayChoice>(() => stayChoiceOf(booking));
  const [priced, setPriced] = useState<{ answer: Answer; for: StayChoice } | null>(null);
  return {
    choice,
    edit: (next: Partial<StayChoice>) => setChoice((previous) => ({ ...previous, ...next })),
    current: priced && priced.for === choice ? priced.answer : null,
    remember: (answer: Answer | null) => setPriced(answer ? { answer, for: choice } : null),
  };
}

/** Check-in, check-out, adults and children, within the hut's capacity. `earliest` bounds the check-in day. */
export function ChangeStayFields({
  choice,
  edit,
  maxPersons,
  maxKids,
  earliest,
}: {
  choice: StayChoice;
  edit: (next: Partial<StayChoice>) => void;
  maxPersons: number;
  maxKids: number;
  earliest?: string;
}) {
  const { t, i18n } = useTranslation();
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({
      value: String(from + index),
      label: formatNumber(from + index, i18n.language),
    }));
  return (
    <Fields>
      <DateField label={t('stay.checkIn')} value={choice.date_from} min={earliest} onChange={(value) => edit({ date_from: value })} />
      <DateField
        label={t('stay.checkOut')}
        value={choice.date_to}
        min={choice.date_from ? addDays(choice.date_from, 1) : earliest}
        onChange={(value) => edit({ date_to: value })}
      />
      <Select
        label={t('myBookings.change.adults')}
        value={String(choice.persons)}
        options={range(1, maxPersons)}
        onChange={(event) => edit({ persons: Number(event.target.value) })}
      />
      <Select
        label={t('myBookings.change.children')}
        value={String(choice.kids)}
        options={range(0, maxKids)}
        onChange={(event) => edit({ kids: Number(event.target.value) })}
      />
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
