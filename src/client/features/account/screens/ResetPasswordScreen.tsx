import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { FormAlert, PasswordField, confirmation, focusFirstInvalid, newPassword, useFieldErrors } from '../../../ui/form';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { useAuthFlow } from '../useAuthFlow';

type Field = 'password' | 'confirm';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const { state, send } = useAuthFlow({ start: 'resetAllowed', email, purpose: 'reset' });
  const [values, setValues] = useState({ password: '', confirm: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = state.matches('resettingPassword');
  const { failure } = state.context;

  const { errors, validate } = useFieldErrors<Field>(() => ({ password: newPassword(values.password), confirm: confirmation(values.confirm, values.password) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    send({ type: 'reset.submit', password: values.password, confirmation: values.confirm });
  };

  return (
    <AuthPage
      title={t('account.reset.title')}
      lead={
        <>
          {t('account.reset.lead')} <Bdi>{email}</Bdi>
        </>
      }
    >
      <FormAlert messages={failureMessages(failure, t)} />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <PasswordField
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          showStrength
          value={values.password}
          onChange={(event) => setValues((old) => ({ ...old, password: event.target.value }))}
          error={fieldError(t, errors.password, failure, 'new_password')}
        />
        <PasswordField
          label={t('account.fields.confirmPassword')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => setValues((old) => ({ ...old, confirm: event.target.value }))}
          error={fieldError(t, errors.confirm, failure, 'confirm_password')}
        />
        <Button type="submit" $block $size="lg" disabled={busy}>
          {busy ? t('account.reset.submitting') : t('account.reset.submit')}
        </Button>
      </Form>
      {failure?.kind === 'resetExpired' ? (
        <Links>
          <Link to="/account/forget-password">{t('account.reset.again')}</Link>
        </Links>
      ) : null}
    </AuthPage>
  );
}
