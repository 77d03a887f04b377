import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from './format';

interface QuantityControlProps {
  value: number;
  /**
   * What − and + lead to; null makes the button unusable (aria-disabled, still focusable: a button that becomes
   * `disabled` under the keyboard drops focus to the top of the page). Callers decide the steps (e.g. jump to a minimum).
   */
  down: number | null;
  up: number | null;
  onChange: (value: number) => void;
  /** Accessible names: the group, the value, and the two buttons. */
  labels: { group?: string; value: string; decrease: string; increase: string };
  labelledBy?: string;
}

/** A number between − and + buttons, 44-px targets, the value announced as it changes. */
export function QuantityControl({ value, down, up, onChange, labels, labelledBy }: QuantityControlProps) {
  const { i18n } = useTranslation();
  return (
    <Controls role="group" aria-label={labels.group} aria-labelledby={labelledBy}>
      <Round
        type="button"
        onClick={() => down !== null && onChange(down)}
        aria-disabled={down === null || undefined}
        aria-label={labels.decrease}
      >
        −
      </Round>
      <output aria-live="polite" aria-label={labels.value}>
        {formatNumber(value, i18n.language)}
      </output>
      <Round
        type="button"
        onClick={() => up !== null && onChange(up)}
        aria-disabled={up === null || undefined}
        aria-label={labels.increase}
      >
        +
      </Round>
    </Controls>
  );
}

export default QuantityControl;

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
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.sand};
  }
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
