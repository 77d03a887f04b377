import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskGuest } from '../../../../shared/schemas/dashboard/deskBookings';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { EmailField, PhoneField, Select, TextField } from '../../../ui/form';
import { useSearchDeskGuestsQuery } from './deskBookingApi';

type NewGuestFields = { full_name: string; phone: string; email: string; language: 'en' | 'ar' };
export type GuestChoice = { kind: 'none' } | { kind: 'existing'; guest: DeskGuest } | { kind: 'new'; fields: NewGuestFields };

/** Find a guest by name, phone or e-mail, or add a new profile (the e-mail is optional). */
export function GuestPicker({
  value,
  onChange,
  errors,
}: {
  value: GuestChoice;
  onChange: (choice: GuestChoice) => void;
  errors: Record<string, string[]>;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Asks once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useSearchDeskGuestsQuery(search, { skip: search.length < 2 || value.kind !== 'none' });
  const error = (key: string) => errors[key]?.join(' ') ?? null;

  if (value.kind === 'existing')
    return (
      <Chosen>
        <div>
          <strong>{value.guest.full_name}</strong>
          <Bdi>{value.guest.phone}</Bdi>
          {value.guest.email ? <Bdi>{value.guest.email}</Bdi> : null}
        </div>
        <Button type="button" $variant="ghost" onClick={() => onChange({ kind: 'none' })}>
          {t('dashboard.desk.changeGuest')}
        </Button>
      </Chosen>
    );

  if (value.kind === 'new') {
    const edit = (next: Partial<NewGuestFields>) => onChange({ kind: 'new', fields: { ...value.fields, ...next } });
    return (
      <>
        <TextField
          label={t('dashboard.desk.fullName')}
          value={value.fields.full_name}
          maxLength={150}
          autoComplete="off"
          error={error('new_guest.full_name') ?? error('new_guest/full_name')}
          onChange={(event) => edit({ full_name: event.target.value })}
        />
        <PhoneField
          label={t('dashboard.desk.phone')}
          value={value.fields.phone}
          error={error('new_guest.phone') ?? error('new_guest/phone')}
          onChange={(phone) => edit({ phone })}
        />
        <EmailField
          label={t('dashboard.desk.emailOptional')}
          hint={t('dashboard.desk.emailHint')}
          value={value.fields.email}
          error={error('new_guest.email') ?? error('new_guest/email')}
          onChange={(event) => edit({ email: event.target.value })}
        />
        <Select
          label={t('dashboard.desk.language')}
          value={value.fields.language}
          options={[
            { value: 'ar', label: 'العربية' },
            { value: 'en', label: 'English' },
          ]}
          onChange={(event) => edit({ language: event.target.value as 'en' | 'ar' })}
        />
        <Button type="button" $variant="ghost" onClick={() => onChange({ kind: 'none' })}>
          {t('dashboard.desk.searchInstead')}
        </Button>
      </>
    );
  }

  const results = found.data ?? [];
  return (
    <>
      <TextField
        label={t('dashboard.desk.findGuest')}
        hint={t('dashboard.desk.findHint')}
        type="search"
        value={typed}
        autoComplete="off"
        error={error('guest_id')}
        onChange={(event) => setTyped(event.target.value)}
      />
      {search.length >= 2 && found.isSuccess ? (
        results.length > 0 ? (
          <Results aria-label={t('dashboard.desk.results')}>
            {results.map((guest) => (
              <li key={guest.id}>
                <ResultButton type="button" onClick={() => onChange({ kind: 'existing', guest })}>
                  <strong>{guest.full_name}</strong>
                  <Bdi>{guest.phone}</Bdi>
                  {guest.email ? <Bdi>{guest.email}</Bdi> : null}
                </ResultButton>
              </li>
            ))}
          </Results>
        ) : (
          <p>{t('dashboard.desk.noGuest')}</p>
        )
      ) : null}
      <Button
        type="button"
        $variant="secondary"
        onClick={() =>
          onChange({
            kind: 'new',
            fields: {
              full_name: /\d/.test(typed) || typed.includes('@') ? '' : typed.trim(),
              phone: '',
              email: typed.includes('@') ? typed.trim() : '',
              language: i18n.language.startsWith('ar') ? 'ar' : 'en',
            },
          })
        }
      >
        {t('dashboard.desk.newGuest')}
      </Button>
    </>
  );
}

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ResultButton = styled.button`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.lagoon};
  }
`;
