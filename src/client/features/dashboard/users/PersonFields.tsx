import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from '../../../ui/form';

type Person = { full_name: string; email?: string; phone?: string; id_num?: string };

/**
 * A person's name and, where the form has them, e-mail, phone and national ID, in that order: the fields staff fill
 * to invite a colleague, make a guest or supplier account, or correct an account.
 */
export function PersonFields<Values extends Person>({
  values,
  set,
  errors,
}: {
  values: Values;
  set: (changes: Partial<Person>) => void;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('dashboard.users.name')}
        value={values.full_name}
        onChange={(event) => set({ full_name: event.target.value })}
        error={errors.full_name}
      />
      {values.email !== undefined ? (
        <TextField
          type="email"
          dir="ltr"
          label={t('dashboard.users.email')}
          value={values.email}
          onChange={(event) => set({ email: event.target.value })}
          error={errors.email}
        />
      ) : null}
      {values.phone !== undefined ? (
        <PhoneField label={t('dashboard.users.phone')} value={values.phone} onChange={(phone) => set({ phone })} error={errors.phone} />
      ) : null}
      {values.id_num !== undefined ? (
        <TextField
          dir="ltr"
          label={t('dashboard.users.idNum')}
          value={values.id_num}
          onChange={(event) => set({ id_num: event.target.value })}
          error={errors.id_num}
        />
      ) : null}
    </>
  );
}
