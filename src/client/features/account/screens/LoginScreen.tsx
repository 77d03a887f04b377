import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormAlert, PasswordField, TextField, email as emailCheck, focusFirstInvalid, required, useFieldErrors } from '../../../ui/form';
import { AuthPage, Form, InlineEnd, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { nextPathOf, useAuthFlow, withNext } from '../useAuthFlow';

type Field = 'email' | 'password';

export default function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const next = nextPathOf(location);
  const { state, send } = useAuthFlow({ start: 'credentials' });
  const [values, setValues] = useState({ email: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = state.matches('signingIn') || state.matches('sendingCode');
  const { failure } = state.context;
  const awaitingApproval = state.matches({ credentials: 'awaitingApproval' });

  const { errors, validate } = useFieldErrors<Field>(() => ({ email: emailCheck(values.email), password: required(values.password) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    send({ type: 'credentials.submit', email: values.email, password: values.password });
  };

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));

  return (
    <AuthPage title={t('account.login.title')} lead={t('account.login.lead')}>
      {awaitingApproval ? <FormAlert tone="info" messages={failureMessages(failure, t)} /> : <FormAlert messages={failureMessages(failure, t)} />}
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
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
