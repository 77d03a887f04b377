import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeleteAccountBody } from '../../../../shared/schemas/privacy';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { downloadWithToken, DownloadError } from '../../../api/download';
import { serverDetail, serverFields } from '../../../api/serverErrors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Bdi } from '../../../ui/Bdi';
import { ErrorState } from '../../../ui/ErrorState';
import { Checkbox, FormAlert, PasswordField, required, TextField, useForm } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { Actions, PanelForm } from '../../../ui/Panel';
import { selectToken } from '../../auth/authSlice';
import { useLogout } from '../../auth/useLogout';
import {
  useDeleteAccountMutation,
  useGetConsentsQuery,
  useRequestDataExportMutation,
  useRequestDeleteCodeMutation,
  useSetMarketingConsentMutation,
} from '../profileApi';

/** The e-mailed link opens the profile with ?export=<token>: the ZIP is fetched with the session and saved. */
function ReadyExport({ exportToken }: { exportToken: string }) {
  const { t } = useTranslation();
  const session = useSelector(selectToken);
  const [state, setState] = useState<'idle' | 'busy' | 'gone'>('idle');
  const save = async () => {
    setState('busy');
    try {
      await downloadWithToken(`/user-info/export/${encodeURIComponent(exportToken)}/`, session, null, 'ken-resort-my-data.zip');
      setState('idle');
    } catch (error) {
      if (error instanceof DownloadError && error.status === 404) return setState('gone');
      setState('idle');
      notify('error', t('profile.privacy.downloadFailed'), { action: { label: t('common.retry'), onClick: () => void save() } });
    }
  };
  return (
    <>
      <FormAlert
        messages={state === 'gone' ? t('profile.privacy.exportGone') : t('profile.privacy.exportReady')}
        tone={state === 'gone' ? 'danger' : 'info'}
      />
      {state !== 'gone' && (
        <Actions>
          <Button type="button" disabled={state === 'busy'} onClick={() => void save()}>
            {t('profile.privacy.saveZip')}
          </Button>
        </Actions>
      )}
    </>
  );
}

/** "Download my data": the copy is prepared on the server and its link e-mailed (issue 26 §1). */
export function DataExportButton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const exportToken = params.get('export');
  const [requestExport, { isLoading, isSuccess, error }] = useRequestDataExportMutation();
  return (
    <div>
      <p>{t('profile.privacy.exportIntro')}</p>
      {exportToken && <ReadyExport exportToken={exportToken} />}
      <FormAlert
        messages={isSuccess ? t('profile.privacy.exportRequested') : error ? (serverDetail(error) ?? t('errors.generic')) : null}
        tone={isSuccess ? 'info' : 'danger'}
      />
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          disabled={isLoading}
          onClick={() =>
            void requestExport()
              .unwrap()
              .catch(() => undefined)
          }
        >
          {t('profile.privacy.export')}
        </Button>
      </Actions>
    </div>
  );
}

/**
 * "Delete my account": a dialog asks for the password, or, for an account without one (Google sign-in), sends a
 * deletion code by e-mail and asks for it. On success the session ends and a toast says so.
 */
export function DeleteAccount({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>{t('profile.privacy.deleteIntro')}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          {t('profile.privacy.delete')}
        </Button>
      </Actions>
      {open &&
        (hasPassword ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : <DeleteByCodeDialog onClose={() => setOpen(false)} />)}
    </div>
  );
}

