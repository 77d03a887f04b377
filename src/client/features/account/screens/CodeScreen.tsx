// The code step: verifies a new account (/account/:email/verify-account) or opens a password reset
// (/account/:email/otp). The flow starts at the code state from the route, so a reload resumes here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { CodeInput, FieldError, FormAlert, type CodeInputHandle } from '../../../ui/form';
import type { CodePurpose } from '../authFlowMachine';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { failureMessages } from '../components/failureText';
import { ResendButton } from '../components/ResendButton';
import { codeSentAtOf, sentAtFromLink } from '../codeSentAt';
import { useAuthFlow } from '../useAuthFlow';

export type { CodePurpose };

export default function CodeScreen({ purpose = 'verify' }: { purpose?: CodePurpose }) {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  // Read once: the flow counts the resend wait from when the code was really sent, across reloads; the
  // e-mail's link says when, for a screen opened from it on another device.
  const [searchParams] = useSearchParams();
  const [sentAt] = useState(() => codeSentAtOf(email, purpose) ?? sentAtFromLink(searchParams.get('sent')));
  const { state, send } = useAuthFlow({ start: 'code', email, purpose, codeSentAt: sentAt });
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const boxes = useRef<CodeInputHandle>(null);
  const { failure, codeSentAt } = state.context;
  // Arrived here although no new code went out (asked again too soon): say so, not "we sent".
  const refused = (useLocation().state as { codeRefused?: boolean } | null)?.codeRefused === true;
  const verifying = state.matches({ code: { entry: 'verifying' } });
  const sending = state.matches({ code: { resend: 'resending' } });
  const errorId = 'code-error';

  // The first box takes focus, so a phone opens its number pad straight away.
  useEffect(() => boxes.current?.focus(), []);

  const submit = (value: string) => {
    if (!state.can({ type: 'otp.submit', code: value })) {
      setIncomplete(value.length < 6);
      if (value.length < 6) boxes.current?.focus();
      return;
    }
    setIncomplete(false);
    send({ type: 'otp.submit', code: value });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  // A refused resend is said once, in the calm notice below, not as an error of the code.
  const codeFailure = failure?.kind === 'rateLimited' ? null : failure;
  const messages = [...(incomplete ? [t('validation.codeIncomplete')] : []), ...failureMessages(codeFailure, t)];
  const title = purpose === 'reset' ? t('account.code.resetTitle') : t('account.code.verifyTitle');
  return (
    <AuthPage
      title={title}
      lead={
        <>
          {refused ? t('account.code.notSentTo') : t('account.code.sentTo')} <Bdi>{email}</Bdi>
          {refused ? (
            <>
              <br />
              {t('account.code.notSentWhy')}
            </>
          ) : null}
        </>
      }
    >
      <Form noValidate onSubmit={onSubmit} aria-busy={verifying || undefined}>
        <CodeInput
          ref={boxes}
          groupLabel={t('account.code.label')}
          boxLabel={(position, length) => t('account.code.box', { position, length })}
          onChange={(value) => {
            setCode(value);
            setIncomplete(false);
          }}
          onComplete={submit}
          invalid={messages.length > 0}
          describedBy={messages.length > 0 ? errorId : undefined}
          disabled={verifying}
        />
        <FieldError id={errorId} messages={messages} />
        <Button type="submit" $block $size="lg" disabled={verifying}>
          {verifying ? t('account.code.verifying') : t('account.code.submit')}
        </Button>
      </Form>
      {failure?.kind === 'rateLimited' ? <FormAlert tone="info" messages={t('account.errors.rateLimited')} /> : null}
      <ResendButton
        canResend={state.can({ type: 'otp.resend' })}
        sending={sending}
        sentAt={codeSentAt ?? 0}
        onResend={() => send({ type: 'otp.resend' })}
      />
      <Links>
        {t('account.code.wrongEmail')}{' '}
        <Link to={purpose === 'reset' ? '/account/forget-password' : '/account/register'}>{t('account.code.startOver')}</Link>
      </Links>
    </AuthPage>
  );
}
