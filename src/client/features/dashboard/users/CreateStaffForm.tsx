import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { FormAlert, PasswordField, Select, TextField } from '../../../ui/form';
import { detailOf, fieldErrors } from '../components/formErrors';
import { SaveButton } from '../components/SaveButton';
import { useCreateStaffMutation } from './usersApi';

/** A new staff (admin) account, verified at once; they sign in with the password given here. */
export function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', full_name: '', password: '', language: 'ar' as 'en' | 'ar' });
  const [create, state] = useCreateStaffMutation();
  const errors = fieldErrors(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create(values);
    if ('data' in result) onDone();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.users.addStaff')}>
      <FormAlert messages={detailOf(state.error)} />
      <TextField
        label={t('dashboard.users.name')}
        value={values.full_name}
        onChange={(event) => setValues({ ...values, full_name: event.target.value })}
        error={errors.full_name}
      />
      <TextField
        type="email"
        dir="ltr"
        label={t('dashboard.users.email')}
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <PasswordField
        label={t('dashboard.users.password')}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
        autoComplete="new-password"
      />
      <Select
        label={t('dashboard.users.language')}
        value={values.language}
        onChange={(event) => setValues({ ...values, language: event.target.value as 'en' | 'ar' })}
        error={errors.language}
        options={[
          { value: 'ar', label: t('language.ar') },
          { value: 'en', label: t('language.en') },
        ]}
      />
      <Row>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('dashboard.common.cancel')}
        </Button>
        <SaveButton busy={state.isLoading}>{t('dashboard.users.createStaff')}</SaveButton>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