function useDeleteAndLeave() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [deleteAccount, state] = useDeleteAccountMutation();
  const run = async (body: DeleteAccountBody) => {
    await deleteAccount(body).unwrap();
    notify('success', t('profile.privacy.deleted'));
    logout('/');
  };
  return [run, state] as const;
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [deleteAccount, { isLoading, error }] = useDeleteAndLeave();
  const fields = serverFields(error);
  const { values, set, errors, formRef, focusInvalid, handleSubmit } = useForm({ password: '' }, (current) => ({
    password: required(current.password),
  }));
  const onSubmit = handleSubmit(async () => {
    try {
      await deleteAccount({ password: values.password });
    } catch {
      focusInvalid();
    }
  });
  return (
    <Dialog title={t('profile.privacy.confirmTitle')} onClose={onClose}>
      <PanelForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
        <p>{t('profile.privacy.confirmText')}</p>
        <FormAlert messages={serverDetail(error) ?? fields.non_field_errors} />
        <PasswordField
          label={t('profile.privacy.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password ? t(errors.password) : fields.password}
        />
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('profile.privacy.cancel')}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {t('profile.privacy.confirm')}
          </Button>
        </Actions>
      </PanelForm>
    </Dialog>
  );
}

/** An account without a password: first a code by e-mail (to the account's own address), then the code. */
function DeleteByCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [requestCode, sending] = useRequestDeleteCodeMutation();
  const [deleteAccount, { isLoading, error }] = useDeleteAndLeave();
  const fields = serverFields(error);
  const sentTo = sending.data?.email;
  const { values, set, errors, formRef, focusInvalid, handleSubmit } = useForm({ code: '' }, (current) => ({
    code: required(current.code),
  }));
  const send = () =>
    void requestCode()
      .unwrap()
      .catch(() => undefined);
  const onSubmit = handleSubmit(async () => {
    try {
      await deleteAccount({ code: values.code.trim() });
    } catch {
      focusInvalid();
    }
  });
  return (
    <Dialog title={t('profile.privacy.confirmTitle')} onClose={onClose}>
      <PanelForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || sending.isLoading || undefined}>
        <p>{t('profile.privacy.codeIntro')}</p>
        <FormAlert messages={sending.error ? (serverDetail(sending.error) ?? t('errors.generic')) : null} />
        {sentTo ? (
          <>
            <p role="status">
              <Trans i18nKey="profile.privacy.codeSent" values={{ email: sentTo }} components={{ email: <Bdi>{sentTo}</Bdi> }} />
            </p>
            <FormAlert messages={serverDetail(error) ?? fields.non_field_errors} />
            <TextField
              label={t('profile.privacy.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={values.code}
              onChange={set('code')}
              error={errors.code ? t(errors.code) : fields.code}
            />
          </>
        ) : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('profile.privacy.cancel')}
          </Button>
          <Button type="button" $variant={sentTo ? 'secondary' : 'primary'} disabled={sending.isLoading} onClick={send}>
            {sentTo ? t('profile.privacy.resendCode') : t('profile.privacy.sendCode')}
          </Button>
          {sentTo && (
            <Button type="submit" disabled={isLoading}>
              {t('profile.privacy.confirm')}
            </Button>
          )}
        </Actions>
      </PanelForm>
    </Dialog>
  );
}

/**
 * Marketing e-mails: a switch labelled with the exact words an opt-in records (the server's, in this language), on
 * only after the guest turns it on; turning it off withdraws at once. Both are kept as events on the server.
 */
export function MarketingConsent() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const { data, isLoading, isError, refetch } = useGetConsentsQuery(language);
  const [save, saving] = useSetMarketingConsentMutation();
  const last = data?.history[0];
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <div>
      <Checkbox
        role="switch"
        checked={data?.marketing_emails ?? false}
        disabled={isLoading || saving.isLoading || !data}
        onChange={(event) =>
          void save({ marketing_emails: event.target.checked, language })
            .unwrap()
            .catch(() => undefined)
        }
        label={data?.text ?? ''}
      />
      <FormAlert messages={saving.isError ? (serverDetail(saving.error) ?? t('errors.generic')) : null} />
      {last && (
        <Note>
          {t(last.action === 'given' ? 'profile.privacy.consentGiven' : 'profile.privacy.consentWithdrawn', {
            date: formatDate(last.at, language),
          })}
        </Note>
      )}
    </div>
  );
}

const formatDate = (iso: string, language: 'en' | 'ar') =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
