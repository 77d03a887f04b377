import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmailField, FormAlert, PasswordField, email as emailCheck, required, useForm } from '../../../ui/form';
import { AuthPage, Form, InlineEnd, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { waitTimerOf } from '../components/waitTimerOf';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { nextPathOf, useAuthFlow, withNext } from '../useAuthFlow';

export default function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const next = nextPathOf(location);
  const { state, send } = useAuthFlow({ start: 'credentials' });
  const busy = state.matches('signingIn') || state.matches('sendingCode');
  const { failure } = state.context;
  const awaitingApproval = state.matches({ credentials: 'awaitingApproval' });

  const { values, set, errors, formRef, handleSubmit } = useForm({ email: '', password: '' }, (current) => ({
    email: emailCheck(current.email),
    password: required(current.password),
  }));

  const onSubmit = handleSubmit(() => send({ type: 'credentials.submit', email: values.email, password: values.password }));

  if (state.matches('secondStep')) return <TwoFactorStep state={state} send={send} />;
  // A second step that ran out of time sends the person back here, with the server's words.
  const expired = failure?.fields.challenge ?? [];

  return (
    <AuthPage title={t('account.login.title')} lead={t('account.login.lead')}>
      {awaitingApproval ? (
        <FormAlert tone="info" messages={failureMessages(failure, t)} />
      ) : (
        <FormAlert messages={[...failureMessages(failure, t), ...expired]} extra={waitTimerOf(failure)} />
      )}
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <EmailField
          label={t('account.fields.email')}
          value={values.email}
          onChange={set('email')}
          error={fieldError(t, errors.email, failure, 'email')}
        />
        <PasswordField
          label={t('account.fields.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={fieldError(t, errors.password, failure, 'password')}
        />
        <InlineEnd>
          <Link to="/account/forget-password">{t('account.login.forgot')}</Link>
        </InlineEnd>
        <Button type="submit" $block $size="lg" disabled={busy}>
          {busy ? t('account.login.submitting') : t('account.login.submit')}
        </Button>
      </Form>
      <GoogleSignIn />
      <Links>
        {t('account.login.noAccount')} <Link to={withNext('/account/register', next)}>{t('account.login.register')}</Link>
        <br />
        {t('account.login.supplierQuestion')} <Link to="/account/supplier">{t('account.login.supplier')}</Link>
      </Links>
    </AuthPage>
  );
}
