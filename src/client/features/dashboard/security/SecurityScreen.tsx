// "Sign-in and security" (issue 23 §5): the signed-in staff member's (or supplier's) own account. Two-step sign-in:
// whether it is on; "Turn on" walks the same set-up as the one required of managers and finance (a QR code the
// server draws, the key as text, the first code, then the recovery codes once with copy and download); "New
// recovery codes" and "Turn off" (only where the role does not require it) take a current code. And the password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { EnrolAnswer } from '../../../../shared/schemas/staffAccess';
import { tokenRefreshed } from '../../../api/sessionEvents';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert, PasswordField, TextField, toAsciiDigits } from '../../../ui/form';
import { formatDate, formatNumber } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { Actions, Note, Panel, PanelForm, PanelTitle } from '../../../ui/Panel';
import { Skeleton } from '../../../ui/Skeleton';
import { RecoveryCodeList, TwoFactorSetup } from '../../../ui/TwoFactorSetup';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ChangePasswordForm } from '../../profile/components/PasswordForm';
import { ScreenHeader } from '../components/ScreenHeader';
import { detailOf, fieldErrors, type MutationError } from '../components/formErrors';
import {
  useChangeOwnPasswordMutation,
  useConfirmTwoFactorMutation,
  useGetOwnSecurityQuery,
  useRenewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTurnOffTwoFactorMutation,
} from './securityApi';

type Step =
  { kind: 'idle' } | { kind: 'enrol'; enrolment: EnrolAnswer } | { kind: 'renew' } | { kind: 'off' } | { kind: 'codes'; codes: string[] };

const digits = (value: string) => toAsciiDigits(value).replace(/\s/g, '');
/** Messages for the form's top: a refusal's detail (409, 429) or a field the form has no input for. */
const alertOf = (error: MutationError, shown: string[]) => {
  const fields = fieldErrors(error);
  const other = Object.entries(fields)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
  const detail = detailOf(error);
  return detail ? [detail, ...other] : other;
};

export default function SecurityScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.security.title'));
  const status = useGetOwnSecurityQuery();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [start, starting] = useStartTwoFactorMutation();

  if (status.isError) return <ErrorState onRetry={status.refetch} />;
  const data = status.data;
  const done = () => {
    setStep({ kind: 'idle' });
    void status.refetch();
  };

  const turnOn = async () => {
    try {
      setStep({ kind: 'enrol', enrolment: await start().unwrap() });
    } catch {
      // Shown under the button (starting.error).
    }
  };

  return (
    <>
      <ScreenHeader title={t('dashboard.security.title')} text={t('dashboard.security.lead')} />
      <Column>
        <Panel aria-labelledby="two-factor-title">
          <PanelTitle id="two-factor-title">{t('dashboard.security.twoFactor')}</PanelTitle>
          {!data ? (
            <Skeleton $height="120px" />
          ) : step.kind === 'codes' ? (
            <RecoveryCodes codes={step.codes} onDone={done} />
          ) : step.kind === 'enrol' ? (
            <Enrolment enrolment={step.enrolment} onCodes={(codes) => setStep({ kind: 'codes', codes })} onCancel={done} />
          ) : (
            <>
              <State $on={data.two_factor}>
                <strong>{data.two_factor ? t('dashboard.security.on') : t('dashboard.security.off')}</strong>
                {data.two_factor && data.enabled_at ? (
                  <span>{t('dashboard.security.onSince', { date: formatDate(data.enabled_at, i18n.language) })}</span>
                ) : null}
              </State>
              <Note>{data.two_factor ? t('dashboard.security.onExplained') : t('dashboard.security.offExplained')}</Note>
              {data.two_factor ? (
                <Note>
                  {t('dashboard.security.codesLeft', {
                    count: data.recovery_codes_left,
                    formatted: formatNumber(data.recovery_codes_left, i18n.language),
                  })}
                </Note>
              ) : null}
              {data.required ? <Note>{t('dashboard.security.required')}</Note> : null}
              {step.kind === 'renew' ? (
                <CodeForm
                  label={t('dashboard.security.renewTitle')}
                  lead={t('dashboard.security.renewLead')}
                  submitLabel={t('dashboard.security.renew')}
                  onCodes={(codes) => setStep({ kind: 'codes', codes })}
                  onCancel={() => setStep({ kind: 'idle' })}
                />
              ) : step.kind === 'off' ? (
                <TurnOffForm hasPassword={data.has_password} onDone={done} onCancel={() => setStep({ kind: 'idle' })} />
              ) : data.two_factor ? (
                <Actions>
                  <Button type="button" $variant="secondary" onClick={() => setStep({ kind: 'renew' })}>
                    {t('dashboard.security.renew')}
                  </Button>
                  {!data.required ? (
                    <Button type="button" $variant="ghost" onClick={() => setStep({ kind: 'off' })}>
                      {t('dashboard.security.turnOff')}
                    </Button>
                  ) : null}
                </Actions>
              ) : (
                <>
                  <FormAlert messages={alertOf(starting.error, [])} />
                  <Actions>
                    <Button type="button" onClick={() => void turnOn()} disabled={starting.isLoading}>
                      {starting.isLoading ? t('dashboard.security.preparing') : t('dashboard.security.turnOn')}
                    </Button>
                  </Actions>
                </>
              )}
            </>
          )}
        </Panel>
        {data?.has_password !== false ? <PasswordPanel /> : null}
      </Column>
    </>
  );
}

