// An event's or a service's terms for day visitors (issue 25 §2): open or not, and the free-cancellation notice.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DayVisitTerms } from '../../../../shared/schemas/dayVisit';
import { Button } from '../../../ui/Button';
import { Checkbox, FormAlert, TextField, toAsciiDigits } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { detailOf, fieldErrors } from './formErrors';
import { useGetDayVisitTermsQuery, useSetDayVisitTermsMutation, type DayVisitArea } from './dayVisitTermsApi';

export function DayVisitEditor({ area, id }: { area: DayVisitArea; id: number }) {
  const terms = useGetDayVisitTermsQuery({ area, id });
  // Drawn once the terms are read, so the form starts from them.
  return terms.data ? <TermsForm key={`${terms.data.open}-${terms.data.cancel_hours}`} area={area} id={id} terms={terms.data} /> : null;
}

function TermsForm({ area, id, terms }: { area: DayVisitArea; id: number; terms: DayVisitTerms }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(terms.open);
  const [hours, setHours] = useState(String(terms.cancel_hours));
  const [save, saving] = useSetDayVisitTermsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ area, id, body: { open_to_day_visitors: open, day_visit_cancel_hours: Number(hours) } });
    if ('data' in result) notify('success', t('dashboard.common.saved'));
  };
  const errors = fieldErrors(saving.error);
  return (
    <Wrap aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.dayVisit.title')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Checkbox checked={open} onChange={(event) => setOpen(event.target.checked)} label={t('dashboard.dayVisit.open')} />
        <TextField
          label={t('dashboard.dayVisit.hours')}
          hint={t('dashboard.dayVisit.hoursHint')}
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(toAsciiDigits(event.target.value).replace(/\D/g, ''))}
          error={errors.day_visit_cancel_hours}
          unit={t('dashboard.dayVisit.hoursUnit')}
        />
        <FormAlert messages={detailOf(saving.error)} />
        <Button type="submit" disabled={saving.isLoading}>
          {t('dashboard.dayVisit.save')}
        </Button>
      </form>
    </Wrap>
  );
}

export default DayVisitEditor;

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    max-width: 420px;
    justify-items: start;
  }
`;
