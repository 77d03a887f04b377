import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';

/** "12:04" left on the hold; the machine, not this clock, decides when the hold has lapsed. */
export function HoldCountdown({ expiresAt }: { expiresAt: string | null }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!expiresAt) return null;
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const two = (value: number) => formatNumber(value, i18n.language, { minimumIntegerDigits: 2 });
  const clock = `${two(Math.floor(left / 60))}:${two(left % 60)}`;
  return (
    <Timer role="timer" aria-label={t('booking.hold.label', { time: clock })} $urgent={left < 300}>
      <span aria-hidden="true">{t('booking.hold.left')}</span>
      <bdi dir="ltr" aria-hidden="true">
        {clock}
      </bdi>
    </Timer>
  );
}

export default HoldCountdown;

const Timer = styled.p<{ $urgent: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme, $urgent }) => ($urgent ? '#FBE9E4' : theme.colors.sand)};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.deepSea)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  bdi {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;