/** The set-up: scan the QR code (drawn by the server) or type the key, then the app's first code turns it on. */
function Enrolment({ enrolment, onCodes, onCancel }: { enrolment: EnrolAnswer; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [confirm, { isLoading, error }] = useConfirmTwoFactorMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onCodes((await confirm({ code: digits(code) }).unwrap()).recovery_codes);
    } catch {
      // Shown beside the field.
    }
  };
  return (
    <PanelForm
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isLoading || undefined}
      aria-label={t('dashboard.security.turnOn')}
    >
      <Note>{t('dashboard.security.enrolLead')}</Note>
      <TwoFactorSetup qr={enrolment.qr} secret={enrolment.secret} />
      <FormAlert messages={alertOf(error, ['code'])} />
      <CodeField value={code} onChange={setCode} error={fieldErrors(error).code} />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('account.twoFactor.checking') : t('dashboard.security.confirmOn')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('dashboard.common.cancel')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

function CodeField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string[] }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.twoFactor.codeLabel')}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoFocus
    />
  );
}

/** New recovery codes for the app's current code. */
function CodeForm(props: { label: string; lead: string; submitLabel: string; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [renew, { isLoading, error }] = useRenewRecoveryCodesMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      props.onCodes((await renew({ code: digits(code) }).unwrap()).recovery_codes);
    } catch {
      // Shown beside the field.
    }
  };
  return (
    <PanelForm noValidate onSubmit={(event) => void onSubmit(event)} aria-label={props.label} aria-busy={isLoading || undefined}>
      <Note>{props.lead}</Note>
      <FormAlert messages={alertOf(error, ['code'])} />
      <CodeField value={code} onChange={setCode} error={fieldErrors(error).code} />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('account.twoFactor.checking') : props.submitLabel}
        </Button>
        <Button type="button" $variant="ghost" onClick={props.onCancel}>
          {t('dashboard.common.cancel')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

/** Off with the app's current code or the password; the other sessions end, this one gets a new token. */
function TurnOffForm({ hasPassword, onDone, onCancel }: { hasPassword: boolean; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [byPassword, setByPassword] = useState(false);
  const [value, setValue] = useState('');
  const [turnOff, { isLoading, error }] = useTurnOffTwoFactorMutation();
  const fields = fieldErrors(error);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await turnOff(byPassword ? { password: value } : { code: digits(value) }).unwrap();
      dispatch(tokenRefreshed(answer.token));
      notify('success', t('dashboard.security.turnedOff'));
      onDone();
    } catch {
      // Shown beside the field.
    }
  };
  return (
    <PanelForm
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('dashboard.security.turnOff')}
      aria-busy={isLoading || undefined}
    >
      <Note>{t('dashboard.security.offLead')}</Note>
      <FormAlert messages={alertOf(error, ['code', 'password'])} />
      {byPassword ? (
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fields.password}
          autoFocus
        />
      ) : (
        <CodeField value={value} onChange={setValue} error={fields.code} />
      )}
      {hasPassword ? (
        <LinkButton
          type="button"
          onClick={() => {
            setByPassword(!byPassword);
            setValue('');
          }}
        >
          {byPassword ? t('dashboard.security.useCode') : t('dashboard.security.usePassword')}
        </LinkButton>
      ) : null}
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('account.twoFactor.checking') : t('dashboard.security.turnOff')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('dashboard.common.cancel')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

/** The recovery codes, shown once: copy them or download them as a text file. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${t('dashboard.security.fileHeading')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('success', t('dashboard.security.copied'));
    } catch {
      notify('error', t('dashboard.security.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ken-resort-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <Note role="status">{t('account.twoFactor.codesLead')}</Note>
      <RecoveryCodeList codes={codes} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {t('account.twoFactor.copyCodes')}
        </Button>
        <Button type="button" $variant="secondary" onClick={download}>
          {t('dashboard.security.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('dashboard.security.codesSaved')}
        </Button>
      </Actions>
    </>
  );
}

/** Changing one's own password: the other sessions end, this one goes on with a new token. */
function PasswordPanel() {
  const { t } = useTranslation();
  const [change, { isLoading, error }] = useChangeOwnPasswordMutation();
  return (
    <Panel aria-labelledby="password-title">
      <PanelTitle id="password-title">{t('profile.password.title')}</PanelTitle>
      <Note>{t('dashboard.security.passwordLead')}</Note>
      <ChangePasswordForm save={change} isLoading={isLoading} error={error} />
    </Panel>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 720px;
`;

const State = styled.p<{ $on: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1, 3)};
  strong {
    padding: ${({ theme }) => theme.space(1, 3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.sand)};
    color: ${({ theme, $on }) => ($on ? theme.colors.white : theme.colors.deepSea)};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const LinkButton = styled.button`
  align-self: flex-start;
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.lagoonDark};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
