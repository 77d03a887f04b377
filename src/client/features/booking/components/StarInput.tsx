import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';
import { StarIcon } from '../../../ui/icons';

/** Stars 1–5 as a radio group: arrow keys move, each star has its own name. */
export function StarInput({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group>
      <legend>{label}</legend>
      <div className="stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= value ? 'on' : undefined}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
            <StarIcon size={30} />
            <span className="sr">
              {t('rating.outOf', { value: formatNumber(star, i18n.language), max: formatNumber(5, i18n.language) })}
            </span>
          </label>
        ))}
      </div>
    </Group>
  );
}

export default StarInput;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .stars {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    position: relative;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.minTarget};
    height: ${({ theme }) => theme.minTarget};
    border-radius: 50%;
    color: #d8cdbb;
    cursor: pointer;
  }
  label.on {
    color: ${({ theme }) => theme.colors.coral};
  }
  label svg {
    display: block;
  }
  label.on svg {
    fill: currentColor;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
