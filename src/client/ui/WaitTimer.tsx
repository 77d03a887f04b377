import { useTranslation } from 'react-i18next';
import { clockText, useSecondsLeft } from './countdown';

/**
 * How long a rate limit still holds ("You can try again in 0:56"), ticking. A timer role is not a live
 * region: the alert it sits in is read once, not again every second.
 */
export function WaitTimer({ until }: { until: number }) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(until);
  return <span role="timer">{left > 0 ? t('errors.retryIn', { time: clockText(left, i18n.language) }) : t('errors.retryNow')}</span>;
}

export default WaitTimer;
