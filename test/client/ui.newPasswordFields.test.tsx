// The new password and its confirmation, as sign-up, the reset and the profile share them: labelled, checked
// and described alike in either language.
import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, newPasswordChecks, useForm } from '../../src/client/ui/form';
import { readLocale, renderWithProviders } from '../helpers/client/renderWithProviders';

type Texts = { account: { fields: Record<string, string> }; validation: Record<string, string> };
const ar = readLocale('ar') as Texts;
const en = readLocale('en') as Texts;

function PasswordOnly({ onValid }: { onValid: (password: string) => void }) {
  const { t } = useTranslation();
  const { values, set, errors, formRef, handleSubmit } = useForm({ password: '', confirm: '' }, newPasswordChecks);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(() => onValid(values.password))}>
      <NewPasswordFields
        password={values.password}
        confirm={values.confirm}
        onPasswordChange={set('password')}
        onConfirmChange={set('confirm')}
        passwordError={errors.password ? t(errors.password) : undefined}
        confirmError={errors.confirm ? t(errors.confirm) : undefined}
      />
      <button type="submit">go</button>
    </form>
  );
}

test('a short password and a different confirmation are refused with their own messages, focus on the first', async () => {
  const onValid = jest.fn();
  const { user } = await renderWithProviders(<PasswordOnly onValid={onValid} />, { language: 'ar' });
  const password = screen.getByLabelText(ar.account.fields.newPassword);
  const confirm = screen.getByLabelText(ar.account.fields.confirmPassword);
  await user.type(password, 'short');
  await user.type(confirm, 'other');
  await user.click(screen.getByRole('button', { name: 'go' }));
  expect(password).toHaveAccessibleDescription(expect.stringContaining(ar.validation.passwordShort));
  expect(confirm).toHaveAccessibleDescription(ar.validation.passwordMismatch);
  // Focus moves to the first refused field once the messages are drawn.
  await waitFor(() => expect(password).toHaveFocus());
  expect(onValid).not.toHaveBeenCalled();
});

test('a long enough password typed twice passes, and both fields ask the browser for a new password', async () => {
  const onValid = jest.fn();
  const { user } = await renderWithProviders(<PasswordOnly onValid={onValid} />);
  const password = screen.getByLabelText(en.account.fields.newPassword);
  await user.type(password, 'Reef-Hut-2026');
  await user.type(screen.getByLabelText(en.account.fields.confirmPassword), 'Reef-Hut-2026');
  await user.click(screen.getByRole('button', { name: 'go' }));
  expect(onValid).toHaveBeenCalledWith('Reef-Hut-2026');
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText(en.account.fields.confirmPassword)).toHaveAttribute('autocomplete', 'new-password');
});
