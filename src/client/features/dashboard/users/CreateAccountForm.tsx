import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { detailOf, fieldErrors } from '../components/formErrors';
import { SaveButton } from '../components/SaveButton';
import { Form, Row } from './formParts';
import { PersonFields } from './PersonFields';
import { useCreateAccountMutation } from './usersApi';

/** A guest (a phone booking, a walk-in) or a supplier account made by staff; the person sets a password from a reset e-mail. */
export function CreateAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    role: 'guest' as 'guest' | 'supplier',
    email: '',
    full_name: '',
    phone: '',
    id_num: '',
    company_name: '',
    language: 'ar' as 'en' | 'ar',
  });
  const [create, state] = useCreateAccountMutation();
  const errors = fieldErrors(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { company_name, phone, id_num, ...rest } = values;
    const result = await create({
      ...rest,
      ...(phone ? { phone } : {}),
      ...(id_num ? { id_num } : {}),
      ...(values.role === 'supplier' && company_name ? { company_name } : {}),
    });
    if ('data' in result) {
      notify('success', t('dashboard.users.accountCreated', { name: `\u2068${values.full_name}\u2069` }));
      onDone();
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.users.newAccount')}>
      <FormAlert messages={detailOf(state.error)} />
      <Select
        label={t('dashboard.users.accountType')}
        value={values.role}
        onChange={(event) => setValues({ ...values, role: event.target.value as 'guest' | 'supplier' })}
        options={[
          { value: 'guest', label: t('dashboard.users.roleGuest') },
          { value: 'supplier', label: t('dashboard.users.roleSupplier') },
        ]}
      />
      <PersonFields values={values} set={(changes) => setValues({ ...values, ...changes })} errors={errors} />
      {values.role === 'supplier' ? (
        <TextField
          label={t('dashboard.suppliers.company')}
          value={values.company_name}
          onChange={(event) => setValues({ ...values, company_name: event.target.value })}
          error={errors.company_name}
        />
      ) : null}
      <Select
        label={t('dashboard.users.language')}
        value={values.language}
        onChange={(event) => setValues({ ...values, language: event.target.value as 'en' | 'ar' })}
        options={[
          { value: 'ar', label: t('language.ar') },
          { value: 'en', label: t('language.en') },
        ]}
      />
      <Row>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('dashboard.common.cancel')}
        </Button>
        <SaveButton busy={state.isLoading}>{t('dashboard.users.createAccount')}</SaveButton>
      </Row>
    </Form>
  );
}
