import { useTranslation } from 'react-i18next';
import type { Failure } from '../authErrors';
import { clockText, useSecondsLeft } from './countdown';

/**
 * How long a rate limit still holds ("You can try again in 0:56"), ticking. A timer role is not a live
 * region: the alert it sits in is read once, not again every second.
 */
export function WaitTimer({ until }: { until: number }) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(until);
  return <span role="timer">{left > 0 ? t('account.errors.retryIn', { time: clockText(left, i18n.language) }) : t('account.errors.retryNow')}</span>;
}

/** The timer of a rate-limited failure whose wait the server stated, for FormAlert's `extra`. */
export const waitTimerOf = (failure: Failure | null) => (failure?.retryAt === undefined ? undefined : <WaitTimer until={failure.retryAt} />);

export default WaitTimer;
