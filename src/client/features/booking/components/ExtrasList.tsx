import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatPrice, joinFacts, joinList } from '../../../ui/format';
import { Picture } from '../../../ui/Picture';
import { Quantity } from './Quantity';

export interface ExtraOption {
  key: string;
  title: string;
  image: string | null;
  date: string | null;
  price: string;
  min: number;
  max: number;
  left: number | null;
}

type Props = {
  title: string;
  options: ExtraOption[];
  quantities: Record<string, number>;
  disabled?: boolean;
  onChange: (key: string, value: number) => void;
};

/** One group of extras (event tickets, services or the hut's special items), each with its stepper. */
export function ExtrasList({ title, options, quantities, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!options.length) return null;
  return (
    <Group>
      <h3>{title}</h3>
      <ul>
        {options.map((option) => {
          const label = joinList([option.title, option.date && formatDate(option.date, lang, { day: 'numeric', month: 'long' })], lang);
          return (
            <Row key={option.key}>
              {option.image ? (
                <Picture src={option.image} fallbackWidth={64} fallbackHeight={64} sizes="64px" alt="" />
              ) : (
                <span className="thumb" />
              )}
              <div className="text">
                <strong>{option.title}</strong>
                <span>
                  {joinFacts(
                    [
                      option.date && formatDate(option.date, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
                      t('booking.extras.each', { price: formatPrice(option.price, lang) }),
                    ],
                    lang,
                  )}
                </span>
                {option.left !== null ? (
                  <span className={option.left <= 5 ? 'few' : undefined}>{t('counts.left', { count: option.left })}</span>
                ) : null}
              </div>
              <Quantity
                label={label}
                value={quantities[option.key] ?? 0}
                min={option.min}
                max={option.max}
                disabled={disabled}
                onChange={(value) => onChange(option.key, value)}
              />
            </Row>
          );
        })}
      </ul>
    </Group>
  );
}

export default ExtrasList;

const Group = styled.div`
  h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  img,
  .thumb {
    width: 56px;
    height: 56px;
    border-radius: 10px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  .text {
    display: grid;
    gap: 2px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .few {
    color: ${({ theme }) => theme.colors.danger};
  }
  > div[role='group'] {
    grid-column: 1 / -1;
    justify-self: end;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    img,
    .thumb {
      width: 64px;
      height: 64px;
    }
    > div[role='group'] {
      grid-column: auto;
    }
  }
`;
