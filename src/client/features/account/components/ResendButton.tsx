import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { formatNumber } from '../../../ui/format';
import { RESEND_DELAY_MS } from '../authFlowMachine';

/** Seconds left before another code may be requested, ticking once a second. */
export function useSecondsLeft(sentAt: number, delayMs = RESEND_DELAY_MS): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((sentAt + delayMs - Date.now()) / 1000)));
  useEffect(() => {
    const compute = () => setLeft(Math.max(0, Math.ceil((sentAt + delayMs - Date.now()) / 1000)));
    compute();
    const timer = setInterval(compute, 1000);
    return () => clearInterval(timer);
  }, [sentAt, delayMs]);
  return left;
}

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
  const left = useSecondsLeft(sentAt);
  const format = (value: number, digits = 1) => formatNumber(value, i18n.language, { minimumIntegerDigits: digits });
  const clock = `${format(Math.floor(left / 60))}:${format(left % 60, 2)}`;
  return (
    <Button type="button" $variant="ghost" disabled={!canResend || sending} onClick={onResend}>
      {sending ? t('account.code.resending') : !canResend && left > 0 ? t('account.code.resendIn', { time: clock }) : t('account.code.resend')}
    </Button>
  );
}

export default ResendButton;
