import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateField } from '../../../ui/date/DateField';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form';
import { fieldErrors } from '../components/formErrors';
import { useAddSeasonMutation } from './ratesApi';

/** A named season (English and Arabic names, a date range) the bulk editor can then set prices and rules for. */
export function SeasonForm() {
  const { t } = useTranslation();
  const [add, added] = useAddSeasonMutation();
  const empty = { name: '', name_ar: '', date_from: '', date_to: '' };
  const [form, setForm] = useState(empty);
  const errors = fieldErrors(added.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add({ ...form, name: form.name.trim(), name_ar: form.name_ar.trim() });
    if (!('error' in result)) setForm(empty);
  };
  return (
    <Wrap onSubmit={submit} aria-labelledby="season-title">
      <h2 id="season-title">{t('dashboard.bulk.addSeason')}</h2>
      <TextField
        label={t('dashboard.bulk.seasonName')}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        error={errors.name}
        required
      />
      <TextField
        label={t('dashboard.bulk.seasonNameAr')}
        dir="rtl"
        lang="ar"
        value={form.name_ar}
        onChange={(e) => setForm({ ...form, name_ar: e.target.value })}
        error={errors.name_ar}
        required
      />
      <DateField
        label={t('dashboard.rates.from')}
        value={form.date_from}
        max={form.date_to || undefined}
        onChange={(date_from) => setForm({ ...form, date_from })}
        error={errors.date_from}
        required
      />
      <DateField
        label={t('dashboard.rates.to')}
        value={form.date_to}
        min={form.date_from || undefined}
        onChange={(date_to) => setForm({ ...form, date_to })}
        error={errors.date_to}
        required
      />
      <Button type="submit" $variant="secondary" disabled={added.isLoading}>
        {t('dashboard.bulk.addSeason')}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;
