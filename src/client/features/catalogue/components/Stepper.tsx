import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QuantityControl } from '../../../ui/QuantityControl';

type Props = { label: string; hint?: string; value: number; min: number; max: number; onChange: (value: number) => void };

/** Adults or children for a stay: a number with − and +, kept within the hut's limits. */
export function Stepper({ label, hint, value, min, max, onChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Row>
      <div>
        <p id={labelId} className="label">
          {label}
        </p>
        {hint ? <p className="hint">{hint}</p> : null}
      </div>
      <QuantityControl
        value={value}
        down={value > min ? value - 1 : null}
        up={value < max ? value + 1 : null}
        onChange={onChange}
        labelledBy={labelId}
        labels={{ value: label, decrease: t('bookingPanel.decrease', { label }), increase: t('bookingPanel.increase', { label }) }}
      />
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
