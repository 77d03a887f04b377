import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from './format';
import { StarIcon } from './icons';

type Props = { value: number; max?: number; size?: number };

/** A read-only rating: five stars, partly filled, announced as "Rated 4.5 out of 5". */
export function Stars({ value, max = 5, size = 18 }: Props) {
  const { t, i18n } = useTranslation();
  const clamped = Math.max(0, Math.min(max, value));
  const label = t('rating.outOf', {
    value: formatNumber(clamped, i18n.language, { maximumFractionDigits: 1 }),
    max: formatNumber(max, i18n.language),
  });
  return (
    <Row role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <Star key={index} style={{ width: size, height: size }}>
            <StarIcon size={size} className="empty" />
            <Fill style={{ width: `${fill * 100}%` }}>
              <StarIcon size={size} />
            </Fill>
          </Star>
        );
      })}
    </Row>
  );
}

export default Stars;

/* line-height 0 and block icons: an inline icon sits on the text baseline and hangs below its box. */
const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  vertical-align: middle;
  line-height: 0;
`;

const Star = styled.span`
  position: relative;
  display: block;
  flex: none;
  line-height: 0;
  color: ${({ theme }) => theme.colors.coral};

  svg {
    display: block;
  }

  .empty {
    color: #e2d8c8;
  }
`;

/* Fills from the reading side: the RTL plugin flips "left" to "right" in Arabic. */
const Fill = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  display: block;
  height: 100%;
  overflow: hidden;
`;
