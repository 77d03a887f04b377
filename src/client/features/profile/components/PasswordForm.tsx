import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { tokenRefreshed } from '../../../api/sessionEvents';
import { Button } from '../../../ui/Button';
import { FormAlert, NewPasswordFields, PasswordField, newPasswordChecks, required, useForm } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { useUpdateUserInfoMutation } from '../profileApi';
import { Actions, PanelForm } from '../../../ui/Panel';
import { serverFields } from '../../../api/serverErrors';

const empty = { current: '', password: '', confirm: '' };

/** Changing the password ends other sessions; the API answers with a new token for this one. */
export function PasswordForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [update, { isLoading, error }] = useUpdateUserInfoMutation();
  const fields = serverFields(error);
  const { values, setValues, set, errors, formRef, focusInvalid, handleSubmit } = useForm(empty, (current) => ({
    current: required(current.current),
    ...newPasswordChecks(current),
  }));

  const onSubmit = handleSubmit(async () => {
    try {
      const answer = (await update({ password: values.password, current_password: values.current }).unwrap()) as { token?: string };
      if (answer.token) dispatch(tokenRefreshed(answer.token));
      setValues(empty);
      notify('success', t('profile.password.saved'));
    } catch {
      focusInvalid();
    }
  });

  return (
    <PanelForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <FormAlert messages={fields.non_field_errors} />
      <PasswordField
        label={t('profile.password.current')}
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errors.current ? t(errors.current) : fields.current_password}
      />
      <NewPasswordFields
        password={values.password}
        confirm={values.confirm}
        onPasswordChange={set('password')}
        onConfirmChange={set('confirm')}
        passwordError={errors.password ? t(errors.password) : fields.password}
        confirmError={errors.confirm ? t(errors.confirm) : undefined}
      />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('profile.saving') : t('profile.password.save')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

export default PasswordForm;
