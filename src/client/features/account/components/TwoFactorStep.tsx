// The second step of a staff sign-in (issue 23 §5): set up the authenticator app where the role requires it
// (scan the QR or type the key), then its 6-digit code or a recovery code; after a set-up, the recovery codes once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField, toAsciiDigits } from '../../../ui/form';
import { RecoveryCodeList, TwoFactorSetup } from '../../../ui/TwoFactorSetup';
import type { AuthFlowEvent, AuthFlowMachine } from '../authFlowMachine';
import { AuthPage, Form, Links } from './AuthPage';
import { failureMessages, fieldError } from './failureText';

interface Props {
  state: SnapshotFrom<AuthFlowMachine>;
  send: (event: AuthFlowEvent) => void;
}

export function TwoFactorStep({ state, send }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const { failure, enrolment, twoFactor, recoveryCodes } = state.context;
  const verifying = state.matches({ secondStep: 'verifying' });

  if (state.matches({ secondStep: 'showingRecoveryCodes' }) && recoveryCodes) {
    return (
      <AuthPage title={t('account.twoFactor.codesTitle')} lead={t('account.twoFactor.codesLead')}>
        <RecoveryCodeList codes={recoveryCodes} />
        <Button type="button" $variant="secondary" $block onClick={() => void navigator.clipboard?.writeText(recoveryCodes.join('\n'))}>
          {t('account.twoFactor.copyCodes')}
        </Button>
        <Button type="button" $block $size="lg" onClick={() => send({ type: 'recovery.saved' })}>
          {t('account.twoFactor.codesSaved')}
        </Button>
      </AuthPage>
    );
  }

  const enrolling = twoFactor === 'enrol';
  if (enrolling && !enrolment) {
    return (
      <AuthPage title={t('account.twoFactor.enrolTitle')} lead={t('account.twoFactor.preparing')}>
        {null}
      </AuthPage>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'totp.submit', code: recovery ? code : toAsciiDigits(code).replace(/\s/g, ''), recovery });
  };
  const fieldKey = recovery ? 'recovery_code' : 'code';

  return (
    <AuthPage
      title={t(enrolling ? 'account.twoFactor.enrolTitle' : 'account.twoFactor.title')}
      lead={t(enrolling ? 'account.twoFactor.enrolLead' : 'account.twoFactor.lead')}
    >
      <FormAlert messages={failureMessages(failure, t)} />
      {enrolling && enrolment && <TwoFactorSetup qr={enrolment.qr} secret={enrolment.secret} />}
      <Form noValidate onSubmit={onSubmit} aria-busy={verifying || undefined}>
        <TextField
          key={fieldKey}
          label={t(recovery ? 'account.twoFactor.recoveryLabel' : 'account.twoFactor.codeLabel')}
          hint={recovery ? t('account.twoFactor.recoveryHint') : undefined}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError(t, undefined, failure, fieldKey)}
          autoFocus
        />
        <Button type="submit" $block $size="lg" disabled={verifying}>
          {verifying ? t('account.twoFactor.checking') : t('account.twoFactor.submit')}
        </Button>
      </Form>
      {!enrolling && (
        <Links>
          <LinkButton
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
            }}
          >
            {t(recovery ? 'account.twoFactor.useApp' : 'account.twoFactor.useRecovery')}
          </LinkButton>
        </Links>
      )}
    </AuthPage>
  );
}

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.lagoonDark};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
