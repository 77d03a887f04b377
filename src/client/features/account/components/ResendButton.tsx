import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { clockText, useSecondsLeft } from '../../../ui/countdown';
import { RESEND_DELAY_MS } from '../authFlowMachine';

interface ResendButtonProps {
  /** The flow allows a resend now. */
  canResend: boolean;
  sending: boolean;
  sentAt: number;
  onResend: () => void;
}

/** "Send a new code" with a visible countdown (m:ss); the flow decides when it is allowed. */
export function ResendButton({ canResend, sending, sentAt, onResend }: ResendButtonProps) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(sentAt + RESEND_DELAY_MS);
  const clock = clockText(left, i18n.language);
  return (
    <Button type="button" $variant="ghost" disabled={!canResend || sending} onClick={onResend}>
      {sending
        ? t('account.code.resending')
        : !canResend && left > 0
          ? t('account.code.resendIn', { time: clock })
          : t('account.code.resend')}
    </Button>
  );
}

export default ResendButton;
