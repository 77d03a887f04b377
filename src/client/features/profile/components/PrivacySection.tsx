import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { downloadWithToken, DownloadError } from '../../../api/download';
import { serverDetail, serverFields } from '../../../api/serverErrors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert, PasswordField, required, useForm } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { Actions, PanelForm } from '../../../ui/Panel';
import { selectToken } from '../../auth/authSlice';
import { useLogout } from '../../auth/useLogout';
import { useDeleteAccountMutation, useRequestDataExportMutation } from '../profileApi';

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

/** "Delete my account": a dialog asks for the password; on success the session ends and a toast says so. */
export function DeleteAccount() {
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
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [deleteAccount, { isLoading, error }] = useDeleteAccountMutation();
  const fields = serverFields(error);
  const { values, set, errors, formRef, focusInvalid, handleSubmit } = useForm({ password: '' }, (current) => ({
    password: required(current.password),
  }));
  const onSubmit = handleSubmit(async () => {
    try {
      await deleteAccount({ password: values.password }).unwrap();
      notify('success', t('profile.privacy.deleted'));
      logout('/');
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
