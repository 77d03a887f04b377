import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';

type Props = { label: string; value: number; min: number; max: number; disabled?: boolean; onChange: (value: number) => void };

/**
 * How many of one ticket or item: none, or between its minimum and maximum. From none, + jumps to the
 * minimum; from the minimum, − goes back to none.
 */
export function Quantity({ label, value, min, max, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const low = Math.max(1, min);
  const down = value <= low ? 0 : value - 1;
  const up = value === 0 ? low : value + 1;
  return (
    <Controls role="group" aria-label={label}>
      <Round type="button" onClick={() => onChange(down)} disabled={disabled || value === 0} aria-label={t('booking.extras.less', { label })}>
        −
      </Round>
      <output aria-live="polite" aria-label={t('booking.extras.quantityOf', { label })}>
        {formatNumber(value, i18n.language)}
      </output>
      <Round type="button" onClick={() => onChange(up)} disabled={disabled || up > max} aria-label={t('booking.extras.more', { label })}>
        +
      </Round>
    </Controls>
  );
}

export default Quantity;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  output {
    min-width: 3ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Round = styled.button`
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.sand};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
