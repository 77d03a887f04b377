import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { CodeInput, EmailField, FieldError, FormAlert, email as emailCheck, focusFirstInvalid } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { useConfirmEmailChangeMutation, useResendEmailChangeCodeMutation, useUpdateUserInfoMutation } from '../profileApi';
import { Actions, Note, PanelForm } from '../../../ui/Panel';
import { serverDetail, serverFields } from '../../../api/serverErrors';

/** A new e-mail is held as pending until the code sent to it comes back. */
export function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const [update, updateState] = useUpdateUserInfoMutation();
  const [confirm, confirmState] = useConfirmEmailChangeMutation();
  const [resend, resendState] = useResendEmailChangeCodeMutation();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  const requestChange = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailCheck(email) ?? undefined;
    setProblem(found);
    if (found) return focusFirstInvalid(formRef.current);
    try {
      await update({ email: email.trim() }).unwrap();
      setPending(email.trim());
      notify('info', t('profile.email.codeSent'));
    } catch {
      focusFirstInvalid(formRef.current);
    }
  };

  const confirmCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending) return;
    if (code.length < 6) return setProblem('validation.codeIncomplete');
    setProblem(undefined);
    try {
      await confirm({ email: pending, otp: code }).unwrap();
      notify('success', t('profile.email.changed'));
      setPending(null);
      setEmail('');
      setCode('');
    } catch {
      // shown below the boxes
    }
  };

  if (pending) {
    const fields = serverFields(confirmState.error);
    const messages = [
      ...(problem ? [t(problem)] : []),
      ...(fields.otp ?? fields.email ?? []),
      ...(resendState.error ? [serverDetail(resendState.error) ?? t('errors.generic')] : []),
    ];
    return (
      <PanelForm noValidate onSubmit={confirmCode} aria-busy={confirmState.isLoading || undefined}>
        <Note>
          {t('account.code.sentTo')} <Bdi>{pending}</Bdi>
        </Note>
        <CodeInput
          groupLabel={t('account.code.label')}
          boxLabel={(position, length) => t('account.code.box', { position, length })}
          onChange={setCode}
          invalid={messages.length > 0}
          describedBy={messages.length > 0 ? 'email-code-error' : undefined}
        />
        <FieldError id="email-code-error" messages={messages} />
        <Actions>
          <Button type="submit" disabled={confirmState.isLoading}>
            {t('profile.email.confirm')}
          </Button>
          <Button type="button" $variant="ghost" disabled={resendState.isLoading} onClick={() => resend({ email: pending })}>
            {t('account.code.resend')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => setPending(null)}>
            {t('profile.email.cancel')}
          </Button>
        </Actions>
      </PanelForm>
    );
  }

  const fields = serverFields(updateState.error);
  return (
    <PanelForm ref={formRef} noValidate onSubmit={requestChange} aria-busy={updateState.isLoading || undefined}>
      <Note>
        {t('profile.email.current')} <Bdi>{current}</Bdi>
      </Note>
      <FormAlert messages={fields.non_field_errors} />
      <EmailField
        label={t('profile.email.new')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem ? t(problem) : fields.email}
      />
      <Actions>
        <Button type="submit" disabled={updateState.isLoading}>
          {t('profile.email.send')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

export default EmailForm;
