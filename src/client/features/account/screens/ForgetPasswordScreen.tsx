import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmailField, FormAlert, email as emailCheck, focusFirstInvalid } from '../../../ui/form';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { useAuthFlow } from '../useAuthFlow';

export default function ForgetPasswordScreen() {
  const { t } = useTranslation();
  const { state, send } = useAuthFlow({ start: 'credentials' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = state.matches('requestingReset');
  const { failure } = state.context;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailCheck(email) ?? undefined;
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    send({ type: 'reset.request', email });
  };

  return (
    <AuthPage title={t('account.forget.title')} lead={t('account.forget.lead')}>
      <FormAlert messages={failureMessages(failure, t)} />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <EmailField
          label={t('account.fields.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError(t, error, failure, 'email')}
        />
        <Button type="submit" $block $size="lg" disabled={busy}>
          {busy ? t('account.forget.submitting') : t('account.forget.submit')}
        </Button>
      </Form>
      <Links>
        {t('account.forget.remembered')} <Link to="/account/login">{t('account.register.signIn')}</Link>
      </Links>
    </AuthPage>
  );
}
