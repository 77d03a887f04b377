import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { tokenRefreshed } from '../../../api/sessionEvents';
import { Button } from '../../../ui/Button';
import { FormAlert, NewPasswordFields, PasswordField, newPasswordChecks, required, useForm } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { useUpdateUserInfoMutation } from '../profileApi';
import { Actions, PanelForm } from '../../../ui/Panel';
import { serverDetail, serverFields } from '../../../api/serverErrors';

const empty = { current: '', password: '', confirm: '' };
const SHOWN = ['current_password', 'password', 'confirm_password'];

/** What a password change sends; the answer carries this session's new token. */
export interface PasswordChange {
  current_password: string;
  password: string;
  confirm_password: string;
}

interface ChangePasswordFormProps {
  /** Sends the change (an RTK Query mutation trigger). */
  save: (change: PasswordChange) => { unwrap(): Promise<unknown> };
  isLoading: boolean;
  error: unknown;
}

/**
 * Changing one's own password, for the guest's profile and the staff's security screen alike: the other sessions
 * end, and the API answers with a new token for this one. A refusal without a field (too many tries, an account
 * rule) shows at the top.
 */
export function ChangePasswordForm({ save, isLoading, error }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const fields = serverFields(error);
  const detail = serverDetail(error);
  const other = Object.entries(fields)
    .filter(([field]) => !SHOWN.includes(field))
    .flatMap(([, messages]) => messages);
  const { values, setValues, set, errors, formRef, focusInvalid, handleSubmit } = useForm(empty, (current) => ({
    current: required(current.current),
    ...newPasswordChecks(current),
  }));

  const onSubmit = handleSubmit(async () => {
    try {
      const answer = (await save({
        current_password: values.current,
        password: values.password,
        confirm_password: values.confirm,
      }).unwrap()) as { token?: string } | undefined;
      if (answer?.token) dispatch(tokenRefreshed(answer.token));
      setValues(empty);
      notify('success', t('profile.password.saved'));
    } catch {
      focusInvalid();
    }
  });

  return (
    <PanelForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <FormAlert messages={detail ? [detail, ...other] : other} />
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
        confirmError={errors.confirm ? t(errors.confirm) : fields.confirm_password}
      />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('profile.saving') : t('profile.password.save')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

/** The profile's password form: the change goes through the profile's update. */
export function PasswordForm() {
  const [update, { isLoading, error }] = useUpdateUserInfoMutation();
  return (
    <ChangePasswordForm
      save={({ current_password, password }) => update({ current_password, password })}
      isLoading={isLoading}
      error={error}
    />
  );
}

export default PasswordForm;
