import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { FormAlert, NewPasswordFields, newPasswordChecks, useForm } from '../../../ui/form';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { waitTimerOf } from '../components/waitTimerOf';
import { useAuthFlow } from '../useAuthFlow';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const { state, send } = useAuthFlow({ start: 'resetAllowed', email, purpose: 'reset' });
  const busy = state.matches('resettingPassword');
  const { failure } = state.context;

  const { values, set, errors, formRef, handleSubmit } = useForm({ password: '', confirm: '' }, newPasswordChecks);

  const onSubmit = handleSubmit(() => send({ type: 'reset.submit', password: values.password, confirmation: values.confirm }));

  return (
    <AuthPage
      title={t('account.reset.title')}
      lead={
        <>
          {t('account.reset.lead')} <Bdi>{email}</Bdi>
        </>
      }
    >
      <FormAlert messages={failureMessages(failure, t)} extra={waitTimerOf(failure)} />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <NewPasswordFields
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={set('password')}
          onConfirmChange={set('confirm')}
          passwordError={fieldError(t, errors.password, failure, 'new_password')}
          confirmError={fieldError(t, errors.confirm, failure, 'confirm_password')}
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
