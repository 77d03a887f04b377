import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';

type Props = { label: string; hint?: string; value: number; min: number; max: number; onChange: (value: number) => void };

/** A number with − and + buttons, kept within its limits; the value is announced as it changes. */
export function Stepper({ label, hint, value, min, max, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <Row role="group" aria-labelledby={labelId}>
      <div>
        <p id={labelId} className="label">
          {label}
        </p>
        {hint ? <p className="hint">{hint}</p> : null}
      </div>
      <Controls>
        <Round type="button" onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={t('bookingPanel.decrease', { label })}>
          −
        </Round>
        <output aria-live="polite" aria-label={label}>
          {formatNumber(value, i18n.language)}
        </output>
        <Round type="button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={t('bookingPanel.increase', { label })}>
          +
        </Round>
      </Controls>
    </Row>
  );
}

export default Stepper;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  .label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .hint {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
