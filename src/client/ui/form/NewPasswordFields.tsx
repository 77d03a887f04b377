// A new password and its confirmation, as sign-up, the reset and the profile ask for them: the same labels,
// the strength meter on the first, and the same checks (newPasswordChecks, for useForm).
import type { ChangeEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { confirmation, newPassword } from './validation';

/** The two fields' checks, named as the forms name their values. */
export const newPasswordChecks = ({ password, confirm }: { password: string; confirm: string }) => ({
  password: newPassword(password),
  confirm: confirmation(confirm, password),
});

type FieldError = string | string[] | null | undefined;

interface NewPasswordFieldsProps {
  /** The first field's label: "New password" unless given (sign-up says "Password"). */
  label?: ReactNode;
  password: string;
  confirm: string;
  onPasswordChange: ChangeEventHandler<HTMLInputElement>;
  onConfirmChange: ChangeEventHandler<HTMLInputElement>;
  /** Shown as given (translated): the form's own check or the server's word on the field. */
  passwordError?: FieldError;
  confirmError?: FieldError;
}

export function NewPasswordFields({
  label,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label ?? t('account.fields.newPassword')}
        autoComplete="new-password"
        showStrength
        value={password}
        onChange={onPasswordChange}
        error={passwordError}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={confirmError}
      />
    </>
  );
}
