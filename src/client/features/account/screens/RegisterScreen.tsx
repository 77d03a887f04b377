// One screen for both sign-ups: a guest, or a supplier who also names the company and what it offers.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { MARKETING_CONSENT_TEXT } from '../../../../shared/consent';
import { Button } from '../../../ui/Button';
import {
  Checkbox,
  EmailField,
  FormAlert,
  NewPasswordFields,
  PhoneField,
  TextArea,
  TextField,
  email as emailCheck,
  newPasswordChecks,
  phone as phoneCheck,
  required,
  useForm,
} from '../../../ui/form';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { failureMessages, fieldError } from '../components/failureText';
import { waitTimerOf } from '../components/waitTimerOf';
import { nextPathOf, useAuthFlow, withNext } from '../useAuthFlow';

export type RegisterMode = 'guest' | 'supplier';

const empty = { fullName: '', email: '', phone: '', password: '', confirm: '', companyName: '', breif: '' };

export default function RegisterScreen({ mode = 'guest' }: { mode?: RegisterMode }) {
  const { t, i18n } = useTranslation();
  const next = nextPathOf(useLocation());
  const { state, send } = useAuthFlow({ start: 'credentials' });
  const [terms, setTerms] = useState(false);
  // Unticked by default: news and offers only with an opt-in, recorded with these exact words (issue 26 §1).
  const [marketing, setMarketing] = useState(false);
  const consentText = MARKETING_CONSENT_TEXT[i18n.language === 'ar' ? 'ar' : 'en'];
  const busy = state.matches('registering');
  const { failure } = state.context;
  const supplier = mode === 'supplier';

  const { values, setValues, set, errors, formRef, handleSubmit } = useForm(empty, (current) => ({
    fullName: required(current.fullName),
    companyName: null,
    breif: supplier ? required(current.breif) : null,
    email: emailCheck(current.email),
    phone: phoneCheck(current.phone),
    ...newPasswordChecks(current),
    terms: terms ? null : 'validation.terms',
  }));

  const onSubmit = handleSubmit(() => {
    const body: Record<string, unknown> = {
      full_name: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone,
      password: values.password,
      confirm_password: values.confirm,
      ...(marketing && !supplier ? { marketing_emails: true } : {}),
      ...(supplier ? { account_type: 'supplier', breif: values.breif.trim(), company_name: values.companyName.trim() || undefined } : {}),
    };
    send({ type: 'register.submit', email: values.email, body });
  });

  const title = supplier ? t('account.register.supplierTitle') : t('account.register.title');
  return (
    <AuthPage title={title} lead={supplier ? t('account.register.supplierLead') : t('account.register.lead')}>
      <FormAlert messages={failureMessages(failure, t)} extra={waitTimerOf(failure)} />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <TextField
          label={t('account.fields.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={fieldError(t, errors.fullName, failure, 'full_name')}
        />
        {supplier ? (
          <>
            <TextField
              label={t('account.fields.companyName')}
              autoComplete="organization"
              value={values.companyName}
              onChange={set('companyName')}
              hint={t('account.fields.optional')}
              error={fieldError(t, errors.companyName, failure, 'company_name')}
            />
            <TextArea
              label={t('account.fields.breif')}
              rows={3}
              value={values.breif}
              onChange={set('breif')}
              hint={t('account.fields.breifHint')}
              error={fieldError(t, errors.breif, failure, 'breif')}
            />
          </>
        ) : null}
        <EmailField
          label={t('account.fields.email')}
          value={values.email}
          onChange={set('email')}
          error={fieldError(t, errors.email, failure, 'email')}
        />
        <PhoneField
          label={t('account.fields.phone')}
          value={values.phone}
          onChange={(phone) => setValues((old) => ({ ...old, phone }))}
          error={fieldError(t, errors.phone, failure, 'phone')}
        />
        <NewPasswordFields
          label={t('account.fields.password')}
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={set('password')}
          onConfirmChange={set('confirm')}
          passwordError={fieldError(t, errors.password, failure, 'password')}
          confirmError={fieldError(t, errors.confirm, failure, 'confirm_password')}
        />
        <Checkbox
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          error={errors.terms ? t(errors.terms) : undefined}
          label={
            <Trans
              i18nKey="account.register.terms"
              components={{ terms: <Link to="/terms-and-conditions" target="_blank" rel="noopener" /> }}
            />
          }
        />
        {!supplier && <Checkbox checked={marketing} onChange={(event) => setMarketing(event.target.checked)} label={consentText} />}
        <PrivacyNote>
          <Trans i18nKey="account.register.privacy" components={{ privacy: <Link to="/privacy" target="_blank" rel="noopener" /> }} />
        </PrivacyNote>
        <Button type="submit" $block $size="lg" disabled={busy}>
          {busy ? t('account.register.submitting') : t('account.register.submit')}
        </Button>
      </Form>
      <Links>
        {t('account.register.haveAccount')} <Link to={withNext('/account/login', next)}>{t('account.register.signIn')}</Link>
        <br />
        {supplier ? (
          <>
            {t('account.register.guestQuestion')} <Link to="/account/register">{t('account.register.asGuest')}</Link>
          </>
        ) : (
          <>
            {t('account.login.supplierQuestion')} <Link to="/account/supplier">{t('account.login.supplier')}</Link>
          </>
        )}
      </Links>
    </AuthPage>
  );
}

const PrivacyNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
